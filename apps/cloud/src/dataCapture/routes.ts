// Email capture (SPEC §2 DataCapture, remote feature emailCapture): a signed-in wallet user (a live sign-in session,
// header X-Latch-Session) confirms an email with a one-time code (the auth service's code flow, cooldown and guess
// limits) and the cloud keeps it against the account and project; the user may read and remove it, the operator
// list, export (CSV) and delete through the admin API.
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { takeCodeGuess } from '../auth/guards.ts'
import { expectCode, mailCode } from '../auth/emailLogin.ts'
import { type AuthDeps, authDepsOf, authError } from '../auth/deps.ts'
import type { CloudContext } from '../context.ts'
import { parseJson, parseParams } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { remoteFeaturesOf } from '../projects/features.ts'
import { requireProject } from '../projects/guard.ts'
import { findProject } from '../projects/guard.ts'
import { findSession } from '../sessions/store.ts'
import {
  capturedEmailOf,
  capturedEmailsCsv,
  deleteCapturedEmail,
  listCapturedEmails,
  saveCapturedEmail,
} from './store.ts'

export const CAPTURE_TEXTS = {
  noSession: 'Sign in with your wallet first',
  featureOff: 'Email capture is off for this project',
  noEmail: 'No email captured for this account',
} as const

/** SPEC */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email'))
export const captureStartSchema = z.object({ email })
export const captureVerifySchema = z.object({ email, otp: z.string().regex(/^\d{6}$/, 'The code is 6 digits') })
export const sessionHeader = z.object({ 'x-latch-session': z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })
export const adminProjectParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })
export const adminDeleteSchema = z.object({ account: z.string().min(1).max(200) })

const captureKey = (projectId: string, account: string) => `capture:${projectId}:${account}`

export function dataCaptureRoutes(context: CloudContext) {
  const app = new Hono()
  const deps: AuthDeps = authDepsOf(context)

  /** the project (with emailCapture on) and the account its live sign-in session proves */
  async function signedIn(c: Context) {
    const project = await requireProject(context, c)
    if (!remoteFeaturesOf(project).find((feature) => feature.id === 'emailCapture')?.isEnabled)
      throw authError(403, CAPTURE_TEXTS.featureOff)
    const header = sessionHeader.safeParse({ 'x-latch-session': c.req.header('x-latch-session') })
    if (!header.success) throw authError(401, CAPTURE_TEXTS.noSession)
    const found = await findSession(context.db, header.data['x-latch-session'], project.id, deps.now())
    if (found.status !== 'active') throw authError(401, CAPTURE_TEXTS.noSession)
    return { project, account: found.session.account }
  }

  app.post('/v1/data-capture/start', async (c) => {
    const { project, account } = await signedIn(c)
    const input = await parseJson(c, captureStartSchema)
    await mailCode(
      deps,
      { key: captureKey(project.id, account), email: input.email, payload: { email: input.email } },
      'capture',
    )
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/v1/data-capture/verify', async (c) => {
    const { project, account } = await signedIn(c)
    const input = await parseJson(c, captureVerifySchema)
    await takeCodeGuess(deps, c, project.id)
    const check = await expectCode(deps, captureKey(project.id, account), input.otp)
    // the code confirms the address it was mailed to, whatever the body names now
    await saveCapturedEmail(context.db, project.id, account, check.email, deps.now())
    return c.json(await capturedEmailOf(context.db, project.id, account))
  })

  app.get('/v1/data-capture/email', async (c) => {
    const { project, account } = await signedIn(c)
    const captured = await capturedEmailOf(context.db, project.id, account)
    return captured ? c.json(captured) : c.json({ error: CAPTURE_TEXTS.noEmail }, 404)
  })

  app.post('/v1/data-capture/email/delete', async (c) => {
    const { project, account } = await signedIn(c)
    return c.json({ deleted: await deleteCapturedEmail(context.db, project.id, account) })
  })

  app.use('/admin/projects/:id/captured-emails', requireAdmin(context))
  app.use('/admin/projects/:id/captured-emails/*', requireAdmin(context))
  const adminProject = async (c: Context) => {
    const { id } = parseParams(c, adminProjectParams)
    const project = await findProject(context, id)
    if (!project) throw authError(404, 'Project not found')
    return project
  }
  app.get('/admin/projects/:id/captured-emails', async (c) =>
    c.json({ data: await listCapturedEmails(context.db, (await adminProject(c)).id) }),
  )
  app.get('/admin/projects/:id/captured-emails/csv', async (c) => {
    const project = await adminProject(c)
    return c.body(capturedEmailsCsv(await listCapturedEmails(context.db, project.id)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${project.id}-emails.csv"`,
    })
  })
  app.post('/admin/projects/:id/captured-emails/delete', async (c) => {
    const project = await adminProject(c)
    const input = await parseJson(c, adminDeleteSchema)
    return c.json({ deleted: await deleteCapturedEmail(context.db, project.id, input.account) })
  })

  return app
}

// The operator's view of a project's people: embedded-wallet users, active sessions, revoke.
import { Hono } from 'hono'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseParams } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { projectIdSchema } from '../projects/input.ts'
import { getProject } from '../projects/store.ts'
import { listActiveSessions, listPeople, revokeSession } from './store.ts'
import { authDepsOf } from '../auth/deps.ts'
import { listMethodEvents, listMethods, METHOD_ID, unlinkMethod } from '../auth/methods.ts'
import { userById } from '../auth/users.ts'
import { deleteUser, exportUser, WALLET_DELETION_CONSEQUENCE } from './userData.ts'

export const peopleParams = z.object({ id: projectIdSchema })
/** a user id as the auth service makes them (16 random bytes, base64url) */
export const userParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a user id') })
export const methodParams = userParams.extend({ methodId: z.string().regex(METHOD_ID, 'a sign-in method id') })
export const sessionParams = z.object({
  id: projectIdSchema,
  sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'a session id'),
})

export function peopleRoutes(context: CloudContext) {
  const app = new Hono()
  app.use('/admin/projects/:id/users', requireAdmin(context))
  app.use('/admin/projects/:id/sessions', requireAdmin(context))
  app.use('/admin/projects/:id/sessions/*', requireAdmin(context))
  app.use('/admin/users/*', requireAdmin(context))

  const known = async (id: string) => Boolean(await getProject(context.db, id))

  app.get('/admin/projects/:id/users', async (c) => {
    const { id } = parseParams(c, peopleParams)
    if (!(await known(id))) return errorResponse(404, `Project ${id} not found`)
    return c.json(await listPeople(context.db, id))
  })

  app.get('/admin/projects/:id/sessions', async (c) => {
    const { id } = parseParams(c, peopleParams)
    if (!(await known(id))) return errorResponse(404, `Project ${id} not found`)
    return c.json({ data: await listActiveSessions(context.db, id, context.now()) })
  })

  app.delete('/admin/projects/:id/sessions/:sessionId', async (c) => {
    const { id, sessionId } = parseParams(c, sessionParams)
    if (!(await revokeSession(context.db, id, sessionId))) return errorResponse(404, 'Session not found')
    return c.json({ revoked: sessionId })
  })
  app.get('/admin/users/:userId/export', async (c) => {
    const { userId } = parseParams(c, userParams)
    const data = await exportUser(context.db, userId)
    if (!data) return errorResponse(404, 'User not found')
    // a file the operator hands over, never cached on the way
    c.header('cache-control', 'no-store')
    c.header('content-disposition', `attachment; filename="latch-user-${userId}.json"`)
    return c.json(data)
  })

  app.delete('/admin/users/:userId', async (c) => {
    const { userId } = parseParams(c, userParams)
    const deleted = await deleteUser(context.db, userId)
    if (!deleted) return errorResponse(404, 'User not found')
    return c.json({ ...deleted, ...(deleted.hadWallet ? { consequence: WALLET_DELETION_CONSEQUENCE } : {}) })
  })

  // a user's sign-in methods and their link/unlink rows: names and dates only, never a key or credential
  app.get('/admin/users/:userId/methods', async (c) => {
    const { userId } = parseParams(c, userParams)
    if (!(await userById(context.db, userId))) return errorResponse(404, 'User not found')
    return c.json({
      methods: await listMethods(context.db, userId),
      events: await listMethodEvents(context.db, userId),
    })
  })

  // after the operator's support check: the method goes (never the last), the user's email is told
  app.delete('/admin/users/:userId/methods/:methodId', async (c) => {
    const { userId, methodId } = parseParams(c, methodParams)
    if (!(await userById(context.db, userId))) return errorResponse(404, 'User not found')
    const removed = await unlinkMethod(authDepsOf(context), userId, methodId, 'operator')
    return c.json({ unlinked: removed.id, methods: await listMethods(context.db, userId) })
  })
  return app
}

// The embedded wallet's server share (apps/frame/KEYS.md) against the real app, both engines.
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { ALERTS } from '@latch/core'
import { keyShareOf } from '../src/auth/keyShares.ts'
import { AUTH_TEXTS, SESSION_LIFETIME_MS } from '../src/auth/limits.ts'
import { createSession } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { saveProject } from '../src/projects/store.ts'
import { AUTH_PROJECT, createAuthProject, manualClock, post } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const AUTH_SECRET = 'key-share-test-secret-0123456789'
let mailbox = 0

describeOnEngines('auth: key share', { authSecret: AUTH_SECRET }, (engine) => {
  let clock: ReturnType<typeof manualClock>
  beforeAll(() => createAuthProject(engine()))
  beforeEach(() => {
    clock = manualClock(engine())
  })

  /** a signed-in user of `projectId` (email sign-in itself is covered by auth-email.test.ts) */
  const signedIn = async (projectId = AUTH_PROJECT) => {
    const now = engine().context.now().getTime()
    const user = await emailUser(engine().context.db, `share${mailbox++}.${engine().context.engine}@example.com`, now)
    const session = await createSession(engine().context.db, { userId: user.id, projectId, provider: 'email', userName: null }, now)
    return { userId: user.id, token: session.token }
  }
  const keyShare = (token: string, projectId?: string) => post<{ share: string }>(engine(), '/v1/auth/key-share', { token }, projectId)

  it('a signed-in user gets 32 random bytes, the same ones on every later request and session', async () => {
    const { userId, token } = await signedIn()
    const first = await keyShare(token)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(first.body.share, 'base64')).toHaveLength(32)
    expect((await keyShare(token)).body.share).toBe(first.body.share)
    // a new session of the same user (e.g. next week's sign-in) must unlock the same vault
    const later = await createSession(engine().context.db, { userId, projectId: AUTH_PROJECT, provider: 'email', userName: null }, engine().context.now().getTime())
    expect((await keyShare(later.token)).body.share).toBe(first.body.share)
  })

  it('different users get different shares', async () => {
    const [a, b] = [await signedIn(), await signedIn()]
    const [shareA, shareB] = [(await keyShare(a.token)).body.share, (await keyShare(b.token)).body.share]
    expect(shareA).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(shareB).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(shareA).not.toBe(shareB)
  })

  it('an expired session is refused with 401 Session Expired (APKT006, R-8.6) and then as not signed in', async () => {
    const { token } = await signedIn()
    clock.advance(SESSION_LIFETIME_MS)
    expect(await keyShare(token)).toMatchObject({ status: 401, body: { error: ALERTS.APKT006.title } })
    expect((await keyShare(token)).body).toEqual({ error: AUTH_TEXTS.notSignedIn })
  })

  it('an unknown token, a signed-out session and another project\'s session get no share (401)', async () => {
    expect(await keyShare('x'.repeat(43))).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.notSignedIn } })
    const { token } = await signedIn()
    await saveProject(engine().context.db, { id: 'other-key-project', name: 'Other', allowedOrigins: ['http://localhost:*'], plan: 'basic', features: {} })
    // sessions belong to the project that made them, as for session/check
    expect(await keyShare(token, 'other-key-project')).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.notSignedIn } })
    await post(engine(), '/v1/auth/signout', { token })
    expect((await keyShare(token)).status).toBe(401)
  })

  it('the database holds only ciphertext: no share in base64, base64url or hex, and the wrong secret opens nothing', async () => {
    const { userId, token } = await signedIn()
    const share = Buffer.from((await keyShare(token)).body.share, 'base64')
    const row = await engine().context.db.selectFrom('auth_key_shares').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    const dump = JSON.stringify(row)
    for (const encoding of ['base64', 'base64url', 'hex'] as const) expect(dump).not.toContain(share.toString(encoding))
    expect(Buffer.from(row.ciphertext, 'base64url').includes(share)).toBe(false)
    await expect(keyShareOf(engine().context.db, 'another-secret-0123456789abcdef', userId, 0)).rejects.toThrow()
    // the user id is bound in: another user's row does not decrypt as this user's
    const other = await signedIn()
    await keyShare(other.token)
    const otherRow = await engine().context.db.selectFrom('auth_key_shares').selectAll().where('user_id', '=', other.userId).executeTakeFirstOrThrow()
    await engine().context.db.updateTable('auth_key_shares').set({ iv: otherRow.iv, ciphertext: otherRow.ciphertext }).where('user_id', '=', userId).execute()
    expect((await keyShare(token)).status).toBe(500)
  })
})

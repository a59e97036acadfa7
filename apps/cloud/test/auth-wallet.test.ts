// The embedded wallet's server side (apps/frame/KEYS.md) against the real app, both engines: one wallet per user,
// its server share only for a live session on a device that proved the user, a rate limit, export behind a code.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { ALERTS } from '@latch/core'
import { issueDevice } from '../src/auth/devices.ts'
import { AUTH_TEXTS, SESSION_LIFETIME_MS } from '../src/auth/limits.ts'
import { createSession } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { storedWallet } from '../src/auth/wallets.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import {
  AUTH_PROJECT,
  bindDevice,
  codeMailedTo,
  createAuthProject,
  lastMailId,
  manualClock,
  post,
  provenDevice,
  wrongCode,
} from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const AUTH_SECRET = 'key-share-test-secret-0123456789'
const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
let mailbox = 0

/** what a frame registers: public addresses, a 33-byte Shamir share, the sealed recovery share */
const newWallet = (n: number) => ({
  evmAddress: `0x${n.toString(16).padStart(40, '0')}`,
  solanaAddress: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
  serverShare: Buffer.alloc(33, n % 256).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `Y2lwaGVy${n}` },
})

describeOnEngines(
  'auth: wallet and its server share',
  { authSecret: AUTH_SECRET, smtp: { host: '127.0.0.1', port: catcher.smtpPort }, authLimits: { keySharesPerUser: 6 } },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    beforeAll(() => createAuthProject(engine()))
    beforeEach(() => {
      clock = manualClock(engine())
    })

    /** a user signed in on a device that proved them (email sign-in itself is covered by auth-email.test.ts) */
    const signedIn = async (projectId = AUTH_PROJECT) => {
      const now = engine().context.now().getTime()
      const email = `share${mailbox++}.${engine().context.engine}@example.com`
      const user = await emailUser(engine().context.db, email, now)
      const session = await createSession(
        engine().context.db,
        { userId: user.id, projectId, provider: 'email', userName: null },
        now,
      )
      const deviceToken = await issueDevice(engine().context.db, { userId: user.id, projectId }, now)
      await bindDevice(engine(), { token: session.token, deviceToken }, projectId)
      return { userId: user.id, email, token: session.token, deviceToken }
    }
    type Signed = Awaited<ReturnType<typeof signedIn>>
    const register = async (who: Signed, wallet = newWallet(mailbox)) =>
      post(engine(), '/v1/auth/wallet', { ...(await provenDevice(engine(), who)), ...wallet })
    const keyShare = async (who: Pick<Signed, 'token' | 'deviceToken'>, extra: object = {}, projectId?: string) =>
      post<{ share: string; evmAddress: string; solanaAddress: string; recovery?: unknown }>(
        engine(),
        '/v1/auth/key-share',
        { ...(await provenDevice(engine(), who, projectId)), ...extra },
        projectId,
      )

    it('the server records the wallet and refuses a second one: 409, the first stays', async () => {
      const who = await signedIn()
      const first = newWallet(1)
      expect(await register(who, first)).toMatchObject({ status: 200, body: { ok: true } })
      expect((await post(engine(), '/v1/auth/session/check', { token: who.token })).body).toMatchObject({
        isConnected: true,
        wallet: { evmAddress: first.evmAddress, solanaAddress: first.solanaAddress },
      })
      expect(await register(who, newWallet(2))).toMatchObject({ status: 409, body: { error: AUTH_TEXTS.walletExists } })
      const share = await keyShare(who)
      expect(share).toMatchObject({ status: 200, body: { share: first.serverShare, evmAddress: first.evmAddress } })
      expect(share.headers.get('cache-control')).toBe('no-store')
    })

    it('a user without a wallet: the check says wallet null, the key share is 404', async () => {
      const who = await signedIn()
      expect((await post(engine(), '/v1/auth/session/check', { token: who.token })).body).toMatchObject({
        isConnected: true,
        wallet: null,
      })
      expect(await keyShare(who)).toMatchObject({ status: 404, body: { error: AUTH_TEXTS.noWallet } })
    })

    it("the share leaves only for a live session on a device that proved this user: no device, another user's, another project's → 403", async () => {
      const who = await signedIn()
      const wallet = newWallet(11)
      await register(who, wallet)
      const other = await signedIn()
      expect(await keyShare({ token: who.token, deviceToken: 'x'.repeat(43) })).toMatchObject({
        status: 403,
        body: { error: AUTH_TEXTS.deviceNotProven },
      })
      expect(await keyShare({ token: who.token, deviceToken: other.deviceToken })).toMatchObject({ status: 403 })
      await saveProject(engine().context.db, {
        id: 'other-key-project',
        name: 'Other',
        allowedOrigins: ['http://localhost:*'],
        plan: 'basic',
        features: {},
      })
      // sessions and device tokens belong to the project that made them
      expect(await keyShare(who, {}, 'other-key-project')).toMatchObject({
        status: 401,
        body: { error: AUTH_TEXTS.notSignedIn },
      })
      expect(await keyShare({ token: 'x'.repeat(43), deviceToken: who.deviceToken })).toMatchObject({ status: 401 })
      // a new device (recovery) gets the sealed recovery share with the server share
      expect((await keyShare(who, { recovery: true })).body.recovery).toEqual(wallet.recovery)
    })

    it('an expired session is refused with 401 Session Expired (APKT006, R-8.6), then as not signed in', async () => {
      const who = await signedIn()
      await register(who)
      clock.advance(SESSION_LIFETIME_MS)
      expect(await keyShare(who)).toMatchObject({ status: 401, body: { error: ALERTS.APKT006.title } })
      expect((await keyShare(who)).body).toEqual({ error: AUTH_TEXTS.notSignedIn })
    })

    it('signing out revokes the session and the device: neither releases the share again', async () => {
      const who = await signedIn()
      await register(who)
      expect((await keyShare(who)).status).toBe(200)
      await post(engine(), '/v1/auth/signout', { token: who.token, deviceToken: who.deviceToken })
      expect((await keyShare(who)).status).toBe(401)
      // a new session (the stored profile's next sign-in) with the old device token: a fresh proof is needed
      const later = await createSession(
        engine().context.db,
        { userId: who.userId, projectId: AUTH_PROJECT, provider: 'email', userName: null },
        engine().context.now().getTime(),
      )
      expect(await keyShare({ token: later.token, deviceToken: who.deviceToken })).toMatchObject({
        status: 403,
        body: { error: AUTH_TEXTS.deviceNotProven },
      })
    })

    it('the key share is rate-limited per user: over the limit 429 with Retry-After, the next window passes', async () => {
      const who = await signedIn()
      await register(who)
      clock.advance(600_000 - (engine().context.now().getTime() % 600_000))
      for (let i = 0; i < 6; i++) expect((await keyShare(who)).status).toBe(200)
      const refused = await keyShare(who)
      expect(refused).toMatchObject({
        status: 429,
        body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) },
      })
      expect(refused.headers.get('retry-after')).toBe('600')
      clock.advance(600_000)
      expect((await keyShare(who)).status).toBe(200)
    })

    it("export: a code to the account's email is the fresh proof; a wrong code gets nothing, the right one the share once", async () => {
      const who = await signedIn()
      const wallet = newWallet(7)
      await register(who, wallet)
      const before = lastMailId(catcher)
      expect(await post(engine(), '/v1/auth/export/start', await provenDevice(engine(), who))).toMatchObject({
        status: 200,
      })
      const { code, message } = await codeMailedTo(catcher, who.email, before)
      expect(message.text).toContain('export the private key')
      expect(await keyShare(who, { otp: wrongCode(code) })).toMatchObject({
        status: 401,
        body: { error: AUTH_TEXTS.invalidCode },
      })
      expect(await keyShare(who, { otp: code })).toMatchObject({ status: 200, body: { share: wallet.serverShare } })
      expect((await keyShare(who, { otp: code })).status).toBe(401)
      // export/start needs the proven device too
      expect(
        (await post(engine(), '/v1/auth/export/start', { token: who.token, deviceToken: 'y'.repeat(43) })).status,
      ).toBe(403)
    })

    it('the database holds only ciphertext of the share; the wrong secret, or the row moved to another user, opens nothing', async () => {
      const who = await signedIn()
      const wallet = newWallet(9)
      await register(who, wallet)
      const share = Buffer.from(wallet.serverShare, 'base64')
      const row = await engine()
        .context.db.selectFrom('auth_wallets')
        .selectAll()
        .where('user_id', '=', who.userId)
        .executeTakeFirstOrThrow()
      const dump = JSON.stringify(row)
      for (const encoding of ['base64', 'base64url', 'hex'] as const)
        expect(dump).not.toContain(share.toString(encoding))
      await expect(storedWallet(engine().context.db, 'another-secret-0123456789abcdef', who.userId)).rejects.toThrow()
      const other = await signedIn()
      await register(other)
      await engine()
        .context.db.updateTable('auth_wallets')
        .set({ share_iv: row.share_iv, share_ciphertext: row.share_ciphertext })
        .where('user_id', '=', other.userId)
        .execute()
      expect((await keyShare(other)).status).toBe(500)
    })

    it('a malformed registration is 400 and records nothing', async () => {
      const who = await signedIn()
      expect((await register(who, { ...newWallet(3), serverShare: Buffer.alloc(32).toString('base64') })).status).toBe(
        400,
      )
      expect((await register(who, { ...newWallet(3), evmAddress: '0x1234' })).status).toBe(400)
      expect((await post(engine(), '/v1/auth/session/check', { token: who.token })).body).toMatchObject({
        wallet: null,
      })
    })
  },
)

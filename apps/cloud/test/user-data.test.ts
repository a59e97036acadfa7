// One user's data for the operator (admin API, both engines): exported without a token, code or share, and erased
// with the account, the wallet's shares included, leaving every other user untouched.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { issueDevice } from '../src/auth/devices.ts'
import { createSession } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { WALLET_DELETION_CONSEQUENCE } from '../src/people/userData.ts'
import { AUTH_PROJECT, bindDevice, createAuthProject, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin } from './platform-fixtures.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
let counter = 0

describeOnEngines(
  "admin: one user's data",
  {
    adminToken: ADMIN_TOKEN,
    authSecret: 'user-data-test-secret-0123456789',
    smtp: { host: '127.0.0.1', port: catcher.smtpPort },
  },
  (engine) => {
    beforeAll(() => createAuthProject(engine()))

    /** a user signed in by email on a device that proved them, with a registered wallet */
    async function userWithWallet() {
      const n = ++counter
      const { db } = engine().context
      const now = engine().context.now().getTime()
      const email = `data${n}.${engine().context.engine}@example.com`
      const user = await emailUser(db, email, now)
      const session = await createSession(
        db,
        { userId: user.id, projectId: AUTH_PROJECT, provider: 'email', userName: null },
        now,
      )
      const deviceToken = await issueDevice(db, { userId: user.id, projectId: AUTH_PROJECT }, now)
      const who = { token: session.token, deviceToken }
      await bindDevice(engine(), who)
      const wallet = {
        evmAddress: `0x${(0xda7a00 + n).toString(16).padStart(40, '0')}`,
        solanaAddress: `${'2'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
        serverShare: Buffer.alloc(33, 7 + n).toString('base64'),
        recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `c2VhbGVk${n}` },
      }
      expect(
        (await post(engine(), '/v1/auth/wallet', { ...(await provenDevice(engine(), who)), ...wallet })).status,
      ).toBe(200)
      await db
        .insertInto('captured_emails')
        .values({ project_id: AUTH_PROJECT, account: `eip155:1:${wallet.evmAddress}`, email, created: now })
        .execute()
      return { userId: user.id, email, who, wallet }
    }
    const keyShare = async (who: { token: string; deviceToken: string }) =>
      post(engine(), '/v1/auth/key-share', await provenDevice(engine(), who))

    it('the export lists the account, its sessions, devices, wallet addresses and captured email, and no secret', async () => {
      const person = await userWithWallet()
      expect((await engine().request(`/admin/users/${person.userId}/export`)).status).toBe(401)
      const response = await engine().request(`/admin/users/${person.userId}/export`, admin())
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const text = await response.text()
      const data = JSON.parse(text)
      expect(data).toMatchObject({
        user: { id: person.userId, email: person.email },
        sessions: [{ projectId: AUTH_PROJECT, provider: 'email' }],
        devices: [{ projectId: AUTH_PROJECT, hasDeviceKey: true }],
        wallet: { evmAddress: person.wallet.evmAddress, solanaAddress: person.wallet.solanaAddress },
        capturedEmails: [{ projectId: AUTH_PROJECT, email: person.email }],
      })
      for (const secret of [
        person.who.token,
        person.who.deviceToken,
        person.wallet.serverShare,
        person.wallet.recovery.ct,
      ])
        expect(text).not.toContain(secret)
      const { db } = engine().context
      const hashes = await db
        .selectFrom('auth_sessions')
        .select('token_hash')
        .where('user_id', '=', person.userId)
        .execute()
      const stored = await db
        .selectFrom('auth_wallets')
        .select(['share_ciphertext', 'share_iv'])
        .where('user_id', '=', person.userId)
        .executeTakeFirstOrThrow()
      for (const secret of [...hashes.map((row) => row.token_hash), stored.share_ciphertext, stored.share_iv])
        expect(text).not.toContain(secret)
    })

    it("deleting erases the user with the wallet's shares and says what that means; another user keeps everything", async () => {
      const person = await userWithWallet()
      const other = await userWithWallet()
      expect((await keyShare(person.who)).status).toBe(200)
      expect((await engine().request(`/admin/users/${person.userId}`, { method: 'DELETE' })).status).toBe(401)
      const response = await engine().request(`/admin/users/${person.userId}`, admin({ method: 'DELETE' }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        deleted: person.userId,
        hadWallet: true,
        consequence: WALLET_DELETION_CONSEQUENCE,
      })
      // the session, the device and the server share are gone: nothing opens this wallet through Latch any more
      expect((await keyShare(person.who)).status).toBe(401)
      expect((await engine().request(`/admin/users/${person.userId}/export`, admin())).status).toBe(404)
      const { db } = engine().context
      for (const table of ['auth_sessions', 'auth_devices', 'auth_wallets'] as const)
        expect(await db.selectFrom(table).select('user_id').where('user_id', '=', person.userId).execute()).toEqual([])
      expect(
        await db.selectFrom('captured_emails').select('email').where('email', '=', person.email).execute(),
      ).toEqual([])
      expect(await db.selectFrom('auth_users').select('id').where('email', '=', person.email).execute()).toEqual([])
      expect((await keyShare(other.who)).body).toMatchObject({ share: other.wallet.serverShare })
      expect((await engine().request(`/admin/users/${person.userId}`, admin({ method: 'DELETE' }))).status).toBe(404)
    })

    it('a user id that cannot be one is a 400, an unknown one a 404', async () => {
      expect((await engine().request('/admin/users/not%20an%20id/export', admin())).status).toBe(400)
      expect((await engine().request('/admin/users/unknown-user/export', admin())).status).toBe(404)
    })
  },
)

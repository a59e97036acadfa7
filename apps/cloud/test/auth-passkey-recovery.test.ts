// The share the frame seals under a passkey's PRF, kept beside that passkey on both engines: stored and read back only
// by a proven session of the passkey's own user, never given to another user's session.
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { saveProject } from '../src/projects/store.ts'
import { bindDevice, createAuthProject, manualClock, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { type ClientContext, SoftPasskey } from './passkey-authenticator.ts'

const FRAME_ORIGIN = 'http://localhost:5174'
const PROJECT = 'auth-tests-passkey-recovery'
const frame: ClientContext = { origin: FRAME_ORIGIN, rpId: 'localhost' }
const SEALED = { v: 1, iv: 'aXZpdml2aXZpdml2', data: 'c2VhbGVkLXNoYXJl' }

interface Session {
  token: string
  deviceToken: string
}

const newWallet = (n: number) => ({
  evmAddress: `0x${(0xb000 + n).toString(16).padStart(40, '0')}`,
  solanaAddress: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
  serverShare: Buffer.alloc(33, n % 256).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `Y2lwaGVy${n}` },
})

describeOnEngines(
  'auth: the recovery share under a passkey',
  { authSecret: 'passkey-recovery-secret-0123456789', passkeys: { origin: FRAME_ORIGIN } },
  (engine) => {
    beforeAll(async () => {
      await createAuthProject(engine())
      const project = { name: 'Passkey recovery', allowedOrigins: ['http://localhost:*'], plan: 'pro' as const }
      await saveProject(engine().context.db, { id: PROJECT, ...project, features: { passkeys: true } })
    })
    beforeEach(() => {
      manualClock(engine())
    })

    const call = <T = Record<string, unknown>>(path: string, body: unknown) => post<T>(engine(), path, body, PROJECT)
    const proven = (session: Session) => provenDevice(engine(), session, PROJECT)
    /** a new passkey user with a bound device and, given `n`, a wallet */
    async function signUp(n?: number) {
      const { body: options } = await call<{ options: { challenge: string; user: { id: string } } }>(
        '/v1/auth/passkey/register/options',
        {},
      )
      const passkey = new SoftPasskey(options.options.user.id)
      const answer = await call<Session>('/v1/auth/passkey/register', {
        response: passkey.register(options.options, frame),
      })
      expect(answer.status).toBe(200)
      expect((await bindDevice(engine(), answer.body, PROJECT)).status).toBe(200)
      if (n !== undefined)
        expect((await call('/v1/auth/wallet', { ...(await proven(answer.body)), ...newWallet(n) })).status).toBe(200)
      return { passkey, session: answer.body }
    }
    const keyShare = async (session: Session, credentialId: string) =>
      call<{ share: string; passkeyRecovery?: unknown; recovery?: unknown }>('/v1/auth/key-share', {
        ...(await proven(session)),
        passkeyRecovery: credentialId,
      })
    const keep = async (session: Session, credentialId: string, sealed: unknown = SEALED) =>
      call('/v1/auth/passkey/recovery', { ...(await proven(session)), credentialId, sealed })

    it("a proven session keeps the sealed share beside the user's passkey; key-share gives it back for that passkey only", async () => {
      const { passkey, session } = await signUp(1)
      // before the frame sent one, key-share answers without it
      const before = await keyShare(session, passkey.id)
      expect(before.status).toBe(200)
      expect(before.body).not.toHaveProperty('passkeyRecovery')
      expect((await keep(session, passkey.id)).status).toBe(200)
      const after = await keyShare(session, passkey.id)
      expect(after.body).toMatchObject({ share: newWallet(1).serverShare, passkeyRecovery: SEALED })
      expect(after.body).not.toHaveProperty('recovery')
      // a later seal replaces it
      const again = { ...SEALED, data: 'YW5vdGhlci1zZWFs' }
      expect((await keep(session, passkey.id, again)).status).toBe(200)
      expect((await keyShare(session, passkey.id)).body).toMatchObject({ passkeyRecovery: again })
    })

    it("another user's session can neither read nor replace it, and a session without device proof gets nothing", async () => {
      const ada = await signUp(2)
      const eve = await signUp(3)
      expect((await keep(ada.session, ada.passkey.id)).status).toBe(200)
      // Eve names Ada's credential: her own wallet's share comes back, never Ada's sealed one
      const read = await keyShare(eve.session, ada.passkey.id)
      expect(read.status).toBe(200)
      expect(read.body).not.toHaveProperty('passkeyRecovery')
      expect(read.body.share).toBe(newWallet(3).serverShare)
      const replace = await keep(eve.session, ada.passkey.id, { ...SEALED, data: 'ZXZl' })
      expect(replace.status).toBe(401)
      expect(replace.body).toMatchObject({ code: 'PasskeyUnknown' })
      expect((await keyShare(ada.session, ada.passkey.id)).body).toMatchObject({ passkeyRecovery: SEALED })
      // the session and device token without the device key's proof release nothing
      const bare = await call('/v1/auth/key-share', { ...ada.session, passkeyRecovery: ada.passkey.id })
      expect(bare.status).toBe(403)
      expect(bare.body).not.toHaveProperty('passkeyRecovery')
    })

    it('refuses a share for a user without a wallet, or one that is not a sealed share; a right one is kept as sent', async () => {
      const { passkey, session } = await signUp()
      expect((await keep(session, passkey.id)).status).toBe(404)
      const withWallet = await signUp(4)
      for (const bad of [{ ...SEALED, v: 2 }, { ...SEALED, share: 'x' }, { iv: SEALED.iv }, 'text'])
        expect((await keep(withWallet.session, withWallet.passkey.id, bad)).status).toBe(400)
      expect((await keep(withWallet.session, withWallet.passkey.id)).status).toBe(200)
      const row = await engine()
        .context.db.selectFrom('auth_passkeys')
        .select('prf_recovery')
        .where('credential_id', '=', withWallet.passkey.id)
        .executeTakeFirstOrThrow()
      expect(JSON.parse(row.prf_recovery!)).toEqual(SEALED)
    })
  },
)

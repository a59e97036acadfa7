// A Solana wallet proven by a Sign In With Solana (SIWS) signature, against the real app on both engines with a real
// SMTP catcher, through the same nonce and routes as EIP-4361: an email user links a Solana wallet (issuer solana, the
// base58 address as written) and signs in with it to the same user; a replayed nonce, a message for a page the project
// does not allow, a signature by another key and a wallet another user linked are each refused and nothing changes.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createCaip122Text } from '../../../packages/core/src/siwx/caip122.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { bindDevice, codeMailedTo, lastMailId, manualClock, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const PROJECT = 'auth-tests-solana-methods'
const PAGE = 'http://localhost:5173'
const SMTP = { host: '127.0.0.1', port: catcher.smtpPort, from: 'Latch <no-reply@latch.localhost>' }
let mailbox = 0

interface Session {
  token: string
  deviceToken: string
}
interface Methods {
  methods: Array<{ id: string; kind: string; provider?: string; name: string }>
  events: Array<{ kind: string; name: string; action: string }>
}

/** a Solana key as a wallet holds it: its secret and base58 address */
const solanaKey = () => {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}
type SolanaKey = ReturnType<typeof solanaKey>

/** the SIWS text a page asks its Solana wallet to sign, for the cloud's nonce */
const siws = (address: string, nonce: string, page = PAGE) =>
  createCaip122Text({
    accountAddress: address,
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    domain: new URL(page).host,
    uri: page,
    nonce,
    version: '1',
    issuedAt: new Date().toISOString(),
    statement: 'Link this wallet to your Latch account',
  })
const sign = (key: SolanaKey, message: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(message), key.secret))

describeOnEngines(
  'auth: a Solana wallet linked by its SIWS signature',
  { authSecret: 'solana-methods-secret-0123456789', smtp: SMTP },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    let address: string
    beforeAll(async () => {
      await saveProject(engine().context.db, {
        id: PROJECT,
        name: 'Solana methods',
        allowedOrigins: ['http://localhost:*'],
        plan: 'pro',
        features: { walletSignIn: true },
      })
    })
    beforeEach(() => {
      clock = manualClock(engine())
      address = `solana${mailbox++}.${engine().context.engine}@example.com`
    })

    const call = <T = Record<string, unknown>>(path: string, body: unknown) => post<T>(engine(), path, body, PROJECT)
    const proven = (session: Session) => provenDevice(engine(), session, PROJECT)
    const check = async (token: string) =>
      (await call<{ userId: string; provider: string; userName: string }>('/v1/auth/session/check', { token })).body
    const emailSignIn = async (email: string) => {
      const before = lastMailId(catcher)
      const started = await call<{ attempt: string }>('/v1/auth/email/start', { email })
      const { code } = await codeMailedTo(catcher, email, before)
      const verified = await call<Session>('/v1/auth/email/verify', { email, otp: code, attempt: started.body.attempt })
      expect((await bindDevice(engine(), verified.body, PROJECT)).status).toBe(200)
      clock.advance(31_000)
      return verified.body
    }
    /** a link of `key`'s wallet: its signature over a SIWS message for `page`, carrying the session's nonce */
    const link = async (session: Session, key: SolanaKey, options: { page?: string; signer?: SolanaKey } = {}) => {
      const nonce = (await call<{ nonce: string }>('/v1/auth/methods/siwe/nonce', await proven(session))).body.nonce
      const message = siws(key.address, nonce, options.page)
      const signature = sign(options.signer ?? key, message)
      const linked = await call<Methods>('/v1/auth/methods/siwe', { ...(await proven(session)), message, signature })
      clock.advance(1000)
      return { ...linked, message, signature }
    }
    const signIn = async (key: SolanaKey) => {
      const { nonce } = (await call<{ nonce: string }>('/v1/auth/siwe/nonce', {})).body
      const message = siws(key.address, nonce)
      return call<Session>('/v1/auth/siwe', { message, signature: sign(key, message) })
    }
    const snapshot = () =>
      engine().context.db.selectFrom('auth_identities').select(['subject', 'user_id']).orderBy('subject').execute()

    it('an email user links a Solana wallet; signing in with it reaches the same user on a new device', async () => {
      const session = await emailSignIn(address)
      const key = solanaKey()
      const before = lastMailId(catcher)
      const linked = await link(session, key)
      expect(linked.status).toBe(200)
      expect(linked.body.methods.map((method) => [method.kind, method.provider, method.name])).toEqual([
        ['email', undefined, address],
        ['wallet', 'solana', key.address],
      ])
      expect(linked.body.events[0]).toMatchObject({ kind: 'wallet', name: key.address, action: 'link' })
      const notice = await catcher.waitForMessage(address, (message) => message.id > before)
      expect(notice.text).toContain(`The wallet ${key.address} was added to the ways to sign in`)
      // base58 is case-sensitive: the subject is the address as written
      expect(await snapshot()).toContainEqual(expect.objectContaining({ subject: key.address }))

      const byWallet = await signIn(key)
      expect(byWallet.status).toBe(200)
      expect(byWallet.body).toMatchObject({ userName: key.address, provider: 'siws', deviceToken: expect.any(String) })
      expect(await check(byWallet.body.token)).toMatchObject({
        userId: (await check(session.token)).userId,
        provider: 'siws',
      })
      expect((await bindDevice(engine(), byWallet.body, PROJECT)).status).toBe(200)
      const listed = await call<Methods>('/v1/auth/methods', await proven(byWallet.body))
      expect(listed.body.methods.map((method) => method.kind)).toEqual(['email', 'wallet'])
    })

    it('a replayed nonce, another page, another key or another user’s wallet is refused and nothing changes', async () => {
      const owner = await emailSignIn(address)
      const session = await emailSignIn(`second.${address}`)
      const owned = solanaKey()
      const first = await link(owner, owned)
      expect(first.status).toBe(200)
      const before = await snapshot()
      const mailsBefore = lastMailId(catcher)
      const refused = {
        status: 401,
        body: { code: 'WalletSignatureInvalid', error: expect.stringContaining('could not be verified') },
      }
      // the same signed message again: its nonce was taken by the first link
      const replayed = await call('/v1/auth/methods/siwe', {
        ...(await proven(owner)),
        message: first.message,
        signature: first.signature,
      })
      expect(replayed).toMatchObject(refused)
      expect(await link(session, solanaKey(), { page: 'https://wallet-phish.example' })).toMatchObject(refused)
      expect(await link(session, solanaKey(), { signer: solanaKey() })).toMatchObject(refused)
      expect(await link(session, owned)).toMatchObject({
        status: 409,
        body: { code: 'WalletLinkedElsewhere', error: 'This wallet is already linked to another account' },
      })
      expect(await link(owner, owned)).toMatchObject({ status: 409, body: { code: 'WalletAlreadyLinked' } })
      expect(await signIn(solanaKey())).toMatchObject({ status: 401, body: { code: 'WalletNotLinked' } })
      expect(await snapshot()).toEqual(before)
      expect(lastMailId(catcher)).toBe(mailsBefore)
    })
  },
)

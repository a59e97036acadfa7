// A wallet proven by an EIP-4361 (SIWE) signature, against the real app on both engines with a real SMTP catcher: an
// email user links a wallet and then signs in with it to the same user and wallet; a replayed nonce, a message for a
// page the project does not allow, a signature by another key, a nonce of another user's session and a wallet another
// user linked are each refused and nothing changes; unlinking it goes through the same route as every method.
import { type Hex, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { METHOD_TEXTS } from '../src/auth/methods.ts'
import { saveProject } from '../src/projects/store.ts'
import { type Answer, bindDevice, codeMailedTo, lastMailId, manualClock, post, provenDevice } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

const PROJECT = 'auth-tests-wallet-methods'
const NO_WALLET_SIGN_IN = 'auth-tests-wallet-off'
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

/** the message a page asks its external wallet to sign, for the cloud's nonce */
const siwe = (address: Hex, nonce: string, page = PAGE) =>
  createSiweMessage({
    address,
    chainId: 1,
    domain: new URL(page).host,
    uri: page,
    nonce,
    version: '1',
    statement: 'Link this wallet to your Latch account',
  })

describeOnEngines(
  'auth: a wallet linked by its EIP-4361 signature',
  { authSecret: 'wallet-methods-secret-0123456789', smtp: SMTP },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    let address: string
    beforeAll(async () => {
      for (const [id, walletSignIn] of [
        [PROJECT, true],
        [NO_WALLET_SIGN_IN, false],
      ] as const)
        await saveProject(engine().context.db, {
          id,
          name: 'Wallet methods',
          allowedOrigins: ['http://localhost:*'],
          plan: 'pro',
          features: { walletSignIn },
        })
    })
    beforeEach(() => {
      clock = manualClock(engine())
      address = `wallet${mailbox++}.${engine().context.engine}@example.com`
    })

    const call = <T = Record<string, unknown>>(path: string, body: unknown, project = PROJECT) =>
      post<T>(engine(), path, body, project)
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
    const linkNonce = async (session: Session) =>
      (await call<{ nonce: string }>('/v1/auth/methods/siwe/nonce', await proven(session))).body.nonce
    /** a link of `key`'s wallet: its signature over a message for `page`, carrying the session's nonce */
    const link = async (session: Session, key: Hex, options: { nonce?: string; page?: string; signer?: Hex } = {}) => {
      const account = privateKeyToAccount(key)
      const message = siwe(account.address, options.nonce ?? (await linkNonce(session)), options.page)
      const signature = await privateKeyToAccount(options.signer ?? key).signMessage({ message })
      const linked = await call<Methods>('/v1/auth/methods/siwe', { ...(await proven(session)), message, signature })
      clock.advance(1000)
      return { ...linked, message, signature }
    }
    const signIn = async (key: Hex, project = PROJECT) => {
      const nonce = await call<{ nonce: string }>('/v1/auth/siwe/nonce', {}, project)
      // a refused nonce is the answer (its status and error)
      if (nonce.status !== 200) return nonce as unknown as Answer<Session>
      const account = privateKeyToAccount(key)
      const message = siwe(account.address, nonce.body.nonce)
      return call<Session>('/v1/auth/siwe', { message, signature: await account.signMessage({ message }) }, project)
    }
    const snapshot = () =>
      engine().context.db.selectFrom('auth_identities').select(['subject', 'user_id']).orderBy('subject').execute()

    it('an email user links a wallet; signing in with it reaches the same user on a new device', async () => {
      const session = await emailSignIn(address)
      const key = generatePrivateKey()
      const wallet = privateKeyToAccount(key).address
      const before = lastMailId(catcher)
      const linked = await link(session, key)
      expect(linked.status).toBe(200)
      expect(linked.body.methods.map((method) => [method.kind, method.name])).toEqual([
        ['email', address],
        ['wallet', wallet],
      ])
      expect(linked.body.events[0]).toMatchObject({ kind: 'wallet', name: wallet, action: 'link' })
      const notice = await catcher.waitForMessage(address, (message) => message.id > before)
      expect(notice.text).toContain(`The wallet ${wallet} was added to the ways to sign in`)

      const byWallet = await signIn(key)
      expect(byWallet.status).toBe(200)
      expect(byWallet.body).toMatchObject({ userName: wallet, provider: 'siwe', deviceToken: expect.any(String) })
      expect(await check(byWallet.body.token)).toMatchObject({
        userId: (await check(session.token)).userId,
        provider: 'siwe',
      })
      // the new device binds its key as after any sign-in, then reads the same account's methods
      expect((await bindDevice(engine(), byWallet.body, PROJECT)).status).toBe(200)
      const listed = await call<Methods>('/v1/auth/methods', await proven(byWallet.body))
      expect(listed.body.methods.map((method) => method.kind)).toEqual(['email', 'wallet'])
    })

    it('a replayed nonce, another page, another key or another session’s nonce is refused and nothing changes', async () => {
      const session = await emailSignIn(address)
      const other = await emailSignIn(`other.${address}`)
      const key = generatePrivateKey()
      expect((await link(session, key)).status).toBe(200)
      const first = await link(session, generatePrivateKey())
      expect(first.status).toBe(200)
      const before = await snapshot()
      const mailsBefore = lastMailId(catcher)
      const refused = {
        status: 401,
        body: { code: 'WalletSignatureInvalid', error: expect.stringContaining('could not be verified') },
      }
      // the same signed message again: its nonce was taken by the first link
      const replayed = await call('/v1/auth/methods/siwe', {
        ...(await proven(session)),
        message: first.message,
        signature: first.signature,
      })
      expect(replayed).toMatchObject(refused)
      expect(await link(session, generatePrivateKey(), { page: 'https://wallet-phish.example' })).toMatchObject(refused)
      expect(await link(session, generatePrivateKey(), { signer: generatePrivateKey() })).toMatchObject(refused)
      // a nonce issued to another user's session links nothing here
      expect(await link(session, generatePrivateKey(), { nonce: await linkNonce(other) })).toMatchObject(refused)
      // an expired nonce
      const stale = await linkNonce(session)
      clock.advance(5 * 60_000 + 1)
      expect(await link(session, generatePrivateKey(), { nonce: stale })).toMatchObject(refused)
      expect(await snapshot()).toEqual(before)
      expect(lastMailId(catcher)).toBe(mailsBefore)
    })

    it('a wallet linked to another user is refused with a clear text; an unlinked wallet signs nobody in', async () => {
      const owner = await emailSignIn(address)
      const session = await emailSignIn(`second.${address}`)
      const key = generatePrivateKey()
      expect((await link(owner, key)).status).toBe(200)
      const before = await snapshot()
      expect(await link(session, key)).toMatchObject({
        status: 409,
        body: { code: 'WalletLinkedElsewhere', error: 'This wallet is already linked to another account' },
      })
      expect(await link(owner, key)).toMatchObject({ status: 409, body: { code: 'WalletAlreadyLinked' } })
      expect(await snapshot()).toEqual(before)
      expect(await signIn(generatePrivateKey())).toMatchObject({ status: 401, body: { code: 'WalletNotLinked' } })
      // where the operator did not turn it on, there is no sign-in with a wallet
      expect(await signIn(key, NO_WALLET_SIGN_IN)).toMatchObject({
        status: 403,
        body: { code: 'WalletSignInUnavailable' },
      })
      expect((await call('/v1/auth/methods/siwe', { message: 'x', signature: zeroAddress })).status).toBe(400)
    })

    it('the wallet unlinks through the methods route, never as the last method, and then signs nobody in', async () => {
      const session = await emailSignIn(address)
      const key = generatePrivateKey()
      const linked = await link(session, key)
      const walletId = linked.body.methods.find((method) => method.kind === 'wallet')!.id
      expect(walletId).toMatch(/^wallet:/)
      const unlinked = await call<Methods>('/v1/auth/methods/unlink', { ...(await proven(session)), id: 'email' })
      expect(unlinked.body.methods.map((method) => method.kind)).toEqual(['wallet'])
      const last = await call('/v1/auth/methods/unlink', { ...(await proven(session)), id: walletId })
      expect(last).toMatchObject({ status: 409, body: { error: METHOD_TEXTS.lastMethod } })
      expect((await link(session, generatePrivateKey())).status).toBe(200)
      const gone = await call<Methods>('/v1/auth/methods/unlink', { ...(await proven(session)), id: walletId })
      expect(gone.status).toBe(200)
      expect(gone.body.events[0]).toMatchObject({ kind: 'wallet', action: 'unlink' })
      expect(await signIn(key)).toMatchObject({ status: 401, body: { code: 'WalletNotLinked' } })
    })
  },
)

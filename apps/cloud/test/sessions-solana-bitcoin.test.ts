// Sign-in sessions of the other CAIP-122 namespaces, both engines: Sign In With Solana (ed25519 over the SIWS text) and
// Bitcoin (BIP-322 over the CAIP-122 text, P2WPKH and P2TR, signed with bip322-js's Signer, verified by the cloud with
// @latch/bitcoin/bip322), through /v1/sessions;
// forged signatures, another domain, a used nonce and an expired message are refused and write nothing; the offline
// server check reads a Solana session back.
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha256'
import { base58, createBase58check } from '@scure/base'
import { verifyBip322 } from '@latch/bitcoin/bip322'
import { Address, Signer } from 'bip322-js'
import { beforeAll, expect, it } from 'vitest'
import { cloudSiwxBackend } from '../../../packages/core/src/siwx/cloudBackend.ts'
import { createSiwxMessage } from '../../../packages/core/src/siwx/message.ts'
import type { SIWXMessageFields } from '../../../packages/core/src/siwx/types.ts'
import { OFFLINE_REASONS, verifyLatchSession } from '../../../packages/core/src/server.ts'
import { SESSION_TEXTS } from '../src/sessions/verify.ts'
import { PROJECT_ID, createTestProject, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const ORIGIN = 'http://localhost:5173'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** a Solana key pair as a wallet holds it: the secret, and the base58 address of its public key */
function solanaKey(fill: number) {
  const secret = new Uint8Array(32).fill(fill)
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}
const solanaAlice = solanaKey(3)
const solanaBob = solanaKey(4)

/** a regtest key (WIF) and its P2WPKH and P2TR addresses */
function bitcoinKey(fill: number) {
  const secret = new Uint8Array(32).fill(fill)
  const wif = createBase58check(sha256).encode(new Uint8Array([0xef, ...secret, 0x01]))
  const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true))
  return {
    wif,
    p2wpkh: Address.convertPubKeyIntoAddress(publicKey, 'p2wpkh').regtest,
    p2tr: Address.convertPubKeyIntoAddress(publicKey, 'p2tr').regtest,
  }
}
const bitcoinAlice = bitcoinKey(7)
const bitcoinBob = bitcoinKey(8)

type Body = { error?: string; id?: string; account?: string; nonce?: string } & Record<string, unknown>

describeOnEngines('sign-in sessions: Solana and Bitcoin', {}, (engine) => {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await engine().request(withProject(path), {
      method,
      headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Body }
  }
  const nonce = async () => (await call('POST', '/v1/sessions/nonce')).body.nonce!
  const sessionCount = async () =>
    Number(
      (
        await engine()
          .context.db.selectFrom('siwx_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** R-7.33's payload: the fields, core's text of them (SIWS or the Bitcoin text), and `sign`'s signature of it */
  async function signIn(
    chainId: string,
    accountAddress: string,
    sign: (message: string) => string,
    overrides: Partial<SIWXMessageFields> = {},
  ) {
    const issuedAt = new Date()
    const fields: SIWXMessageFields = {
      chainId: chainId as SIWXMessageFields['chainId'],
      accountAddress,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce: await nonce(),
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
      statement: 'Sign in to the Latch tests',
      ...overrides,
    }
    const message = await createSiwxMessage(fields)
    const payload = { ...fields, message, signature: sign(message) }
    return { payload, response: await call('POST', '/v1/sessions', payload) }
  }
  const signSolana = (key: { secret: Uint8Array }) => (message: string) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(message), key.secret))
  const signBitcoin = (wif: string, address: string) => (message: string) =>
    Signer.sign(wif, address, message) as string

  beforeAll(async () => {
    await createTestProject(engine().context)
  })

  it('R-7.33 R-3.39 a Sign In With Solana message signed with ed25519 makes a session, read back by id', async () => {
    const { payload, response } = await signIn(SOLANA_DEVNET, solanaAlice.address, signSolana(solanaAlice))
    expect(response.status).toBe(201)
    expect(response.body.account).toBe(`${SOLANA_DEVNET}:${solanaAlice.address}`)
    expect(payload.message).toContain('wants you to sign in with your Solana account:')
    const read = await call('GET', `/v1/sessions/${response.body.id}`)
    expect(read).toMatchObject({
      status: 200,
      body: { account: `${SOLANA_DEVNET}:${solanaAlice.address}`, chainId: SOLANA_DEVNET, message: payload.message },
    })
    expect(read.body).not.toHaveProperty('signature')
  })

  it('R-7.33 a forged Solana signature (another key, or the message edited after signing) is refused and writes nothing', async () => {
    const before = await sessionCount()
    const forged = await signIn(SOLANA_DEVNET, solanaAlice.address, signSolana(solanaBob))
    expect(forged.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    const edited = await signIn(SOLANA_DEVNET, solanaAlice.address, (message) =>
      signSolana(solanaAlice)(message.replace('Latch tests', 'Latch test')),
    )
    expect(edited.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    const notBase58 = await signIn(SOLANA_DEVNET, solanaAlice.address, () => '0x' + 'ab'.repeat(64))
    expect(notBase58.response.status).toBe(400)
    expect(await sessionCount()).toBe(before)
  })

  it('R-7.33 a Solana message for another domain, with a used nonce, expired, or for another cluster than its fields is refused', async () => {
    const before = await sessionCount()
    const elsewhere = await signIn(SOLANA_DEVNET, solanaAlice.address, signSolana(solanaAlice), {
      domain: 'evil.example',
      uri: 'https://evil.example/',
    })
    expect(elsewhere.response).toEqual({ status: 403, body: { error: SESSION_TEXTS.wrongDomain } })
    const expired = await signIn(SOLANA_DEVNET, solanaAlice.address, signSolana(solanaAlice), {
      issuedAt: new Date(Date.now() - 7_200_000).toISOString(),
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    })
    expect(expired.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.expired } })
    const mainnetFields = await signIn(SOLANA_DEVNET, solanaAlice.address, signSolana(solanaAlice))
    const replayed = await call('POST', '/v1/sessions', mainnetFields.payload)
    expect(replayed).toEqual({ status: 401, body: { error: SESSION_TEXTS.badNonce } })
    // the text says devnet: the same message claimed for mainnet does not match its fields
    const otherCluster = await call('POST', '/v1/sessions', {
      ...mainnetFields.payload,
      nonce: await nonce(),
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(otherCluster).toEqual({ status: 400, body: { error: SESSION_TEXTS.mismatch } })
    expect(await sessionCount()).toBe(before + 1)
  })

  it('R-7.33 a Bitcoin message signed with BIP-322 makes a session, for a P2WPKH and a P2TR address', async () => {
    for (const address of [bitcoinAlice.p2wpkh, bitcoinAlice.p2tr]) {
      const { payload, response } = await signIn(REGTEST, address, signBitcoin(bitcoinAlice.wif, address))
      expect(response.status).toBe(201)
      expect(response.body.account).toBe(`${REGTEST}:${address}`)
      expect(payload.message).toContain('wants you to sign in with your Bitcoin account:')
      expect((await call('GET', `/v1/sessions/${response.body.id}`)).status).toBe(200)
    }
  })

  it('R-7.33 the server helper checks a Bitcoin session offline with @latch/bitcoin/bip322 (refused without it)', async () => {
    const issuedAt = new Date()
    const fields: SIWXMessageFields = {
      chainId: REGTEST as SIWXMessageFields['chainId'],
      accountAddress: bitcoinBob.p2tr,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce: 'offline12345',
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
    }
    const message = await createSiwxMessage(fields)
    const signature = signBitcoin(bitcoinBob.wif, bitcoinBob.p2tr)(message)
    expect(
      await verifyLatchSession({ mode: 'offline', message, signature, domain: 'localhost:5173', verifyBip322 }),
    ).toMatchObject({ valid: true, session: { account: `${REGTEST}:${bitcoinBob.p2tr}` } })
    expect(
      await verifyLatchSession({
        mode: 'offline',
        message,
        signature: signBitcoin(bitcoinAlice.wif, bitcoinAlice.p2tr)(message),
        domain: 'localhost:5173',
        verifyBip322,
      }),
    ).toEqual({ valid: false, reason: OFFLINE_REASONS.badSignature })
    expect(await verifyLatchSession({ mode: 'offline', message, signature, domain: 'localhost:5173' })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.unsupportedNamespace,
    })
  })

  it('R-7.33 a forged BIP-322 signature (another key’s, or for another message) is refused and writes nothing', async () => {
    const before = await sessionCount()
    // bob's signature of the same text, presented for alice's address
    const forged = await signIn(REGTEST, bitcoinAlice.p2wpkh, (message) =>
      signBitcoin(bitcoinBob.wif, bitcoinBob.p2wpkh)(message),
    )
    expect(forged.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    const edited = await signIn(REGTEST, bitcoinAlice.p2tr, (message) =>
      signBitcoin(bitcoinAlice.wif, bitcoinAlice.p2tr)(`${message}\n`),
    )
    expect(edited.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    const wrongDomain = await signIn(REGTEST, bitcoinAlice.p2wpkh, signBitcoin(bitcoinAlice.wif, bitcoinAlice.p2wpkh), {
      domain: 'evil.example',
      uri: 'https://evil.example/',
    })
    expect(wrongDomain.response.status).toBe(403)
    expect(await sessionCount()).toBe(before)
  })

  it('core’s cloud backend registers a Solana session; the server helper verifies it with the cloud, and offline by its ed25519 signature', async () => {
    const browser = ((url: string, init?: RequestInit) =>
      engine().request(url, { ...init, headers: { ...(init?.headers as object), origin: ORIGIN } })) as typeof fetch
    const server = ((url: string | URL, init?: RequestInit) => engine().request(String(url), init)) as typeof fetch
    const backend = cloudSiwxBackend(
      { cloudUrl: 'http://cloud.test', projectId: PROJECT_ID, sdkType: 'latch-react', sdkVersion: '0.1.0' },
      browser,
    )
    const issuedAt = new Date()
    const fields: SIWXMessageFields = {
      chainId: SOLANA_DEVNET,
      accountAddress: solanaBob.address,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce: await backend.getNonce({ chainId: SOLANA_DEVNET, accountAddress: solanaBob.address }),
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
    }
    const message = await createSiwxMessage(fields)
    const signature = signSolana(solanaBob)(message)
    const { id } = await backend.addSession({ ...fields, message, signature })
    expect(
      await verifyLatchSession({ cloudUrl: 'http://cloud.test', projectId: PROJECT_ID, sessionId: id, fetch: server }),
    ).toMatchObject({ valid: true, session: { account: `${SOLANA_DEVNET}:${solanaBob.address}` } })

    const offline = await verifyLatchSession({ mode: 'offline', message, signature, domain: 'localhost:5173' })
    expect(offline).toMatchObject({
      valid: true,
      session: {
        account: `${SOLANA_DEVNET}:${solanaBob.address}`,
        chainId: SOLANA_DEVNET,
        expiresAt: fields.expirationTime,
      },
    })
    expect(
      await verifyLatchSession({
        mode: 'offline',
        message,
        signature: signSolana(solanaAlice)(message),
        domain: 'localhost:5173',
      }),
    ).toEqual({ valid: false, reason: OFFLINE_REASONS.badSignature })
    expect(await verifyLatchSession({ mode: 'offline', message, signature, domain: 'app.example.com' })).toEqual({
      valid: false,
      reason: OFFLINE_REASONS.wrongDomain,
    })
    expect(
      await verifyLatchSession({
        mode: 'offline',
        message,
        signature,
        domain: 'localhost:5173',
        now: new Date(issuedAt.getTime() + 7_200_000),
      }),
    ).toEqual({ valid: false, reason: OFFLINE_REASONS.expired })
  })
})

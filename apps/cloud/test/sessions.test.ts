// Sign-in sessions (SPEC §7 /v1/sessions, §3 sign-in session fields), both engines: a nonce, a session from a signed
// EIP-4361 message (an EOA, and an ERC-1271 contract wallet through the devnet's node), reading and revoking it,
// and every refusal leaving nothing behind.
import { DEV_ACCOUNTS } from '@latch/devnet'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  getContractAddress,
  hashMessage,
  http,
  type Hex,
  pad,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { beforeAll, expect, inject, it } from 'vitest'
import { cloudSiwxBackend } from '../../../packages/core/src/siwx/cloudBackend.ts'
import { createSiwxMessage } from '../../../packages/core/src/siwx/message.ts'
import { verifyLatchSession } from '../../../packages/core/src/server.ts'
import { saveProject } from '../src/projects/store.ts'
import { SESSION_TEXTS } from '../src/sessions/verify.ts'
import { devnetChainConfig, PROJECT_ID, createTestProject, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const rpcUrl = ((inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }).rpcUrls[0]
const alice = DEV_ACCOUNTS[3]!
const bob = DEV_ACCOUNTS[4]!
const ORIGIN = 'http://localhost:5173'
const OTHER_PROJECT = 'sessions-other-project'

/** an ERC-1271 wallet stand-in: isValidSignature(hash, …) answers the magic value when hash is the one it stored
 * in slot 0 (a Safe-style approved message); any other hash gets zero */
const ERC1271_STANDIN = '0x6004356000541460145760006000526020' + '6000f35b631626ba7e60e01b60005260206000f3'
const CONTRACT_WALLET: Address = '0x00000000000000000000000000000000001271aa'

/** ERC-6492 stand-ins: runtimes answering isValidSignature with the magic value for any hash, or with zero */
const APPROVE_ALL_RUNTIME = '631626ba7e60e01b60005260206000f3'
const REFUSE_ALL_RUNTIME = '60206000f3'
/** the deterministic CREATE2 deployer anvil ships (called with salt ++ init code) */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** a not-yet-deployed account whose init code returns `runtime`, and an ERC-6492 signature that deploys it */
async function counterfactual(runtime: string) {
  const length = (runtime.length / 2).toString(16).padStart(2, '0')
  // PUSH1 len DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN, then the runtime
  const initCode = `0x60${length}80600b6000396000f3${runtime}` as Hex
  const salt = pad(toHex(Date.now() + Math.floor(Math.random() * 1e6)))
  const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode })
  const signature = serializeErc6492Signature({
    address: CREATE2_DEPLOYER,
    data: concat([salt, initCode]),
    signature: `0x${'11'.repeat(65)}`,
  })
  return { address, signature }
}

type Body = { error?: string; id?: string; account?: string; expiresAt?: string; nonce?: string } & Record<
  string,
  unknown
>

describeOnEngines('sign-in sessions', { chains: [devnetChainConfig(rpcUrl)] }, (engine) => {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, projectId = PROJECT_ID) => {
    const url = withProject(path).replace(`projectId=${PROJECT_ID}`, `projectId=${projectId}`)
    const response = await engine().request(url, {
      method,
      headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Body }
  }
  const nonce = async (projectId = PROJECT_ID) =>
    (await call('POST', '/v1/sessions/nonce', undefined, projectId)).body.nonce!

  /** the payload of: the message's fields plus the message and its signature */
  async function signIn(
    options: {
      signer?: typeof alice
      address?: Address
      sign?: (message: string) => Promise<Hex>
      nonce?: string
      domain?: string
      uri?: string
      expirationTime?: Date
      notBefore?: Date
      chainId?: number
      projectId?: string
    } = {},
  ) {
    const signer = options.signer ?? alice
    const fields = {
      address: options.address ?? signer.address,
      chainId: options.chainId ?? 31337,
      domain: options.domain ?? 'localhost:5173',
      uri: options.uri ?? `${ORIGIN}/`,
      version: '1' as const,
      nonce: options.nonce ?? (await nonce(options.projectId)),
      issuedAt: new Date(),
      statement: 'Sign in to the Latch tests',
      ...(options.expirationTime ? { expirationTime: options.expirationTime } : {}),
      ...(options.notBefore ? { notBefore: options.notBefore } : {}),
    }
    const message = createSiweMessage(fields)
    const signature = await (options.sign ?? ((text: string) => signer.signMessage({ message: text })))(message)
    const payload = {
      chainId: `eip155:${fields.chainId}`,
      accountAddress: fields.address,
      domain: fields.domain,
      uri: fields.uri,
      version: fields.version,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt.toISOString(),
      statement: fields.statement,
      ...(options.expirationTime ? { expirationTime: options.expirationTime.toISOString() } : {}),
      ...(options.notBefore ? { notBefore: options.notBefore.toISOString() } : {}),
      message,
      signature,
    }
    return { payload, response: await call('POST', '/v1/sessions', payload, options.projectId) }
  }
  const sessionCount = async () =>
    Number(
      (
        await engine()
          .context.db.selectFrom('siwx_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeAll(async () => {
    await createTestProject(engine().context)
    await saveProject(engine().context.db, {
      id: OTHER_PROJECT,
      name: 'Other',
      allowedOrigins: ['http://localhost:*'],
      plan: 'basic',
      features: {},
    })
  })

  it('issues a nonce, creates a session from an EIP-4361 message and reads it by id (R-7.30, R-7.33, R-3.39)', async () => {
    const { payload, response } = await signIn()
    expect(response.status).toBe(201)
    expect(response.body.account).toBe(`eip155:31337:${alice.address}`)
    const read = await call('GET', `/v1/sessions/${response.body.id}`)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      account: `eip155:31337:${alice.address}`,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      message: payload.message,
    })
    // the signature is revocation's proof: a GET never hands it out
    expect(read.body).not.toHaveProperty('signature')
  })

  it('a replayed nonce is refused and writes nothing', async () => {
    const first = await signIn()
    const before = await sessionCount()
    const again = await call('POST', '/v1/sessions', first.payload)
    expect(again).toEqual({ status: 401, body: { error: SESSION_TEXTS.badNonce } })
    expect(await sessionCount()).toBe(before)
  })

  it('an expired or not-yet-valid message is refused', async () => {
    const expired = await signIn({ expirationTime: new Date(Date.now() - 1000) })
    expect(expired.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.expired } })
    const early = await signIn({ notBefore: new Date(Date.now() + 3_600_000) })
    expect(early.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.notYetValid } })
    // the nonces were not consumed by the refusals: a good message may still use one
    const ok = await signIn({ nonce: early.payload.nonce })
    expect(ok.response.status).toBe(201)
  })

  it('a wrong domain or URI is refused (not the project’s origin, or domain ≠ URI host)', async () => {
    expect((await signIn({ domain: 'evil.example', uri: 'https://evil.example/' })).response).toEqual({
      status: 403,
      body: { error: SESSION_TEXTS.wrongDomain },
    })
    expect((await signIn({ domain: 'evil.example' })).response).toEqual({
      status: 403,
      body: { error: SESSION_TEXTS.wrongDomain },
    })
  })

  it('a message edited after signing, or one whose fields disagree with it, is refused', async () => {
    const { payload } = await signIn({ nonce: await nonce() }).then(async (result) => result)
    const mismatched = { ...payload, nonce: await nonce(), message: payload.message }
    expect((await call('POST', '/v1/sessions', mismatched)).body.error).toBe(SESSION_TEXTS.mismatch)
  })

  it('a signature by another key is refused, and writes nothing', async () => {
    const before = await sessionCount()
    const forged = await signIn({ address: alice.address, sign: (message) => bob.signMessage({ message }) })
    expect(forged.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    expect(await sessionCount()).toBe(before)
  })

  it('an ERC-1271 contract wallet signs in through the chain’s node; a hash it never approved is refused', async () => {
    const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    await anvil.setCode({ address: CONTRACT_WALLET, bytecode: ERC1271_STANDIN as Hex })
    const dummy = `0x${'11'.repeat(65)}` as Hex
    const refused = await signIn({ address: CONTRACT_WALLET, sign: async () => dummy })
    expect(refused.response.body.error).toBe(SESSION_TEXTS.badSignature)
    const approved = await signIn({
      address: CONTRACT_WALLET,
      sign: async (message) => {
        await anvil.setStorageAt({ address: CONTRACT_WALLET, index: pad('0x0'), value: hashMessage(message) })
        return dummy
      },
    })
    expect(approved.response.status).toBe(201)
    expect(approved.response.body.account).toBe(`eip155:31337:${CONTRACT_WALLET}`)
  })

  it('ERC-6492: a smart account not yet deployed signs in (its factory call is simulated in the check, nothing deployed); a wallet that refuses, or a wrapped signature for another address, is refused', async () => {
    // both accounts are deployed counterfactually through the devnet's CREATE2 deployer (salt ++ init code)
    const accept = await counterfactual(APPROVE_ALL_RUNTIME)
    const approved = await signIn({ address: accept.address, sign: async () => accept.signature })
    expect(approved.response.status).toBe(201)
    expect(approved.response.body.account).toBe(`eip155:31337:${accept.address}`)
    // not deployed by the check: the chain still has no code there
    expect(await createPublicClient({ transport: http(rpcUrl) }).getCode({ address: accept.address })).toBeUndefined()

    const refuse = await counterfactual(REFUSE_ALL_RUNTIME)
    const refused = await signIn({ address: refuse.address, sign: async () => refuse.signature })
    expect(refused.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
    const misplaced = await signIn({ address: bob.address, sign: async () => accept.signature })
    expect(misplaced.response).toEqual({ status: 401, body: { error: SESSION_TEXTS.badSignature } })
  })

  it('revoking needs the session’s account and signature; a revoked session is refused after (R-7.31)', async () => {
    const { payload, response } = await signIn({ signer: bob })
    const id = response.body.id!
    const pci = response.body.account!
    expect(
      (
        await call('POST', `/v1/sessions/${id}/revoke`, {
          pci: `eip155:31337:${alice.address}`,
          signature: payload.signature,
        })
      ).status,
    ).toBe(403)
    expect((await call('POST', `/v1/sessions/${id}/revoke`, { pci, signature: '0xdead' })).status).toBe(403)
    expect((await call('GET', `/v1/sessions/${id}`)).status).toBe(200)
    expect(await call('POST', `/v1/sessions/${id}/revoke`, { pci, signature: payload.signature })).toEqual({
      status: 200,
      body: { revoked: true },
    })
    expect(await call('GET', `/v1/sessions/${id}`)).toEqual({ status: 410, body: { error: SESSION_TEXTS.revoked } })
    expect(await call('POST', `/v1/sessions/${id}/revoke`, { pci, signature: payload.signature })).toEqual({
      status: 410,
      body: { error: SESSION_TEXTS.revoked },
    })
  })

  it('an expired session is revoked only with its account and signature, not with its id alone (R-7.31)', async () => {
    const { payload, response } = await signIn({ signer: bob, expirationTime: new Date(Date.now() + 3_600_000) })
    const id = response.body.id!
    const pci = response.body.account!
    const { context } = engine()
    const realNow = context.now
    context.now = () => new Date(Date.now() + 2 * 3_600_000)
    try {
      expect(await call('GET', `/v1/sessions/${id}`)).toEqual({
        status: 410,
        body: { error: SESSION_TEXTS.sessionExpired },
      })
      expect((await call('POST', `/v1/sessions/${id}/revoke`, { pci, signature: '0xdead' })).status).toBe(403)
      expect(
        (
          await call('POST', `/v1/sessions/${id}/revoke`, {
            pci: `eip155:31337:${alice.address}`,
            signature: payload.signature,
          })
        ).status,
      ).toBe(403)
      expect(await call('POST', `/v1/sessions/${id}/revoke`, { pci, signature: payload.signature })).toEqual({
        status: 200,
        body: { revoked: true },
      })
    } finally {
      context.now = realNow
    }
  })

  it('one session per account: signing in again revokes the earlier one', async () => {
    const first = await signIn({ signer: bob })
    const second = await signIn({ signer: bob })
    expect((await call('GET', `/v1/sessions/${first.response.body.id}`)).status).toBe(410)
    expect((await call('GET', `/v1/sessions/${second.response.body.id}`)).status).toBe(200)
  })

  it('another project’s session and nonce are not found here', async () => {
    const theirs = await signIn({ projectId: OTHER_PROJECT })
    expect(theirs.response.status).toBe(201)
    expect(await call('GET', `/v1/sessions/${theirs.response.body.id}`)).toEqual({
      status: 404,
      body: { error: SESSION_TEXTS.notFound },
    })
    expect(
      (
        await call('POST', `/v1/sessions/${theirs.response.body.id}/revoke`, {
          pci: theirs.response.body.account,
          signature: theirs.payload.signature,
        })
      ).status,
    ).toBe(404)
    const foreignNonce = await nonce(OTHER_PROJECT)
    expect((await signIn({ nonce: foreignNonce })).response).toEqual({
      status: 401,
      body: { error: SESSION_TEXTS.badNonce },
    })
  })

  it('a namespace without a sign-in profile, an EVM message sent as another namespace, and bad bodies are refused with a clear error', async () => {
    const { payload } = await signIn()
    expect((await call('POST', '/v1/sessions', { ...payload, chainId: 'cosmos:cosmoshub-4' })).body.error).toBe(
      SESSION_TEXTS.unsupportedNamespace,
    )
    expect(
      (await call('POST', '/v1/sessions', { ...payload, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).status,
    ).toBe(400)
    expect((await call('POST', '/v1/sessions', { ...payload, signature: 'nope' })).status).toBe(400)
    expect((await call('GET', '/v1/sessions/short')).status).toBe(400)
  })

  it('the core’s cloud backend signs in, and the server helper verifies the session until it is revoked', async () => {
    // the browser's calls, as the modal makes them (Origin of the page), and the dApp server's (no Origin)
    const browser = ((url: string, init?: RequestInit) =>
      engine().request(url, { ...init, headers: { ...(init?.headers as object), origin: ORIGIN } })) as typeof fetch
    const server = ((url: string | URL, init?: RequestInit) => engine().request(String(url), init)) as typeof fetch
    const identity = {
      cloudUrl: 'http://cloud.test',
      projectId: PROJECT_ID,
      sdkType: 'latch-react',
      sdkVersion: '0.1.0',
    }
    const backend = cloudSiwxBackend(identity, browser)
    const fields = {
      chainId: 'eip155:31337' as const,
      accountAddress: alice.address,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1' as const,
      nonce: await backend.getNonce({ chainId: 'eip155:31337', accountAddress: alice.address }),
      issuedAt: new Date().toISOString(),
    }
    const message = await createSiwxMessage(fields)
    const signed = { ...fields, message, signature: await alice.signMessage({ message }) }
    const { id } = await backend.addSession(signed)
    await expect(backend.addSession(signed)).rejects.toThrow(SESSION_TEXTS.badNonce)

    const verified = await verifyLatchSession({
      cloudUrl: identity.cloudUrl,
      projectId: PROJECT_ID,
      sessionId: id,
      fetch: server,
    })
    expect(verified).toMatchObject({
      valid: true,
      session: { account: `eip155:31337:${alice.address}`, address: alice.address },
    })
    const session = {
      id,
      account: `eip155:31337:${alice.address}` as const,
      chainId: 'eip155:31337' as const,
      address: alice.address,
      expiresAt: '',
      issuedAt: fields.issuedAt,
      message,
      signature: signed.signature,
    }
    expect(await backend.isSessionActive(session)).toBe(true)
    await backend.revokeSession(session)
    expect(await backend.isSessionActive(session)).toBe(false)
    expect(
      await verifyLatchSession({ cloudUrl: identity.cloudUrl, projectId: PROJECT_ID, sessionId: id, fetch: server }),
    ).toEqual({ valid: false, reason: SESSION_TEXTS.revoked })
    expect(
      await verifyLatchSession({ cloudUrl: identity.cloudUrl, projectId: OTHER_PROJECT, sessionId: id, fetch: server }),
    ).toEqual({ valid: false, reason: SESSION_TEXTS.notFound })
  })
})

// Sign in with X through createLatch (SPEC §2 ): an adapter double stands in for the wallet and a
// backend double for the cloud (the cloud's own checks are apps/cloud/test/sessions.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { TEXTS } from '../errors.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage, type StorageLike } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB, SIGNATURE, setup } from '../testDoubles.ts'
import type { SIWXBackend, SIWXConfig, SIWXSession } from './types.ts'

const metadata = { name: 'Tests', description: '', url: 'http://localhost:5173', icons: [] }

function backendDouble() {
  const active = new Set<string>()
  let next = 0
  const backend: SIWXBackend = {
    getNonce: vi.fn(async () => `nonce${next}abcdef`),
    addSession: vi.fn(async () => {
      const id = `session-${next++}-0123456789abcdef`
      active.add(id)
      return { id, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
    }),
    isSessionActive: vi.fn(async (session: SIWXSession) => active.has(session.id)),
    revokeSession: vi.fn(async (session: SIWXSession) => void active.delete(session.id)),
  }
  return { backend, active }
}

function signInSetup(
  siwx: Omit<SIWXConfig, 'backend'> = {},
  storage: StorageLike = memoryStorage(),
  double = backendDouble(),
) {
  const instance = setup({ siwx: { ...siwx, backend: double.backend }, metadata, storage })
  return { ...instance, ...double }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sign in with X', () => {
  it('R-2.14 after connecting without a session, SIWXSignMessage opens alone (no Back)', async () => {
    const { latch } = signInSetup()
    latch.open()
    await latch.connect('latch.test')
    await flush()
    expect(latch.getState().open).toBe(true)
    expect(latch.getState().router).toMatchObject({ view: 'SIWXSignMessage', history: ['SIWXSignMessage'] })
  })

  it('R-2.15 R-3.39 a signature makes a session of the CAIP-10 account, stored; the modal closes', async () => {
    const { latch, storage, backend, adapter } = signInSetup({ statement: 'Welcome' })
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    const message = vi.mocked(adapter.signMessage).mock.calls[0]![0].message
    expect(message).toContain(`localhost:5173 wants you to sign in with your Ethereum account:\n${ADDRESS}\n\nWelcome`)
    expect(message).toContain('Chain ID: 31337')
    expect(vi.mocked(backend.addSession).mock.calls[0]![0]).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: ADDRESS,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      version: '1',
      message,
      signature: SIGNATURE,
    })
    expect(latch.getState().open).toBe(false)
    expect(latch.getSession()).toMatchObject({ account: `eip155:31337:${ADDRESS}`, address: ADDRESS })
    expect(Object.keys(JSON.parse(storage.getItem(FEATURE_STORAGE_KEYS.siwxSessions)!))).toEqual([
      `eip155:31337:${ADDRESS}`.toLowerCase(),
    ])
  })

  it('R-2.15 R-7.33 a wallet with a one-step sign-in (solana:signIn) writes and signs the message itself; another account it signs with is refused', async () => {
    const { latch, backend, adapter } = signInSetup()
    adapter.signIn = vi.fn(async (fields) => ({
      message: `wallet text ${fields.nonce}`,
      signature: SIGNATURE,
      address: fields.accountAddress,
    }))
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    expect(adapter.signMessage).not.toHaveBeenCalled()
    expect(vi.mocked(backend.addSession).mock.calls[0]![0]).toMatchObject({
      accountAddress: ADDRESS,
      message: 'wallet text nonce0abcdef',
      signature: SIGNATURE,
    })
    expect(latch.getSession()).toMatchObject({ message: 'wallet text nonce0abcdef' })

    await latch.disconnect()
    adapter.signIn = vi.fn(async (fields) => ({
      message: `wallet text ${fields.nonce}`,
      signature: SIGNATURE,
      address: 'someone else',
    }))
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    expect(latch.getState().siwx.error).toBe(TEXTS.errorSigningMessage)
    expect(latch.getSession()).toBeUndefined()
  })

  it('R-8.24 a refused signature shows Error signing message and keeps the view', async () => {
    const { latch, adapter } = signInSetup()
    vi.mocked(adapter.signMessage).mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    expect(latch.getState().siwx.error).toBe(TEXTS.errorSigningMessage)
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
    expect(latch.getSession()).toBeUndefined()
  })

  it('R-2.13 R-1.13 in required mode the modal cannot be closed without a session; it can after signing', async () => {
    const { latch } = signInSetup({ required: true })
    await latch.connect('latch.test')
    await flush()
    latch.close()
    latch.back()
    expect(latch.getState().open).toBe(true)
    await latch.signIn()
    expect(latch.getState().open).toBe(false)
  })

  it('without required, closing is allowed and the visitor stays connected without a session', async () => {
    const { latch } = signInSetup()
    await latch.connect('latch.test')
    await flush()
    latch.close()
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
  })

  it('R-2.16 cancel with no signed network disconnects', async () => {
    const { latch } = signInSetup({ required: true })
    await latch.connect('latch.test')
    await flush()
    await latch.cancelSignIn()
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
    expect(latch.getState().open).toBe(false)
  })

  it('R-2.16 one session per CAIP-10 account: another network asks again; cancel returns to the last signed network', async () => {
    const { latch, adapter } = signInSetup()
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    await latch.switchNetwork(devnetB)
    await flush()
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
    expect(latch.getSession()).toBeUndefined()
    await latch.cancelSignIn()
    expect(vi.mocked(adapter.switchNetwork).mock.calls.at(-1)![0].caipNetworkId).toBe(devnetA.caipNetworkId)
    expect(latch.getState().activeNetwork.caipNetworkId).toBe(devnetA.caipNetworkId)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    expect(latch.getState().open).toBe(false)
  })

  it('a reload keeps a live session (no new prompt); a session the backend revoked meanwhile asks again', async () => {
    const storage = memoryStorage()
    const double = backendDouble()
    const first = signInSetup({}, storage, double)
    await first.latch.connect('latch.test')
    await flush()
    await first.latch.signIn()

    const reloaded = signInSetup({}, storage, double)
    await reloaded.latch.connect('latch.test')
    await flush()
    expect(reloaded.latch.getState().open).toBe(false)
    expect(reloaded.latch.getSession()?.account).toBe(`eip155:31337:${ADDRESS}`)

    double.active.clear()
    const afterRevoke = signInSetup({}, storage, double)
    await afterRevoke.latch.connect('latch.test')
    await flush()
    await flush()
    expect(afterRevoke.latch.getSession()).toBeUndefined()
    expect(afterRevoke.latch.getState().router.view).toBe('SIWXSignMessage')
  })

  it('an expired stored session is dropped on load', async () => {
    const storage = memoryStorage()
    const expired: SIWXSession = {
      id: 'old-session-0123456789',
      account: `eip155:31337:${ADDRESS}`,
      chainId: 'eip155:31337',
      address: ADDRESS,
      expiresAt: new Date(Date.now() - 1).toISOString(),
      issuedAt: new Date(0).toISOString(),
      message: 'm',
      signature: '0x',
    }
    storage.setItem(FEATURE_STORAGE_KEYS.siwxSessions, JSON.stringify({ [expired.account.toLowerCase()]: expired }))
    const { latch } = signInSetup({}, storage)
    expect(latch.getState().siwx.sessions).toEqual({})
  })

  it('disconnecting revokes the address’s sessions and forgets them', async () => {
    const { latch, storage, backend } = signInSetup()
    await latch.connect('latch.test')
    await flush()
    await latch.signIn()
    const session = latch.getSession()!
    await latch.disconnect()
    expect(backend.revokeSession).toHaveBeenCalledWith(session)
    expect(JSON.parse(storage.getItem(FEATURE_STORAGE_KEYS.siwxSessions)!)).toEqual({})
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('R-5.9 siweConfig together with siwx throws SPEC’s text', () => {
    expect(() =>
      createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA], siweConfig: {}, siwx: {} }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  it('without the siwx option nothing is asked and signing in says why it cannot', async () => {
    const { latch } = setup()
    await latch.connect('latch.test')
    await flush()
    expect(latch.getState().open).toBe(false)
    expect(latch.getSession()).toBeUndefined()
    await expect(latch.signIn()).rejects.toThrow('Sign in with X needs the `siwx` option')
  })

  it('R-2.14 R-2.15 R-7.33 namespace-generic: a Bitcoin adapter signs core’s CAIP-122 Bitcoin text with signMessage (BIP-322 base64), registered for its bip122 account', async () => {
    const BTC = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const regtest = defineNetwork({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    })
    const wallet = { id: 'btc.wallet', name: 'BTC Wallet', type: 'ANNOUNCED' as const, chain: 'bip122' as const }
    const bitcoin = adapterDouble({
      namespace: 'bip122',
      setup: (ctx) => ctx.emit('connectors', { connectors: [wallet] }),
      connect: vi.fn(async () => ({ address: BTC, chainId: regtest.id, accounts: [BTC] })),
      signMessage: vi.fn(
        async () =>
          'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEh',
      ),
    })
    const { backend } = backendDouble()
    const latch = createLatch({
      adapters: [bitcoin.adapter],
      networks: [regtest],
      storage: memoryStorage(),
      metadata,
      siwx: { backend },
    })
    latch.mount()
    await latch.connect(wallet.id)
    await flush()
    expect(latch.getState().router.view).toBe('SIWXSignMessage')
    await latch.signIn()
    const message = vi.mocked(bitcoin.adapter.signMessage).mock.calls[0]![0].message
    expect(message).toMatch(new RegExp(`^localhost:5173 wants you to sign in with your Bitcoin account:\\n${BTC}\\n`))
    expect(message).toContain('\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\n')
    expect(vi.mocked(backend.addSession).mock.calls[0]![0]).toMatchObject({
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      accountAddress: BTC,
      message,
    })
    expect(latch.getSession()).toMatchObject({ account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${BTC}` })
  })
})

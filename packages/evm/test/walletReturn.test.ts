// @vitest-environment happy-dom
// A browser wallet that connects the site again from its own UI while nothing is connected (accountsChanged with its
// account): connected with no click, unless the visitor disconnected it in the app, which core records, not
// wagmi. Real core and the real anvil devnet; only the extension is a double (testWallet.ts).
import { createLatch, type Latch, type LatchState, memoryStorage, type StorageLike } from '@latch/core'
import { STORAGE_KEYS } from '@latch/core/internal'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { evmAdapter } from '../src/index.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'

const devnet = injectedDevnet()
const networks = devnetNetworks(devnet.rpcUrls)
// connecting moves no funds: dev account 9 only signs elsewhere
const sender = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 9,
}).address
const RDNS = 'dev.latch.testwallet'

let wallet: TestWallet | undefined

afterEach(async () => {
  wallet?.remove()
  localStorage.clear()
  const happyDOM = (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM
  await happyDOM.waitUntilComplete()
})

/** the wallet, announced (EIP-6963) or as the legacy window.ethereum only */
function install(legacy = false): TestWallet {
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrls[0] }], account: sender })
  if (legacy) (window as unknown as { ethereum: unknown }).ethereum = wallet.provider
  else wallet.announce()
  return wallet
}

function loadPage(storage: StorageLike = memoryStorage(), isMobile = false): Latch {
  return createLatch({ adapters: [evmAdapter()], networks, storage, isMobile: () => isMobile })
}

function until(latch: Latch, condition: (state: LatchState) => boolean): Promise<LatchState> {
  return new Promise((resolve) => {
    const check = () => {
      if (!condition(latch.getState())) return
      unsubscribe?.()
      resolve(latch.getState())
    }
    const unsubscribe: (() => void) | undefined = latch.subscribe(check)
    check()
  })
}

const listed = (latch: Latch, id: string) => until(latch, (state) => state.connectors.some((c) => c.id === id))
const status = (latch: Latch) => latch.getState().accounts.eip155?.status
/** the wallet's event has been heard and acted on (an eth_accounts, a connect) or ignored */
const settle = () =>
  (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete()

describe('a browser EVM wallet that connects the site again by itself', () => {
  it('R-4.45 R-4.48 a wallet that dropped the site (accountsChanged []) shows disconnected; authorizing it again from the wallet connects it with no click, in well under a second', async () => {
    const announced = install()
    const latch = loadPage()
    await listed(latch, RDNS)
    await latch.connect(RDNS)
    announced.revoke()
    await until(latch, (state) => state.accounts.eip155?.status === 'disconnected')
    const started = performance.now()
    announced.authorize()
    const state = await until(latch, (next) => next.accounts.eip155?.status === 'connected')
    console.info(
      `[liveness] EVM (EIP-6963) authorized again: connected ${Math.round(performance.now() - started)} ms after accountsChanged`,
    )
    expect(state.accounts.eip155).toMatchObject({ address: sender, connectorId: RDNS })
  })

  it("R-4.26 R-4.27 not a wallet the visitor disconnected in the app: core's mark rules, wagmi's own memory aside; connecting it from the app clears the mark", async () => {
    const announced = install()
    const storage = memoryStorage()
    const latch = loadPage(storage)
    await listed(latch, RDNS)
    await latch.connect(RDNS)
    await latch.disconnect()
    // wagmi's own record of that disconnect gone: only core's mark is left to say it
    for (const key of Object.keys(localStorage)) if (key.endsWith('.disconnected')) localStorage.removeItem(key)
    expect(storage.getItem(STORAGE_KEYS.disconnectedConnectorIds)).toContain(RDNS)
    announced.authorize()
    await settle()
    expect(status(latch)).toBe('disconnected')
    await latch.connect(RDNS)
    expect(status(latch)).toBe('connected')
    announced.revoke()
    await until(latch, (state) => state.accounts.eip155?.status === 'disconnected')
    announced.authorize()
    await until(latch, (state) => state.accounts.eip155?.status === 'connected')
  })

  it('R-5.33 R-7.55 the legacy window.ethereum (no EIP-6963) on a phone, where its Browser Wallet is listed: authorized again, connected with no click', async () => {
    const legacy = install(true)
    const latch = loadPage(memoryStorage(), true)
    await listed(latch, 'injected')
    legacy.authorize()
    const state = await until(latch, (next) => next.accounts.eip155?.status === 'connected')
    expect(state.accounts.eip155).toMatchObject({ address: sender, connectorId: 'injected' })
    legacy.revoke()
    await until(latch, (next) => next.accounts.eip155?.status === 'disconnected')
  })

  it('R-5.33 R-7.55 on a desktop, where the Browser Wallet is hidden and never restored, the legacy provider is not connected by itself', async () => {
    const legacy = install(true)
    const latch = loadPage(memoryStorage(), false)
    await settle()
    legacy.authorize()
    await settle()
    expect(status(latch)).toBe('disconnected')
    expect(legacy.methods()).toEqual([])
  })
})

// @vitest-environment happy-dom
// the Browser Wallet (the legacy window.ethereum) is not asked eth_accounts / eth_chainId on load on desktop;
// on mobile it is. Real core and the real anvil devnet; only the extension is a double (testWallet.ts).
import { createLatch, type Latch, type LatchState, memoryStorage, type StorageLike } from '@latch/core'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import { evmAdapter } from '../src/index.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'

const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const networks = [devnetA, devnetB] as const
// dev account 8 is this file's own (adapter.test.ts uses 6 and 7)
const sender = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 8,
}).address
const PROBES = ['eth_accounts', 'eth_chainId']

let wallet: TestWallet

beforeEach(() => {
  localStorage.clear()
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrls[0] }], account: sender })
  // a legacy provider nobody announces: the generic 'injected' Browser Wallet
  ;(window as unknown as { ethereum: unknown }).ethereum = wallet.provider
})

afterEach(async () => {
  wallet.remove()
  const happyDOM = (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM
  await happyDOM.waitUntilComplete()
})

function loadPage(storage: StorageLike, isMobile: boolean): Latch {
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

/** connects through the Browser Wallet, then forgets what the wallet was asked so far */
async function connectedThroughBrowserWallet(storage: StorageLike, isMobile: boolean) {
  const latch = loadPage(storage, isMobile)
  await until(latch, (state) => state.connectors.some((connector) => connector.id === 'injected'))
  await latch.connect('injected')
  expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'injected' })
  wallet.calls.splice(0)
}

describe('R-7.55 Browser Wallet probe on load', () => {
  it('R-7.55 on desktop a reload asks the Browser Wallet neither eth_accounts nor eth_chainId', async () => {
    const storage = memoryStorage()
    await connectedThroughBrowserWallet(storage, false)
    const reloaded = loadPage(storage, false)
    const state = await until(reloaded, (next) => next.accounts.eip155?.status !== 'connecting')
    expect(state.accounts.eip155?.status).toBe('disconnected')
    expect(wallet.methods().filter((method) => PROBES.includes(method))).toEqual([])
  })

  it('R-7.55 on mobile a reload asks the Browser Wallet eth_accounts and eth_chainId and reconnects', async () => {
    const storage = memoryStorage()
    await connectedThroughBrowserWallet(storage, true)
    const reloaded = loadPage(storage, true)
    const state = await until(reloaded, (next) => next.accounts.eip155?.status === 'connected')
    expect(state.accounts.eip155).toMatchObject({ address: sender, connectorId: 'injected' })
    expect(wallet.methods()).toEqual(expect.arrayContaining(PROBES))
  })
})

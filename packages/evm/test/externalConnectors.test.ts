// @vitest-environment happy-dom
// The EXTERNAL connectors inside a real core instance: what the Connect lists receive, before any SDK loads. Only the
// browser extension is a double (it announces itself over EIP-6963 like an installed one).
import { createLatch, type Latch, type LatchState, memoryStorage } from '@latch/core'
import { isConnectorShown } from '@latch/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter, type EvmAdapterOptions } from '../src/index.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'

const devnet = injectedDevnet()
const [devnetA] = devnetNetworks(devnet.rpcUrls)
const chainA = { chainId: 31337, rpcUrl: devnet.rpcUrls[0] }
const account = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const wallets: TestWallet[] = []

afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.remove()
})

function loadPage(connectors: EvmAdapterOptions['connectors']): Latch {
  return createLatch({ adapters: [evmAdapter({ connectors })], networks: [devnetA], storage: memoryStorage() })
}

/** resolves when core's state satisfies the condition (the test timeout bounds the wait) */
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

const names = (state: LatchState) => state.connectors.map((connector) => `${connector.name} (${connector.type})`)

describe('EXTERNAL connectors in core', () => {
  it('R-3.4: an app that enables Coinbase lists it as EXTERNAL beside the browser wallets; Safe stays unlisted outside a frame', async () => {
    const extension = createTestWallet({ chains: [chainA], account, name: 'Other Wallet', rdns: 'dev.other' })
    wallets.push(extension)
    extension.announce()
    const latch = loadPage({ coinbase: {}, safe: {} })
    const state = await until(latch, (next) => next.connectors.length >= 2)
    expect(names(state)).toEqual(['Other Wallet (ANNOUNCED)', 'Coinbase (EXTERNAL)'])
  })

  it('R-3.4: the Coinbase extension announcing itself (com.coinbase.wallet) replaces the EXTERNAL Coinbase entry', async () => {
    const latch = loadPage({ coinbase: {} })
    await until(latch, (state) => state.connectors.some((connector) => connector.type === 'EXTERNAL'))
    const extension = createTestWallet({
      chains: [chainA],
      account,
      name: 'Coinbase Wallet',
      rdns: 'com.coinbase.wallet',
    })
    wallets.push(extension)
    extension.announce()
    const state = await until(latch, (next) => next.connectors.some((connector) => connector.type === 'ANNOUNCED'))
    expect(names(state)).toEqual(['Coinbase Wallet (ANNOUNCED)'])
  })

  it('R-5.31 R-5.32: the EXTERNAL Coinbase is hidden when excluded by rdns or by name', async () => {
    const latch = loadPage({ coinbase: {} })
    const state = await until(latch, (next) => next.connectors.length > 0)
    const coinbase = state.connectors.find((connector) => connector.type === 'EXTERNAL')
    expect(coinbase).toBeDefined()
    const shown = (excluded: string[]) =>
      isConnectorShown(coinbase!, { isMobile: false, hasInjectedProvider: false, excluded })
    expect(shown([])).toBe(true)
    expect(shown(['com.coinbase.wallet'])).toBe(false)
    expect(shown(['COINBASE'])).toBe(false)
  })

  it('lists nothing EXTERNAL for an app that enables none', async () => {
    const extension = createTestWallet({ chains: [chainA], account, name: 'Other Wallet', rdns: 'dev.other' })
    wallets.push(extension)
    extension.announce()
    const state = await until(loadPage(undefined), (next) => next.connectors.length > 0)
    expect(names(state)).toEqual(['Other Wallet (ANNOUNCED)'])
  })
})

// Contract test: the private parts of @wagmi/core the EVM session leans on (wagmi*.ts), pinned in package.json
// ("~3.6.5"). Fails when a wagmi release changes their shape, before Latch breaks silently. What would remove each:
// - `config._internal.connectors.setup` + `setState` (a connector added after createConfig, for the AUTH connector and
//   for EIP-6963 wallets announced late): a public `addConnector(config, createConnectorFn)` action in @wagmi/core.
// - `config._internal.connectors.providerDetailToConnector` (an announced EIP-6963 wallet as a connector): the same
//   action taking an EIP-6963 provider detail, or `injected({ target: detail })` documented for it.
// - overriding `connector.isAuthorized` (no probing of window.ethereum on load, SPEC §7 ): a per-connector
//   `shimDisconnect`/`reconnect: false` option honoured by `reconnect()`.
import { createConfig, http, injected, reconnect } from '@wagmi/core'
import { defineChain } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const devnet = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** an EIP-1193 wallet that has already authorised the page (eth_accounts answers an account) */
const authorisedWallet = () => ({
  request: vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts')
      return ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
    if (method === 'eth_chainId') return '0x7a69'
    return null
  }),
  on: () => {},
  removeListener: () => {},
})

const configWith = (connectors = [] as ReturnType<typeof injected>[]) =>
  createConfig({
    chains: [devnet],
    transports: { [devnet.id]: http() },
    connectors,
    multiInjectedProviderDiscovery: false,
    storage: null,
  })

describe('the private @wagmi/core shape the EVM session uses', () => {
  // injected connectors read their provider only in a page
  beforeEach(() => vi.stubGlobal('window', {}))
  afterEach(() => vi.unstubAllGlobals())

  it('config._internal.connectors.setup makes a connector from a CreateConnectorFn; setState adds it to config.connectors', () => {
    const config = configWith()
    const connector = config._internal.connectors.setup(
      injected({ target: { id: 'late', name: 'Late Wallet', provider: authorisedWallet() as never } }),
    )
    expect(connector).toMatchObject({ id: 'late', name: 'Late Wallet', type: 'injected' })
    expect(typeof connector.uid).toBe('string')
    expect(typeof connector.emitter.on).toBe('function')
    config._internal.connectors.setState((connectors) => [...connectors, connector])
    expect(config.connectors.map((item) => item.id)).toEqual(['late'])
  })

  it('config._internal.connectors.providerDetailToConnector turns an EIP-6963 provider detail into a connector named by its rdns', () => {
    const config = configWith()
    const detail = {
      info: {
        uuid: '5f2b4c1e-0000-4000-8000-000000000000',
        name: 'Announced Wallet',
        icon: 'data:image/svg+xml,<svg/>',
        rdns: 'io.example.wallet',
      },
      provider: authorisedWallet(),
    }
    const create = config._internal.connectors.providerDetailToConnector(detail as never)
    const connector = config._internal.connectors.setup(create)
    expect(connector).toMatchObject({ id: 'io.example.wallet', name: 'Announced Wallet', icon: detail.info.icon })
  })

  it("reconnect() asks each connector's own isAuthorized, so replacing it keeps wagmi from restoring that wallet", async () => {
    const wallet = authorisedWallet()
    const restored = configWith([
      injected({ target: { id: 'browser', name: 'Browser Wallet', provider: wallet as never } }),
    ])
    expect((await reconnect(restored)).map((connection) => connection.connector.id)).toEqual(['browser'])

    const probed = vi.fn(async () => false)
    const kept = configWith([
      injected({ target: { id: 'browser', name: 'Browser Wallet', provider: authorisedWallet() as never } }),
    ])
    const [connector] = kept.connectors
    expect(Object.getOwnPropertyDescriptor(connector, 'isAuthorized')?.writable).toBe(true)
    connector!.isAuthorized = probed
    expect(await reconnect(kept)).toEqual([])
    expect(probed).toHaveBeenCalledOnce()
  })
})

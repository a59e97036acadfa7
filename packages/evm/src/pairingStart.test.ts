// The pairing provider's start-up in the EVM adapter: a provider that cannot start is told to core (SPEC §8, core
// logs, reports and alerts it), and without pairing there is no pairing connector. A host's wagmi config carries a
// WALLET_CONNECT connector standing in for a pairing provider that cannot start here (a relay refusing the project).
import { TEXTS } from '@latch/core'
import { createConnector } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { devnetNetworks } from '../../../tooling/devnet/src/networks.ts'
import { evmAdapter } from './index.ts'
import { createWagmiConfig } from './wagmi.ts'

const networks = devnetNetworks(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
const metadata = { name: 'Test', description: 'Test', url: 'http://127.0.0.1', icons: [] }

/** a pairing connector whose provider does not start */
const unstartable = (error: Error) =>
  createConnector(() => ({
    id: 'WALLET_CONNECT',
    name: 'WalletConnect',
    type: 'walletConnect',
    connect: async () => Promise.reject(error),
    disconnect: async () => {},
    getAccounts: async () => [],
    getChainId: async () => 31337,
    getProvider: async () => Promise.reject(error),
    isAuthorized: async () => false,
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))

describe('the pairing provider in the EVM adapter', () => {
  it('R-8.55 a provider that cannot start is told to core as providerInitFailed, and the connection fails with it', async () => {
    const failure = new Error('Unauthorized: invalid key')
    const wagmiConfig = createWagmiConfig({ networks, connectors: [unstartable(failure)], storage: null })
    const emit = vi.fn()
    const adapter = evmAdapter({
      wagmiConfig,
      pairing: { relayUrl: 'ws://127.0.0.1:9/relay', projectId: 'p', metadata },
    })
    adapter.setup({ networks, allNetworks: networks, shared: new Map(), emit, shouldReconnect: false })
    await expect(adapter.connect({ connectorId: 'WALLET_CONNECT' })).rejects.toThrow('Unauthorized: invalid key')
    expect(emit).toHaveBeenCalledWith('providerInitFailed', { error: failure })
  })

  it('R-8.66 without pairing options there is no pairing connector to connect through', async () => {
    const emit = vi.fn()
    const adapter = evmAdapter({ wagmiConfig: createWagmiConfig({ networks, storage: null }) })
    adapter.setup({ networks, allNetworks: networks, shared: new Map(), emit, shouldReconnect: false })
    await expect(adapter.connect({ connectorId: 'WALLET_CONNECT' })).rejects.toThrow(
      TEXTS.walletConnectConnectorNotFound,
    )
  })
})

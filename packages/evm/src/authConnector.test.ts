// The AUTH wagmi connector over a frame double (what @latch/frame's page half returns), inside a real wagmi config.
import type { EmbeddedFrame } from '@latch/core'
import { connect, disconnect, getConnection, reconnect, switchChain } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { devnetNetworks } from '../../../tooling/devnet/src/networks.ts'
import { authConnector } from './authConnector.ts'
import { createWagmiConfig } from './wagmi.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// no devnet runs for this unit test; the addresses only name each chain's rpcUrl
const [devnetA, devnetB] = devnetNetworks(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])

function setup({ isConnected = true, wasRecent = false } = {}) {
  const sent: { name: string; payload: unknown }[] = []
  const frame: EmbeddedFrame = {
    request: vi.fn(async (name: string, payload?: any) => {
      sent.push({ name, payload })
      if (name === 'GET_USER')
        return {
          address: ADDRESS.toLowerCase(),
          chainId: payload?.chainId ?? 31337,
          accounts: [{ address: ADDRESS, type: 'eoa' }],
        }
      if (name === 'IS_CONNECTED') return { isConnected }
      if (name === 'SWITCH_NETWORK') return { chainId: payload.chainId }
      return undefined
    }),
    abort: vi.fn(),
    show: vi.fn(),
    hide: vi.fn(),
    provider: { request: vi.fn(), on: vi.fn(), removeListener: vi.fn() },
  }
  const embedded = vi.fn(async () => frame)
  const config = createWagmiConfig({
    networks: [devnetA, devnetB],
    connectors: [authConnector({ embedded, networks: [devnetA, devnetB], wasRecent: async () => wasRecent })],
    storage: null,
  })
  const connector = config.connectors.find((candidate) => candidate.id === 'AUTH')!
  return { config, connector, frame, embedded, names: () => sent.map((entry) => entry.name), sent }
}

describe('the AUTH connector', () => {
  it('connects with GET_USER for the chain and its rpcUrl; eth_accounts and eth_chainId are never asked (R-7.56)', async () => {
    const s = setup()
    const result = await connect(s.config, { connector: s.connector, chainId: 31337 })
    expect(result).toMatchObject({ accounts: [ADDRESS], chainId: 31337 })
    expect(s.sent).toEqual([{ name: 'GET_USER', payload: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' } }])
    expect(await s.connector.getAccounts()).toEqual([ADDRESS])
    expect(await s.connector.getChainId()).toBe(31337)
    expect(s.frame.provider.request).not.toHaveBeenCalled()
    expect(await s.connector.getProvider()).toBe(s.frame.provider)
  })

  it('switches chain with SWITCH_NETWORK and the chain rpcUrl', async () => {
    const s = setup()
    await connect(s.config, { connector: s.connector })
    await switchChain(s.config, { chainId: 31338 })
    expect(s.sent.at(-1)).toEqual({
      name: 'SWITCH_NETWORK',
      payload: { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    })
    expect(getConnection(s.config).chainId).toBe(31338)
  })

  it('disconnects with SIGN_OUT', async () => {
    const s = setup()
    await connect(s.config, { connector: s.connector })
    await disconnect(s.config)
    expect(s.names()).toContain('SIGN_OUT')
    expect(getConnection(s.config).status).toBe('disconnected')
  })

  it('R-4.7 reconnects only while IS_CONNECTED says the session lives', async () => {
    const live = setup({ wasRecent: true })
    await reconnect(live.config)
    expect(live.names()).toEqual(['IS_CONNECTED', 'GET_USER'])
    expect(getConnection(live.config).status).toBe('connected')
    const gone = setup({ wasRecent: true, isConnected: false })
    await reconnect(gone.config)
    expect(gone.names()).toEqual(['IS_CONNECTED'])
    expect(getConnection(gone.config).status).toBe('disconnected')
  })

  it('a reconnect after another wallet never loads the frame', async () => {
    const s = setup({ wasRecent: false })
    await reconnect(s.config)
    expect(s.embedded).not.toHaveBeenCalled()
  })
})

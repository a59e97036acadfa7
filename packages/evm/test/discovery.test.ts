// @vitest-environment happy-dom
import type { AdapterContext, AdapterEvents, Connector } from '@latch/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from '../src/index.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'

const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }]
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallets: TestWallet[] = []

function wallet(name?: string, rdns?: string) {
  const created = createTestWallet({ chains, account, name, rdns })
  wallets.push(created)
  return created
}

/** sets the adapter up like core does and records every connectors event, once its browser setup has loaded */
async function setUp() {
  const lists: Connector[][] = []
  const context: AdapterContext = {
    networks: [],
    allNetworks: [],
    shared: new Map(),
    shouldReconnect: false,
    emit: (event, payload) => {
      if (event === 'connectors') lists.push((payload as AdapterEvents['connectors']).connectors)
    },
  }
  evmAdapter().setup(context)
  await vi.waitFor(() => expect(lists.length).toBeGreaterThan(0))
  return { lists, latest: () => lists.at(-1) ?? [] }
}

afterEach(() => {
  for (const created of wallets.splice(0)) created.remove()
})

describe('EVM wallet discovery without loading wagmi', () => {
  it('R-3.1 R-3.2 lists an EIP-6963 wallet as an ANNOUNCED connector with id = rdns, its name and icon', async () => {
    const announced = wallet()
    announced.announce()
    const { latest } = await setUp()
    expect(latest()).toEqual([
      {
        id: 'dev.latch.testwallet',
        name: 'Latch Test Wallet',
        type: 'ANNOUNCED',
        imageUrl: announced.info.icon,
        info: { rdns: 'dev.latch.testwallet' },
        chain: 'eip155',
      },
    ])
  })

  it('R-3.2 lists a wallet announced after setup, and emits connectors again', async () => {
    const { lists, latest } = await setUp()
    expect(latest()).toEqual([])
    wallet('Second Wallet', 'dev.latch.second').announce()
    expect(lists.length).toBeGreaterThan(1)
    expect(latest().map((connector) => connector.name)).toEqual(['Second Wallet'])
  })

  it("R-3.4 a legacy window.ethereum that no wallet announces becomes the INJECTED 'Browser Wallet'", async () => {
    const legacy = wallet()
    ;(window as unknown as { ethereum: unknown }).ethereum = legacy.provider
    const { latest } = await setUp()
    expect(latest()).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }])
  })

  it('R-3.4 a legacy window.ethereum that is also announced is listed once, under the announced name', async () => {
    const both = wallet()
    ;(window as unknown as { ethereum: unknown }).ethereum = both.provider
    both.announce()
    const { latest } = await setUp()
    expect(latest().map((connector) => [connector.id, connector.type])).toEqual([['dev.latch.testwallet', 'ANNOUNCED']])
  })

  it('announcing the same wallet again does not emit a new list', async () => {
    const announced = wallet()
    announced.announce()
    const { lists } = await setUp()
    const count = lists.length
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(lists.length).toBe(count)
  })
})

// Multi-wallet management through createLatch; an adapter double stands in for
// two wallets.
import { describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter.ts'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage } from '../storage.ts'
import { ADDRESS, adapterDouble, devnetA, devnetB, setup, testWallet } from '../testDoubles.ts'
import { MULTI_WALLET_OFF } from './createMultiWallet.ts'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const second = { ...testWallet, id: 'latch.second', name: 'Second Wallet', info: { rdns: 'latch.second' } }

async function twoWallets(features = { multiWallet: true }) {
  const instance = setup(
    { features },
    {
      connect: vi.fn(async ({ connectorId }: { connectorId: string }) =>
        connectorId === second.id
          ? { address: OTHER, chainId: 31338, accounts: [OTHER] }
          : { address: ADDRESS, chainId: 31337, accounts: [ADDRESS] },
      ),
    },
  )
  instance.context().emit('connectors', { connectors: [testWallet, second] })
  await instance.latch.connect(testWallet.id)
  await instance.latch.connect(second.id)
  return instance
}

describe('multi-wallet', () => {
  it('R-1.15 lists every connection with its network, marks the active one; connections carry their network', async () => {
    const { latch } = await twoWallets()
    const { connections } = latch.getProfileWallets()
    expect(
      connections.map(({ connectorId, address, caipNetwork, active }) => ({
        connectorId,
        address,
        network: caipNetwork?.caipNetworkId,
        active,
      })),
    ).toEqual([
      { connectorId: testWallet.id, address: ADDRESS, network: devnetA.caipNetworkId, active: false },
      { connectorId: second.id, address: OTHER, network: devnetB.caipNetworkId, active: true },
    ])
    expect(connections[1]!.name).toBe('Second Wallet')
  })

  it('a network switch moves the active connection’s network with it (SPEC §3 Connection)', async () => {
    const { latch } = await twoWallets()
    await latch.switchNetwork(devnetA)
    const active = latch.getState().connections.eip155!.find((connection) => connection.connectorId === second.id)
    expect(active?.caipNetwork?.caipNetworkId).toBe(devnetA.caipNetworkId)
  })

  it('R-1.15 switching makes a connection active again, back on the network it carries', async () => {
    const { latch, adapter } = await twoWallets()
    await latch.switchConnection({ namespace: 'eip155', connectorId: testWallet.id, address: ADDRESS })
    expect(vi.mocked(adapter.connect).mock.calls.at(-1)![0].connectorId).toBe(testWallet.id)
    expect(latch.getState().accounts.eip155).toMatchObject({ address: ADDRESS, connectorId: testWallet.id })
    expect(latch.getState().activeNetwork.caipNetworkId).toBe(devnetA.caipNetworkId)
  })

  it('R-1.15 deleting an inactive connection forgets it; deleting the active one disconnects', async () => {
    const { latch } = await twoWallets()
    await latch.deleteConnection({ namespace: 'eip155', connectorId: testWallet.id, address: ADDRESS })
    expect(latch.getProfileWallets().connections.map((connection) => connection.connectorId)).toEqual([second.id])
    await latch.deleteConnection({ namespace: 'eip155', connectorId: second.id, address: OTHER })
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('R-1.15 recent wallets without a connection are listed as recent', async () => {
    const { latch } = await twoWallets()
    await latch.deleteConnection({ namespace: 'eip155', connectorId: testWallet.id, address: ADDRESS })
    expect(latch.getProfileWallets().recent.map((wallet) => wallet.id)).toEqual([testWallet.id])
  })

  it('R-1.14 R-6.11 R-6.12 R-6.13 with multiWallet off: an info message, the empty result, nothing changed', async () => {
    const { latch } = await twoWallets({ multiWallet: false })
    expect(latch.getProfileWallets()).toEqual({ connections: [], recent: [] })
    expect(latch.getState().toast).toEqual({ message: MULTI_WALLET_OFF, variant: 'info' })
    await latch.deleteConnection({ namespace: 'eip155', connectorId: testWallet.id, address: ADDRESS })
    expect(latch.getState().connections.eip155).toHaveLength(2)
    latch.open()
    latch.openProfileWallets()
    expect(latch.getState().router.view).toBe('Account')
  })

  it('R-1.15 with wallets in two namespaces only the active namespace’s connection is active; switching to the other makes it active, on its network', async () => {
    const SOL = '3Vd1vgGuNYcsKqeZSFGGcw7Zet6LarLb9GgGT61Jn2nK'
    const solanaNetwork = defineNetwork({
      id: 'LatchDevnet111111111111111111111',
      chainNamespace: 'solana',
      name: 'Latch Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    })
    const solanaWallet = { id: 'Sol Only', name: 'Sol Only', type: 'ANNOUNCED' as const, chain: 'solana' as const }
    const evm = adapterDouble({ setup: (ctx) => ctx.emit('connectors', { connectors: [testWallet] }) })
    const solana = adapterDouble({
      namespace: 'solana',
      setup: (ctx) => ctx.emit('connectors', { connectors: [solanaWallet] }),
      connect: vi.fn(
        async (): Promise<ConnectResult> => ({ address: SOL, chainId: solanaNetwork.id, accounts: [SOL] }),
      ),
    })
    const latch = createLatch({
      adapters: [evm.adapter, solana.adapter],
      networks: [devnetA, solanaNetwork],
      storage: memoryStorage(),
      features: { multiWallet: true },
    })
    latch.mount()
    await latch.connect(testWallet.id)
    await latch.switchNetwork(solanaNetwork)
    await latch.connect(solanaWallet.id)
    const marks = () => latch.getProfileWallets().connections.map(({ namespace, active }) => [namespace, active])
    expect(marks()).toEqual([
      ['eip155', false],
      ['solana', true],
    ])
    await latch.switchConnection({ namespace: 'eip155', connectorId: testWallet.id, address: ADDRESS })
    expect(latch.getState().activeNetwork.caipNetworkId).toBe(devnetA.caipNetworkId)
    expect(marks()).toEqual([
      ['eip155', true],
      ['solana', false],
    ])
  })
})

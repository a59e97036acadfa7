// A Wallet Standard wallet's own word while nothing is connected, through a real wallet slot: a `change` with accounts
// connects it with no click (not a wallet the visitor disconnected in the app), and an unregistered wallet ends its
// connection. The wallet is a double: the one part that is an extension in a real page.
import { describe, expect, it } from 'vitest'
import type { AdapterContext, AdapterEvents, ConnectResult } from './adapter.ts'
import { followStandardWallets } from './standardWalletEvents.ts'
import { devnetA } from './testDoubles.ts'
import { createWalletSlot } from './walletSlot.ts'

type Change = { accounts?: { address: string; chains: string[] }[] }

function walletDouble() {
  const listeners = new Set<(change: Change) => void>()
  let trusts = false
  return {
    features: {
      'standard:events': {
        on(_event: 'change', listener: (change: Change) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
    /** the silent connect a reconnect uses: the account only while the wallet trusts the app */
    connect: async (): Promise<ConnectResult> => {
      if (!trusts) throw new Error('not trusted')
      return { address: 'A1', chainId: 'x', accounts: ['A1'] }
    },
    change(change: Change, trusted = true) {
      trusts = trusted
      for (const listener of [...listeners]) listener(change)
    },
  }
}

function setUp(visitorDisconnected: string[] = []) {
  const events: { event: string; payload: unknown }[] = []
  const context: AdapterContext = {
    networks: [devnetA],
    allNetworks: [devnetA],
    shared: new Map(),
    shouldReconnect: false,
    disconnectedByVisitor: (id) => visitorDisconnected.includes(id),
    emit: (event, payload) => events.push({ event, payload }),
  }
  const wallet = walletDouble()
  const slot = createWalletSlot<{ disconnect(): Promise<void> }>(context, 'Test')
  const connect = async (id: string) => {
    const result = await wallet.connect()
    await slot.hold(id, { disconnect: async () => {} }, devnetA)
    return result
  }
  const session = {
    connectFromWallet: (id: string) => slot.connectFromWallet(id, connect),
    walletGone: (id: string) => slot.walletGone(id),
  }
  const follow = followStandardWallets(
    context,
    async () => session,
    'solana:',
    (id) => (id === 'Wallet' ? wallet : undefined),
  )
  follow(['Wallet'])
  const accountEvents = () => events.filter(({ event }) => event === 'accountChanged')
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { wallet, follow, events, accountEvents, settle, slot, connect }
}

const onSolana = [{ address: 'A1', chains: ['solana:localnet'] }]

describe('a Wallet Standard wallet coming back by itself', () => {
  it('R-4.45 a change listing an account on the namespace while nothing is connected connects it with no click', async () => {
    const { wallet, accountEvents, settle } = setUp()
    wallet.change({ accounts: onSolana })
    await settle()
    expect(accountEvents().map(({ payload }) => payload)).toEqual([
      { address: 'A1', chainId: 'x', accounts: ['A1'], connectorId: 'Wallet' },
    ])
  })

  it('R-4.26 not a wallet the visitor disconnected in the app', async () => {
    const { wallet, accountEvents, settle } = setUp(['Wallet'])
    wallet.change({ accounts: onSolana })
    await settle()
    expect(accountEvents()).toEqual([])
  })

  it('not for accounts of another namespace only, nor for a change with no accounts, nor a wallet that then does not trust the app', async () => {
    const { wallet, accountEvents, settle } = setUp()
    wallet.change({ accounts: [{ address: '0xA', chains: ['eip155:1'] }] })
    wallet.change({ accounts: [] })
    wallet.change({})
    wallet.change({ accounts: onSolana }, false)
    await settle()
    expect(accountEvents()).toEqual([])
  })

  it('once connected, its later changes are the connection’s own: no second connection', async () => {
    const { wallet, accountEvents, settle } = setUp()
    wallet.change({ accounts: onSolana })
    await settle()
    wallet.change({ accounts: onSolana })
    await settle()
    expect(accountEvents()).toHaveLength(1)
  })

  it('R-4.48 the connected wallet unregistering (removed, disabled) ends its connection; another leaving does not', async () => {
    const { wallet, follow, events, settle } = setUp()
    wallet.change({ accounts: onSolana })
    await settle()
    follow(['Wallet', 'Other'])
    follow(['Wallet'])
    await settle()
    expect(events.filter(({ event }) => event === 'disconnect')).toEqual([])
    follow([])
    await settle()
    expect(events.filter(({ event }) => event === 'disconnect').map(({ payload }) => payload)).toEqual([
      { connectorId: 'Wallet', reason: 'sessionEnded' } satisfies AdapterEvents['disconnect'],
    ])
  })
})

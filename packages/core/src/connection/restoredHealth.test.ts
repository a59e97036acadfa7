// A restored session its adapter cannot vouch for yet (a pairing session whose relay has not delivered what the phone
// sent while the page was closed, or is down): the account is reconnecting from its first state, never connected,
// until a health report or a disconnect settles it.
import { describe, expect, it } from 'vitest'
import type { AdapterContext } from '../adapter.ts'
import { createLatch } from '../latch.ts'
import { memoryStorage } from '../storage.ts'
import { ADDRESS, adapterDouble, devnetA, SOL_ADDRESS, setup, solanaDevnet } from '../testDoubles.ts'
import type { ConnectionStatus, Connector } from '../types.ts'

const PAIRING = 'WALLET_CONNECT'
const restored = { address: ADDRESS, chainId: 31337, connectorId: PAIRING, accounts: [ADDRESS] }
const pairing: Connector = { id: PAIRING, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const solanaRestored = { address: SOL_ADDRESS, chainId: solanaDevnet.id, connectorId: PAIRING, accounts: [SOL_ADDRESS] }

/** an EVM and a Solana adapter over one pairing session, as a page restores it */
function setupTwo() {
  const contexts: Partial<Record<'eip155' | 'solana', AdapterContext>> = {}
  const double = (namespace: 'eip155' | 'solana') =>
    adapterDouble({
      namespace,
      setup(ctx) {
        contexts[namespace] = ctx
        ctx.emit('connectors', { connectors: [{ ...pairing, chain: namespace }] })
      },
    }).adapter
  const latch = createLatch({
    adapters: [double('eip155'), double('solana')],
    networks: [devnetA, solanaDevnet],
    storage: memoryStorage(),
  })
  latch.mount()
  return { latch, evm: () => contexts.eip155 as AdapterContext, solana: () => contexts.solana as AdapterContext }
}

/** every status the namespace's account went through, from now on */
function statuses(latch: ReturnType<typeof setup>['latch']): ConnectionStatus[] {
  const seen: ConnectionStatus[] = []
  latch.subscribe(() => {
    const status = latch.getState().accounts.eip155?.status
    if (status && status !== seen.at(-1)) seen.push(status)
  })
  return seen
}

describe('a restored session not vouched for yet', () => {
  it('R-4.5 restored → reconnecting (sessionRestoring) → connected once its transport delivered everything', () => {
    const { latch, context } = setup()
    const seen = statuses(latch)
    context().emit('accountChanged', { ...restored, health: { status: 'reconnecting', reason: 'sessionRestoring' } })
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'reconnecting',
      statusReason: 'sessionRestoring',
      address: ADDRESS,
    })
    context().emit('health', { status: 'connected', reason: 'sessionRestored', connectorId: PAIRING })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', statusReason: 'sessionRestored' })
    expect(seen).toEqual(['reconnecting', 'connected'])
  })

  it('R-4.54 restored → reconnecting → disconnected when the deletion the wallet sent meanwhile arrives: never connected', () => {
    const { latch, context } = setup()
    const seen = statuses(latch)
    context().emit('accountChanged', { ...restored, health: { status: 'reconnecting', reason: 'sessionRestoring' } })
    context().emit('disconnect', { connectorId: PAIRING, reason: 'sessionEnded' })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'disconnected', statusReason: 'sessionEnded' })
    expect(seen).toEqual(['reconnecting', 'disconnected'])
  })

  it('relay down at restore: reconnecting (relayDown); a ping lost meanwhile keeps it so; the relay back and the wallet answering, connected', () => {
    const { latch, context } = setup()
    const seen = statuses(latch)
    context().emit('accountChanged', { ...restored, health: { status: 'reconnecting', reason: 'relayDown' } })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'reconnecting', statusReason: 'relayDown' })
    context().emit('health', { status: 'stale', reason: 'walletNoAnswer', connectorId: PAIRING })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'reconnecting', statusReason: 'relayDown' })
    context().emit('health', { status: 'connected', reason: 'walletAnswered', connectorId: PAIRING })
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', statusReason: 'walletAnswered' })
    expect(seen).toEqual(['reconnecting', 'connected'])
  })

  it('a restore the adapter vouches for (no health) is connected at once, with no reason', () => {
    const { latch, context } = setup()
    context().emit('accountChanged', restored)
    expect(latch.getState().accounts.eip155?.status).toBe('connected')
    expect(latch.getState().accounts.eip155?.statusReason).toBeUndefined()
  })

  it('R-4.53 one session in two namespaces has one health: a namespace restored after the first takes its reconnecting, one restored before it is moved to it, and the confirmation connects both; the first stays the active one', () => {
    const before = setupTwo()
    before.solana().emit('accountChanged', solanaRestored)
    before.evm().emit('accountChanged', { ...restored, health: { status: 'reconnecting', reason: 'sessionRestoring' } })
    expect(before.latch.getState().accounts.solana).toMatchObject({
      status: 'reconnecting',
      statusReason: 'sessionRestoring',
    })

    const after = setupTwo()
    after.evm().emit('accountChanged', { ...restored, health: { status: 'reconnecting', reason: 'sessionRestoring' } })
    after.solana().emit('accountChanged', solanaRestored)
    expect(after.latch.getState().accounts.solana).toMatchObject({
      status: 'reconnecting',
      statusReason: 'sessionRestoring',
    })
    expect(after.latch.getState().activeNamespace).toBe('eip155')
    after.evm().emit('health', { status: 'connected', reason: 'sessionRestored', connectorId: PAIRING })
    expect(after.latch.getState().accounts.eip155?.status).toBe('connected')
    expect(after.latch.getState().accounts.solana?.status).toBe('connected')
  })
})

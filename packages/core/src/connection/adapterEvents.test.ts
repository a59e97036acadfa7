// The typed handler map: every adapter event reaches its own handler with its namespace and payload, no casts.
import { describe, expect, it, vi } from 'vitest'
import { adapterEmit, type AdapterEventHandlers } from './adapterEvents.ts'

function recordingHandlers() {
  const calls: [string, string, unknown][] = []
  const record = (event: string) => (namespace: string, payload: unknown) =>
    void calls.push([event, namespace, payload])
  const handlers: AdapterEventHandlers = {
    accountChanged: record('accountChanged'),
    switchNetwork: record('switchNetwork'),
    disconnect: record('disconnect'),
    connectors: record('connectors'),
    connections: record('connections'),
    pairingUri: record('pairingUri'),
    providerInitFailed: record('providerInitFailed'),
    health: record('health'),
  }
  return { handlers, calls }
}

describe('adapter events', () => {
  it('R-4.45 R-4.46 R-4.48 R-4.49 each event goes to its handler with the namespace of the adapter that emitted it', () => {
    const { handlers, calls } = recordingHandlers()
    const emit = adapterEmit(handlers, 'eip155')
    emit('switchNetwork', { chainId: 10 })
    emit('accountChanged', { address: '0xa', chainId: 1, connectorId: 'w', accounts: ['0xa'] })
    emit('disconnect', {})
    emit('connectors', { connectors: [] })
    emit('connections', { connections: [] })
    emit('pairingUri', { uri: 'wc:1@2', expiresAt: 5 })
    adapterEmit(handlers, 'solana')('disconnect', { connectorId: 'p' })
    expect(calls).toEqual([
      ['switchNetwork', 'eip155', { chainId: 10 }],
      ['accountChanged', 'eip155', { address: '0xa', chainId: 1, connectorId: 'w', accounts: ['0xa'] }],
      ['disconnect', 'eip155', {}],
      ['connectors', 'eip155', { connectors: [] }],
      ['connections', 'eip155', { connections: [] }],
      ['pairingUri', 'eip155', { uri: 'wc:1@2', expiresAt: 5 }],
      ['disconnect', 'solana', { connectorId: 'p' }],
    ])
  })

  it('a map must handle every event, each with its own payload type (checked by npm run typecheck)', () => {
    const handler = vi.fn()
    // @ts-expect-error a map without pairingUri does not compile: a new event cannot go unhandled
    const missing: AdapterEventHandlers = {
      accountChanged: handler,
      switchNetwork: handler,
      disconnect: handler,
      connectors: handler,
      connections: handler,
    }
    const { handlers } = recordingHandlers()
    const typed: AdapterEventHandlers = {
      ...handlers,
      // @ts-expect-error switchNetwork's payload has a chainId, not an address
      switchNetwork: (_namespace, payload: { address: string }) => handler(payload.address),
    }
    // @ts-expect-error an emit checks the payload against its event
    adapterEmit(typed, 'eip155')('switchNetwork', { address: '0xa' })
    expect(missing).toBeDefined()
  })
})

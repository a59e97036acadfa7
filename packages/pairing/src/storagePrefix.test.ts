// Storage prefixes come from each instance's options, so they do not depend on the order instances are created in.
import { defineNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { memoryKeyValueStorage } from './memoryStorage.ts'
import { createPairingCore } from './provider.ts'
import { pairingStoragePrefix } from './storagePrefix.ts'

const network = (id: number) =>
  defineNetwork({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
const metadata = { name: 'Latch', description: 'test', url: 'http://127.0.0.1:5173', icons: [] }
const first = { relayUrl: 'ws://127.0.0.1:8787/relay', projectId: 'p1', metadata, networks: [network(1), network(10)] }
const second = { ...first, networks: [network(137)] }

/** the prefix the Core was built with, as it keys its storage (':' + prefix) */
const coreOf = (options: typeof first) =>
  createPairingCore({ ...options, storage: memoryKeyValueStorage() }).customStoragePrefix

describe('pairing storage prefix', () => {
  it('two instances get the same prefixes whichever is created first', () => {
    const inOrder = [coreOf(first), coreOf(second)]
    const reversed = [coreOf(second), coreOf(first)].reverse()
    expect(inOrder).toEqual(reversed)
    expect(inOrder[0]).not.toBe(inOrder[1])
    expect(inOrder[0]).toBe(`:${pairingStoragePrefix(first)}`)
  })

  it('is stable for the same options, whatever the network order; an explicit storagePrefix wins', () => {
    expect(pairingStoragePrefix(first)).toBe(
      pairingStoragePrefix({ ...first, networks: [...first.networks].reverse() }),
    )
    expect(pairingStoragePrefix(first)).toMatch(/^latch:p1:[0-9a-z]+$/)
    expect(pairingStoragePrefix({ ...first, relayUrl: 'ws://other/relay' })).not.toBe(pairingStoragePrefix(first))
    expect(pairingStoragePrefix({ ...first, storagePrefix: 'mine' })).toBe('mine')
  })
})

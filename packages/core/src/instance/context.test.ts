// What createLatch refuses in its options (SPEC §5, §8): each with a clear error and no instance.
import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../networks/defineNetwork.ts'
import { adapterDouble, devnetA, setup } from '../testDoubles.ts'
import { createLatch } from '../latch.ts'
import type { ChainNamespace } from '../types.ts'

const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

describe('createLatch options', () => {
  it('R-8.65 a network of a namespace outside SPEC §1 is an unsupported chain namespace', () => {
    const tron = { ...devnetA, chainNamespace: 'tron' as ChainNamespace, caipNetworkId: 'tron:1' as const }
    expect(() => createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA, tron] })).toThrow(
      'Unsupported chain namespace',
    )
  })

  it('R-5.27 a network needs an adapter for its namespace', () => {
    expect(() => createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA, solana] })).toThrow(
      'No adapter exists for namespace solana',
    )
  })

  it('R-5.5 R-2.30 the theme mode is light or dark, in the options and when set', () => {
    expect(() =>
      createLatch({ adapters: [adapterDouble().adapter], networks: [devnetA], themeMode: 'sepia' as 'dark' }),
    ).toThrow('The theme mode must be light or dark')
    const { latch } = setup()
    expect(() => latch.setThemeMode('system' as 'dark')).toThrow('The theme mode must be light or dark')
    expect(latch.getState().themeMode).toBe('dark')
  })
})

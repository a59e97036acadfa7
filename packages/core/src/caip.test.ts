import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseChainId } from './caip.ts'
import { defineNetwork } from './networks/defineNetwork.ts'

describe('parseChainId', () => {
  it('reads a chain id however a wallet or the pairing protocol sends it', () => {
    expect(parseChainId(31337)).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('eip155:31337')).toBe(31337)
    expect(parseChainId('eip155:0x7a69')).toBe(31337)
  })
})

describe('parseCaipAddress', () => {
  it('R-5.19 R-8.40 reads namespace, chain and address; anything else is an Invalid CAIP Address', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc' })
    for (const bad of ['eip155:1', 'eip155::0xabc', 'a:b:c:d'])
      expect(() => parseCaipAddress(bad)).toThrow('Invalid CAIP Address')
  })
})

describe('defineNetwork', () => {
  it('R-3.21 R-3.22 R-3.23 R-3.24 builds the SPEC §3 Network: CAIP-2 id, eip155 unless told, chainDefault from default', () => {
    const fields = {
      id: 10,
      name: 'OP Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://op.rpc.test'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'https://op.explorer.test' } },
      assets: { imageId: 'op', imageUrl: 'https://op.test/op.png' },
    }
    expect(defineNetwork(fields)).toEqual({
      id: 10,
      caipNetworkId: 'eip155:10',
      name: 'OP Mainnet',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
      rpcUrls: { default: { http: ['https://op.rpc.test'] }, chainDefault: { http: ['https://op.rpc.test'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'https://op.explorer.test' } },
      assets: { imageId: 'op', imageUrl: 'https://op.test/op.png' },
    })
    // a testnet of another namespace, with a chainDefault of its own
    const devnet = defineNetwork({
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      name: 'Solana Devnet',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://sol.rpc.test'] }, chainDefault: { http: ['https://sol.chain.test'] } },
      testnet: true,
    })
    expect(devnet).toMatchObject({
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['https://sol.rpc.test'] }, chainDefault: { http: ['https://sol.chain.test'] } },
      testnet: true,
    })
  })
})

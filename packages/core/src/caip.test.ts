import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseChainId } from './caip.ts'

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
    for (const bad of ['eip155:1', 'eip155::0xabc', 'a:b:c:d']) expect(() => parseCaipAddress(bad)).toThrow('Invalid CAIP Address')
  })
})

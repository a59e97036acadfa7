import { describe, expect, it } from 'vitest'
import { parseChainId } from './caip.ts'

describe('parseChainId', () => {
  it('reads a chain id however a wallet or the pairing protocol sends it', () => {
    expect(parseChainId(31337)).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('eip155:31337')).toBe(31337)
    expect(parseChainId('eip155:0x7a69')).toBe(31337)
  })
})

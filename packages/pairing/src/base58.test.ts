import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('base58 (the encoding of a solana_signMessage message, R-7.60)', () => {
  it.each([
    [Uint8Array.of(), ''],
    [Uint8Array.of(0), '1'],
    [Uint8Array.of(0, 0, 1), '112'],
    [utf8('a'), '2g'],
    [utf8('abc'), 'ZiCa'],
    [utf8('Hello World!'), '2NEpo7TZRRrLZSi2U'],
    [Uint8Array.of(0, 0, 0, 0x28, 0x7f, 0xb4, 0xcd), '111233QC4'],
  ])('R-7.60 encodes %o as %s and decodes it back', (bytes, text) => {
    expect(base58Encode(bytes)).toBe(text)
    expect(base58Decode(text)).toEqual(bytes)
  })

  it('round-trips a 64-byte value such as an ed25519 signature', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
  })

  it('rejects characters outside the alphabet (0, O, I, l)', () => {
    expect(() => base58Decode('10OIl')).toThrow(/Invalid base58 character/)
  })
})

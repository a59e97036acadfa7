// No SPEC rule: encodings used by the key scheme (apps/frame/KEYS.md).
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { concatBytes, fromBase58, fromBase64Url, randomBytes, toBase58, toBase64Url } from './bytes.ts'

const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16))

describe('bytes', () => {
  it('encodes base58 like Bitcoin/Solana (reference vectors)', () => {
    expect(toBase58(new Uint8Array())).toBe('')
    expect(toBase58(hex('61'))).toBe('2g')
    expect(toBase58(hex('626262'))).toBe('a3gV')
    expect(toBase58(hex('516b6fcd0f'))).toBe('ABnLTmg')
    expect(toBase58(new TextEncoder().encode('Hello World'))).toBe('JxF12TrwUP45BMd')
    expect(toBase58(hex('00eb15231dfceb60925886b67d065299925915aeb172c06647'))).toBe(
      '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L',
    )
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  it('decodes base58 back to the same bytes, leading zeros included, and rejects other characters', () => {
    for (const h of [
      '',
      '61',
      '626262',
      '516b6fcd0f',
      '00eb15231dfceb60925886b67d065299925915aeb172c06647',
      '00'.repeat(32),
    ]) {
      expect(fromBase58(toBase58(hex(h)))).toEqual(hex(h))
    }
    expect(() => fromBase58('0OIl')).toThrow('Invalid base58 message')
  })

  it('round-trips base64url for every length and rejects other alphabets', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n)
      const text = toBase64Url(bytes)
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
      expect(fromBase64Url(text)).toEqual(bytes)
    }
    expect(() => fromBase64Url('ab+/')).toThrow(TypeError)
  })

  it('concatenates', () => {
    expect(bytesToHex(concatBytes(hex('00ff'), hex('10')))).toBe('0x00ff10')
  })
})

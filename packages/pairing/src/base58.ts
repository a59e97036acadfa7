// Base58 (the Bitcoin alphabet), as solana_signMessage carries its message (SPEC §7, R-7.60): a few
// lines here rather than a dependency in the browser bundle.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bytes as base58 text, the encoding of Solana addresses and signatures.
 *
 * @example
 * ```ts
 * base58Encode(new Uint8Array([0, 1, 2])) // '15T'
 * ```
 */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // base-256 digits to base-58 digits, least significant first
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] as number
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] as number) << 8
      digits[j] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  // each leading zero byte is a leading '1'
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/**
 * The bytes of base58 text, the encoding of Solana addresses and signatures.
 *
 * @example
 * ```ts
 * base58Decode('15T') // Uint8Array [0, 1, 2]
 * ```
 */
export function base58Decode(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = []
  for (let i = zeros; i < text.length; i++) {
    let carry = ALPHABET.indexOf(text[i] as string)
    if (carry < 0) throw new Error(`Invalid base58 character '${text[i]}'`)
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] as number) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

// base58 (Bitcoin alphabet) decoding for solana_signMessage, whose message arrives base58-encoded.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function fromBase58(text: string): Uint8Array {
  let n = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error('Invalid base58 message')
    n = n * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

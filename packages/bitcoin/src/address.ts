// Bitcoin's address rule for Send (SPEC §5 names none for Bitcoin; this is Bitcoin's own): a segwit address in bech32
// (v0) or bech32m (v1+, BIP-350) with a valid checksum on mainnet (bc1), testnet/signet (tb1) or regtest (bcrt1), or
// a legacy base58 address (1…, 3…, m…, n…, 2…). Dependency-free: it ships in the first-paint half.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const BECH32 = 1
const BECH32M = 0x2bc830a3
const HRPS = ['bc', 'tb', 'bcrt']

function polymod(values: number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= GENERATORS[bit] as number
  }
  return checksum >>> 0
}

/** a segwit address: HRP, checksum (bech32 for v0, bech32m after), witness program of a valid length */
function isSegwitAddress(value: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false
  const lower = value.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const hrp = lower.slice(0, separator)
  const data = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char))
  if (!HRPS.includes(hrp) || data.length < 7 || lower.length > 90 || data.some((digit) => digit < 0)) return false
  const expanded = [
    ...[...hrp].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((char) => char.charCodeAt(0) & 31),
    ...data,
  ]
  const version = data[0] as number
  if (polymod(expanded) !== (version === 0 ? BECH32 : BECH32M) || version > 16) return false
  // the program: 5-bit groups after the version, less the 6 checksum digits, as bytes
  const programBytes = Math.floor(((data.length - 7) * 5) / 8)
  if (programBytes < 2 || programBytes > 40) return false
  return version !== 0 || programBytes === 20 || programBytes === 32
}

const LEGACY = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * true for a mainnet, testnet, signet or regtest Bitcoin address
 *
 * @example
 * ```ts
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * ```
 */
export const isBitcoinAddress = (value: string): boolean => isSegwitAddress(value) || LEGACY.test(value)

/** true when a valid address belongs to a network with these prefixes: its bech32 HRP, or its base58 version's
 * first character (1 and 3 on mainnet; m, n and 2 on testnet, signet and regtest) */
export function isAddressOn(value: string, prefixes: { bech32: string; pubKeyHash: number }): boolean {
  if (!isBitcoinAddress(value)) return false
  if (isSegwitAddress(value)) return value.toLowerCase().startsWith(`${prefixes.bech32}1`)
  return prefixes.pubKeyHash === 0 ? /^[13]/.test(value) : /^[mn2]/.test(value)
}

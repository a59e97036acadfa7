// A Bitcoin sign-in's signature: BIP-322 (simple: P2WPKH, P2SH-P2WPKH, single-key P2TR; legacy addresses by BIP-137),
// base64, as Bitcoin wallets' signMessage answers. bip322-js does the work; a malformed signature is just invalid.
import { Verifier } from 'bip322-js'

/** true only for a BIP-322 signature of `message` by `address` (mainnet, testnet or regtest) */
export function bip322SignatureValid(address: string, message: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}

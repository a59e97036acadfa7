// A Bitcoin sign-in's signature: BIP-322 simple (P2WPKH, single-key P2TR), base64, as Bitcoin wallets' signMessage
// answers. @latch/bitcoin/bip322 does the work over @scure/btc-signer and @noble/curves (checked on BIP-322's vectors
// and against bip322-js there); a malformed signature is just invalid.
import { verifyBip322 } from '@latch/bitcoin/bip322'

/** true only for a BIP-322 signature of `message` by `address` (mainnet, testnet or regtest) */
export function bip322SignatureValid(address: string, message: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  return verifyBip322(address, message, signature)
}

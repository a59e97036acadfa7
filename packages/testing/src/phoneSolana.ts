// The phone wallet's Solana account: an ed25519 key whose base58 public key is the address, and its message signature
// as the WalletConnect `solana_signMessage` method carries both (base58, encoded here apart from any dApp's encoder).
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

export interface PhoneSolanaAccount {
  address: string
  publicKey: Uint8Array
  /** the signature of base58 `message`, base58 */
  signMessage(message: string): string
}

/** a new random account */
export function newSolanaAccount(): PhoneSolanaAccount {
  const secret = ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(secret)
  return {
    address: base58.encode(publicKey),
    publicKey,
    signMessage: (message) => base58.encode(ed25519.sign(base58.decode(message), secret)),
  }
}

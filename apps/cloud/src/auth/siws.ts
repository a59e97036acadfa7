// Sign In With Solana (Phantom's SIWS, the CAIP-122 text the modal's own Solana sign-in writes) for the embedded
// wallet's account: the same nonces and checks as EIP-4361, read with the shared CAIP-122 parser and verified with
// ed25519 by the key the message's base58 address is. A linked Solana wallet is an identity of the user (issuer
// `solana`, subject the address as written: base58 is case-sensitive).
import { ed25519SignatureValid, parseCaip122Text } from '@latch/core/server'
import { pageProblem } from './signedPage.ts'

/** the identity issuer of a wallet linked by a SIWS signature */
export const SIWS_ISSUER = 'solana'
/** the session provider of a sign-in with a linked Solana wallet */
export const SIWS_PROVIDER = 'siws'

/** the message is a Sign In With Solana text (its first line names the account's chain) */
export const isSiwsText = (text: string) => /^[^\n]+ wants you to sign in with your Solana account:\n/.test(text)

/** why the SIWS message's fields are not what the cloud asked for, or its address and nonce */
export function checkSiwsFields(
  text: string,
  originAllowed: (origin: string) => boolean,
  now: number,
): { address: string; nonce: string } | { problem: string } {
  const message = parseCaip122Text(text)
  const problem = (reason: string) => ({ problem: reason })
  if (!message?.chainId.startsWith('solana:')) return problem('not a SIWS message')
  const wrong = pageProblem(message, originAllowed, now)
  if (wrong) return problem(wrong)
  return { address: message.accountAddress, nonce: message.nonce }
}

/** true only for an ed25519 signature (base58) of the message's UTF-8 bytes by `address` */
export const siwsSignatureValid = (address: string, message: string, signature: string) =>
  ed25519SignatureValid(address, message, signature)

// Sign In With Solana (Phantom's SIWS, the CAIP-122 text the modal's own Solana sign-in writes) for the embedded
// wallet's account: the same nonces and checks as EIP-4361, read with the shared CAIP-122 parser and verified with
// ed25519 by the key the message's base58 address is. A linked Solana wallet is an identity of the user (issuer
// `solana`, subject the address as written: base58 is case-sensitive).
import { ed25519SignatureValid, parseCaip122Text } from '@latch/core/server'

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
  if (!message || !message.chainId.startsWith('solana:')) return problem('not a SIWS message')
  let page: URL
  try {
    page = new URL(message.uri)
  } catch {
    return problem('uri is not a URL')
  }
  // the domain is the page that asked for the signature: one the project allows, and the uri's own
  if (message.domain !== page.host) return problem(`domain ${message.domain} is not the uri's ${page.host}`)
  if (!originAllowed(page.origin)) return problem(`origin ${page.origin} is not allowed`)
  // an unreadable date compares false, so it is refused too
  if (message.notBefore && !(Date.parse(message.notBefore) <= now)) return problem('not valid yet')
  if (message.expirationTime && !(now < Date.parse(message.expirationTime))) return problem('expired')
  return { address: message.accountAddress, nonce: message.nonce }
}

/** true only for an ed25519 signature (base58) of the message's UTF-8 bytes by `address` */
export const siwsSignatureValid = (address: string, message: string, signature: string) =>
  ed25519SignatureValid(address, message, signature)

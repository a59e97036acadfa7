// The wallet's key (the EOA) owns the user's Safe. Signed by the EOA, the Safe's own typed data (a SafeTx, a
// SafeMessage: verifyingContract is the Safe), the Safe4337Module's SafeOp (verifyingContract is the module) or a bare
// 32-byte hash (Safe counts an eth_sign of its transaction hash as the owner's approval) moves the smart account's
// funds behind a generic card. The EOA never signs them: the smart account signs for itself, on its own card.
import { latchError } from '@latch/core'
import { hexToString, isHex, size, type TypedDataDefinition } from 'viem'
import { SAFE_ADDRESSES } from '@latch/core/internal'

export const OWN_ACCOUNT_TEXTS = {
  smartAccountData: "The wallet's key does not sign for your smart account: use the smart account to sign this",
  bareHash: "The wallet's key does not sign a bare 32-byte hash: it could approve a transaction of your smart account",
} as const

/** refuses typed data whose domain is the user's own Safe or the 4337 module */
export function refuseOwnAccountTypedData(data: TypedDataDefinition, smartAccount: string): void {
  const contract = (data.domain as { verifyingContract?: unknown } | undefined)?.verifyingContract
  if (typeof contract !== 'string') return
  const target = contract.toLowerCase()
  if (target === smartAccount.toLowerCase() || target === SAFE_ADDRESSES.safe4337ModuleAddress.toLowerCase())
    throw latchError('OwnAccountSignatureRefused', { params: { reason: OWN_ACCOUNT_TEXTS.smartAccountData } })
}

/** refuses personal_sign of exactly 32 bytes that are not text: the shape of a transaction hash */
export function refuseBareHash(message: string): void {
  if (!isHex(message) || size(message) !== 32) return
  let text: string | undefined
  try {
    text = hexToString(message)
  } catch {
    text = undefined
  }
  if (text === undefined || !/^[\x20-\x7e]*$/.test(text))
    throw latchError('OwnAccountSignatureRefused', { params: { reason: OWN_ACCOUNT_TEXTS.bareHash } })
}

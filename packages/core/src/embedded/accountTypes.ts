// Preferred account types per namespace (SPEC §3, §4, §6).
import type { AccountType, ChainNamespace } from '../types.ts'
import type { EmbeddedFrame } from './types.ts'
import { withRequest } from './withRequest.ts'

export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

/** Bitcoin derives payment and ordinal accounts at fixed indexes */
export const BITCOIN_ACCOUNT_INDEX = { payment: 0, ordinal: 1 } as const

/** asks the wallet for the type; when that fails the account falls back to eoa */
export async function setPreferredAccountType(
  set: (type: AccountType) => Promise<unknown>,
  type: AccountType,
): Promise<AccountType> {
  try {
    await set(type)
    return type
  } catch {
    return 'eoa'
  }
}

/** an EVM chain is asked for by its number; a Solana network by its CAIP-2 id */
const isEvmChain = (chainId: unknown) =>
  typeof chainId === 'number' || (typeof chainId === 'string' && !chainId.includes(':'))

/**
 * The frame with the page's preferred EVM account type on every GET_USER that names no type (SPEC §3 get user): the
 * frame answers with the smart account at once, so the account shown after a sign-in is never its owner first.
 */
export function withPreferredAccountType(frame: EmbeddedFrame, preferred: () => AccountType): EmbeddedFrame {
  return withRequest(frame, (name, payload) => {
    const asked = (payload ?? {}) as { chainId?: unknown; preferredAccountType?: unknown }
    if (name !== 'GET_USER' || asked.preferredAccountType !== undefined || !isEvmChain(asked.chainId))
      return frame.request(name, payload)
    return frame.request(name, { ...asked, preferredAccountType: preferred() })
  })
}

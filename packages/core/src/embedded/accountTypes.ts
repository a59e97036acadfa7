// Preferred account types per namespace (SPEC §3, §4, §6).
import type { AccountType, ChainNamespace } from '../types.ts'

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

// The devnet's funded accounts (the public `test … junk` mnemonic): a stand-in wallet's keys, never real funds.
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'

export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_ACCOUNTS: HDAccount[] = Array.from({ length: 10 }, (_, addressIndex) =>
  mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
)

export function accountFor(address: string): HDAccount | undefined {
  return DEV_ACCOUNTS.find((account) => account.address.toLowerCase() === address.toLowerCase())
}

/** the account the wallet starts on (and Farcaster's fid 1 custody): #0 deploys the devnet's contracts */
export const DEFAULT_ACCOUNT: HDAccount = DEV_ACCOUNTS[1]!

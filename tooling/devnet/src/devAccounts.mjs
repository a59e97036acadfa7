// The devnet's public mnemonic and the keys taken from it, in one place: devnet.mjs, erc4337.mjs and paymaster.mjs
// each need an account of it, and erc4337.mjs cannot import devnet.mjs (devnet.mjs imports it).
import { mnemonicToAccount } from 'viem/accounts'

export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** the account at `addressIndex` of the dev mnemonic (0–9 are the funded dev accounts) */
export const devAccountAt = (addressIndex) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })

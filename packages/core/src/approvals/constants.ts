// The numbers and addresses the approval intents and warnings are judged by (no viem here: the modal's warnings load
// without it).

/**
 * An amount at or above this is "unlimited": the maximum of uint256 (ERC-20's usual "infinite"), of uint160 (Permit2's),
 * and of uint96 (tokens that store balances in 96 bits) are all above every real balance.
 */
export const UNLIMITED_THRESHOLD = 2n ** 96n - 1n

/** Permit2's own address, the same on every chain (CREATE2) */
export const PERMIT2_ADDRESS = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/** Seaport 1.5 and 1.6, the same on every chain */
export const SEAPORT_ADDRESSES: readonly string[] = [
  '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC',
  '0x0000000000000068F116a894984e2DB1123eB395',
]

/** a contract younger than this (seconds) is "deployed minutes ago": drainers are deployed just before they are used */
export const NEW_CONTRACT_SECONDS = 60 * 60

/** hex characters compared at each end of an address for look-alikes: what a shortened address shows (0x1234…abcd) */
export const LOOKALIKE_CHARS = 4

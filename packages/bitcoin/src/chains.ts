// Bitcoin networks as CAIP-2 names them (bip122: the first 32 hex digits of the genesis block hash), as the Wallet
// Standard names them, and their address prefixes (as @scure/btc-signer takes them).
import type { Network } from '@latch/core'

export interface BitcoinAddressPrefixes {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const MAINNET: BitcoinAddressPrefixes = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TESTNET: BitcoinAddressPrefixes = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: BitcoinAddressPrefixes = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

const KNOWN: Readonly<Record<string, { prefixes: BitcoinAddressPrefixes; wallet: `bitcoin:${string}` }>> = {
  'bip122:000000000019d6689c085ae165831e93': { prefixes: MAINNET, wallet: 'bitcoin:mainnet' },
  'bip122:000000000933ea01ad0ee984209779ba': { prefixes: TESTNET, wallet: 'bitcoin:testnet' },
  'bip122:00000000da84f2bafbbc53dee25a72ae': { prefixes: TESTNET, wallet: 'bitcoin:testnet' },
  'bip122:00000008819873e925422c1ff0f99f7c': { prefixes: TESTNET, wallet: 'bitcoin:signet' },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { prefixes: REGTEST, wallet: 'bitcoin:regtest' },
}

/** the address prefixes of a network; an unknown bip122 network is taken for a regtest one */
export const prefixesOf = (network: Pick<Network, 'caipNetworkId'>): BitcoinAddressPrefixes =>
  KNOWN[network.caipNetworkId]?.prefixes ?? REGTEST

/** the chain a Wallet Standard wallet is asked for */
export const walletChainOf = (network: Pick<Network, 'caipNetworkId'>): `bitcoin:${string}` =>
  KNOWN[network.caipNetworkId]?.wallet ?? 'bitcoin:regtest'

/** the account type of an address: P2TR (witness v1, '…1p…') holds ordinals, every other kind pays */
export const accountTypeOf = (address: string, prefixes: BitcoinAddressPrefixes): 'payment' | 'ordinal' =>
  address.toLowerCase().startsWith(`${prefixes.bech32}1p`) ? 'ordinal' : 'payment'

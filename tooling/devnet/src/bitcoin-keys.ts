// The Bitcoin regtest devnet's dev keys: BIP-32 keys from a fixed seed, PUBLIC like the EVM devnet's `test … junk`
// mnemonic (stand-in wallets sign with them, never with real funds). Each dev key is one wallet with the two accounts
// SPEC §3 gives Bitcoin: payment (index 0, P2WPKH, BIP-84 path) and ordinal (index 1, P2TR, BIP-86 path).
import { createHash } from 'node:crypto'
import { HDKey } from '@scure/bip32'
import { p2tr, p2wpkh } from '@scure/btc-signer'

/** regtest's address prefixes (Bitcoin Core's chainparams): bech32 'bcrt', base58 0x6f / 0xc4 */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const
export const BITCOIN_DEV_KEY_COUNT = 10

export type BitcoinAccountType = 'payment' | 'ordinal'

export interface BitcoinDevAccount {
  type: BitcoinAccountType
  address: string
  /** 33-byte compressed key for payment (P2WPKH), 32-byte x-only internal key for ordinal (P2TR), hex */
  publicKey: string
  path: string
  secret: Uint8Array
}

export interface BitcoinDevKey {
  payment: BitcoinDevAccount
  ordinal: BitcoinDevAccount
}

const seed = (): Uint8Array => Uint8Array.from(createHash('sha256').update('latch devnet bitcoin seed').digest())
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

/** the accounts of dev key `index` (BIP-84 / BIP-86 on coin type 1, the test networks') */
export function bitcoinDevKey(index: number): BitcoinDevKey {
  const master = HDKey.fromMasterSeed(seed())
  const derive = (type: BitcoinAccountType, path: string): BitcoinDevAccount => {
    const key = master.derive(path)
    if (!key.privateKey || !key.publicKey) throw new Error(`no key at ${path}`)
    const compressed = key.publicKey
    const xOnly = compressed.slice(1)
    const address = type === 'payment' ? p2wpkh(compressed, REGTEST).address : p2tr(xOnly, undefined, REGTEST).address
    if (!address) throw new Error(`no address at ${path}`)
    return { type, address, publicKey: hex(type === 'payment' ? compressed : xOnly), path, secret: key.privateKey }
  }
  return { payment: derive('payment', `m/84'/1'/0'/0/${index}`), ordinal: derive('ordinal', `m/86'/1'/0'/0/${index}`) }
}

export const bitcoinDevKeys = (): BitcoinDevKey[] =>
  Array.from({ length: BITCOIN_DEV_KEY_COUNT }, (_, index) => bitcoinDevKey(index))

/** dev key `index`'s accounts as a wallet build takes them (the phone wallet's bip122 accounts), secrets in hex */
export const bitcoinWalletAccounts = (index: number) => {
  const key = bitcoinDevKey(index)
  return [key.payment, key.ordinal].map(({ type, address, publicKey, path, secret }) => ({
    type,
    address,
    publicKey,
    path,
    secretHex: hex(secret),
  }))
}

// The wallet's Bitcoin accounts (a regtest dev key's payment and ordinal accounts, public like the EVM mnemonic): it
// approves the bip122 namespace and answers getAccountAddresses, signMessage (BIP-322) and signPsbt.
import { base64 } from '@scure/base'
import { bitcoinKeyring, fromHex, type KeyringAccount } from './bitcoin-keyring.ts'
import { WalletRequestError } from './requests.ts'

const chain: string = import.meta.env.VITE_BITCOIN_CHAIN ?? ''
const accountsJson: string = import.meta.env.VITE_BITCOIN_ACCOUNTS ?? ''
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

type BuiltAccount = Omit<KeyringAccount, 'secret'> & { secretHex: string }
const built: BuiltAccount[] = accountsJson ? (JSON.parse(accountsJson) as BuiltAccount[]) : []
const payment = built.find((account) => account.type === 'payment')
const ordinal = built.find((account) => account.type === 'ordinal')
const keyring =
  chain && payment && ordinal
    ? bitcoinKeyring(
        {
          payment: { ...payment, secret: fromHex(payment.secretHex) },
          ordinal: { ...ordinal, secret: fromHex(ordinal.secretHex) },
        },
        REGTEST,
      )
    : undefined

/** the Bitcoin network (its CAIP-2 id) and accounts, payment first, when the build names a regtest network */
export const BITCOIN = keyring
  ? {
      chain,
      accounts: keyring.accounts.map(({ type, address, publicKey, path }) => ({ type, address, publicKey, path })),
    }
  : undefined

/** the bip122 methods the wallet answers; getAccountAddresses is a read, answered without asking */
export const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt']
export const BITCOIN_EVENTS = ['bip122_addressesChanged']

const record = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}

/** getAccountAddresses: the typed accounts (WalletConnect's bip122 shape: address, publicKey, path, intention) */
export function bitcoinAddresses(): { address: string; publicKey: string; path: string; intention: string }[] {
  return (BITCOIN?.accounts ?? []).map(({ address, publicKey, path, type }) => ({
    address,
    publicKey,
    path,
    intention: type,
  }))
}

export async function executeBitcoinRequest(method: string, params: unknown): Promise<unknown> {
  if (!keyring) throw new WalletRequestError(4200, 'This wallet has no Bitcoin account')
  const input = record(params)
  if (method === 'getAccountAddresses') return bitcoinAddresses()
  if (method === 'signMessage') {
    if (typeof input.message !== 'string' || typeof input.address !== 'string')
      throw new WalletRequestError(-32602, 'signMessage needs a message and an address')
    const signature = keyring.signMessage(input.address, new TextEncoder().encode(input.message))
    return { address: input.address, signature }
  }
  if (method === 'signPsbt') {
    if (typeof input.psbt !== 'string' || !Array.isArray(input.signInputs))
      throw new WalletRequestError(-32602, 'signPsbt needs a psbt and signInputs')
    const byAddress = new Map<string, number[]>()
    for (const entry of input.signInputs as { address: string; index: number }[])
      byAddress.set(entry.address, [...(byAddress.get(entry.address) ?? []), entry.index])
    const signed = keyring.signPsbt(
      base64.decode(input.psbt),
      [...byAddress].map(([address, indexes]) => ({ address, indexes })),
    )
    return { psbt: base64.encode(signed) }
  }
  throw new WalletRequestError(4200, `Unsupported method ${method}`)
}

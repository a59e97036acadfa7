// The keys side of the Bitcoin test wallet, in the test's process: what the page's binding calls to sign (BIP-322
// messages, PSBT inputs), and the accounts' public parts the page takes.
import type { BitcoinWalletAccount } from './bitcoinWallet.ts'

/** What the keys side answers: signMessage → base64 BIP-322 signature, signPsbt → signed PSBT hex */
export type BitcoinKeysCall = (method: 'signMessage' | 'signPsbt', params: Record<string, unknown>) => Promise<string>

/**
 * The keys that sign for the Bitcoin wallet, in the test's process: BIP-322 simple message signatures (base64) and
 * PSBT inputs. `@scure/btc-signer` gives both in a few lines; Latch's own suite uses its test wallet's keyring.
 */
export interface BitcoinKeyring {
  accounts: readonly BitcoinWalletAccount[]
  signMessage(address: string, message: Uint8Array): string
  signPsbt(psbt: Uint8Array, inputs: { address: string; indexes: number[] }[]): Uint8Array
}

/**
 * The keys side as the page's binding calls it (hex in, hex or base64 out). Several keyrings sign each for its own
 * addresses: a wallet moved to another account (`moveBitcoinWalletToAccounts`) signs with the other keyring.
 *
 * @example
 * ```ts
 * const keys = bitcoinKeysCall(keyring)
 * await keys('signMessage', { address: keyring.accounts[0]!.address, message: '68656c6c6f' })
 * ```
 */
export function bitcoinKeysCall(...keyrings: [BitcoinKeyring, ...BitcoinKeyring[]]): BitcoinKeysCall {
  const holding = (address: string) =>
    keyrings.find((keyring) => keyring.accounts.some((account) => account.address === address)) ?? keyrings[0]
  return async (method, params) => {
    const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    if (method === 'signMessage')
      return holding(String(params.address)).signMessage(String(params.address), bytes(String(params.message)))
    const inputs = params.inputs as { address: string; indexes: number[] }[]
    const signed = holding(inputs[0]?.address ?? '').signPsbt(bytes(String(params.psbt)), inputs)
    return Array.from(signed, (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}

/**
 * The keyring's accounts as the page part takes them (the public parts only).
 *
 * @example
 * ```ts
 * const options = { name: 'Test Bitcoin', icon: TEST_WALLET_ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring) }
 * ```
 */
export function walletAccountsOf(keyring: BitcoinKeyring): BitcoinWalletAccount[] {
  return keyring.accounts.map(({ address, publicKey, path, type }) => ({ address, publicKey, path, type }))
}

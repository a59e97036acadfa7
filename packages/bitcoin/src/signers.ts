// The ways a Bitcoin wallet signs (loaded with the heavy half): a Wallet Standard wallet (bitcoin:connect,
// bitcoin:signMessage, bitcoin:signTransaction), a sats-connect provider (getAccounts, signMessage, signPsbt) and the
// pairing session's bip122 accounts (the universal adapter's getAccountAddresses, signMessage, signPsbt; ).
import type { AccountEntry, Network } from '@latch/core'
import { pairingAccounts, pairingProviderOf } from '@latch/pairing/session'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { accountTypeOf, prefixesOf, walletChainOf } from './chains.ts'
import type { SatsConnectProvider } from './discovery.ts'
import { latchError } from '@latch/core'

/** the inputs a signer signs: for each of its addresses, the input indexes */
export type InputsToSign = { address: string; indexes: number[] }[]

export interface BitcoinSigner {
  /** payment first (index 0), then ordinal (index 1) */
  accounts: AccountEntry[]
  /** BIP-322 signature, base64 */
  signMessage(address: string, message: string): Promise<string>
  /** signs the PSBT's inputs; the PSBT comes back signed (finalized or not) */
  signPsbt(psbt: Uint8Array, inputs: InputsToSign): Promise<Uint8Array>
  provider: unknown
  disconnect(): Promise<void>
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toHex = (bytes: ArrayLike<number>): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** the accounts in SPEC's order: payment (index 0) before ordinal (index 1); each carries its namespace */
function entriesOf(
  accounts: { address: string; publicKey?: string; path?: string; purpose?: string }[],
  network: Network,
): AccountEntry[] {
  const prefixes = prefixesOf(network)
  const entries = accounts.map(
    (account): AccountEntry => ({
      address: account.address,
      type:
        account.purpose === 'ordinals' || account.purpose === 'ordinal'
          ? 'ordinal'
          : account.purpose === 'payment'
            ? 'payment'
            : accountTypeOf(account.address, prefixes),
      ...(account.publicKey ? { publicKey: account.publicKey } : {}),
      ...(account.path ? { path: account.path } : {}),
      namespace: 'bip122',
    }),
  )
  return [
    ...entries.filter((entry) => entry.type === 'payment'),
    ...entries.filter((entry) => entry.type === 'ordinal'),
  ]
}

/** a rejection in the wallet keeps EIP-1193's 4001, so core tells it from a failure */
const rejected = (message: string) => Object.assign(new Error(message), { code: 4001 })

type StandardFeatures = {
  'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }> }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        chain?: string
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
}

/** `onChange` hears standard:events: the wallet's accounts on this network after a change (none: it disconnected the app) */
export async function walletStandardSigner(
  wallet: Wallet,
  network: Network,
  onChange: (accounts: AccountEntry[]) => void = () => {},
): Promise<BitcoinSigner> {
  const features = wallet.features as unknown as StandardFeatures
  const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  const chain = walletChainOf(network)
  const onChainOf = (listed: readonly WalletAccount[]) =>
    listed.filter((account) => account.chains.length === 0 || account.chains.includes(chain))
  const entriesFor = (listed: readonly WalletAccount[]) =>
    entriesOf(
      listed.map((account) => ({ address: account.address, publicKey: toHex(account.publicKey), ...pathOf(account) })),
      network,
    )
  const onChain = onChainOf(accounts)
  const byAddress = new Map(onChain.map((account) => [account.address, account]))
  let entries = entriesFor(onChain)
  if (!entries.length)
    throw latchError('WalletHasNoAccount', { params: { reason: `${wallet.name} gave no account on ${network.name}` } })
  const off = features['standard:events']?.on('change', (properties) => {
    if (!properties.accounts) return
    const next = onChainOf(properties.accounts)
    for (const account of next) byAddress.set(account.address, account)
    entries = entriesFor(next)
    onChange(entries)
  })
  const accountOf = (address: string) => {
    const account = byAddress.get(address)
    if (!account)
      throw latchError('WalletHasNoAccount', { params: { reason: `${wallet.name} has no account ${address}` } })
    return account
  }
  return {
    get accounts() {
      return entries
    },
    async signMessage(address, message) {
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no signature' } })
      return toBase64(Uint8Array.from(output.signature))
    },
    async signPsbt(psbt, inputs) {
      const inputsToSign = inputs.map(({ address, indexes }) => ({
        account: accountOf(address),
        signingIndexes: indexes,
      }))
      const [output] = await features['bitcoin:signTransaction'].signTransaction({ psbt, inputsToSign, chain })
      if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no transaction' } })
      return Uint8Array.from(output.signedPsbt)
    },
    provider: wallet,
    async disconnect() {
      off?.()
      await features['standard:disconnect']?.disconnect()
    },
  }
}

/** the derivation path a wallet may put on its account (not part of the standard's WalletAccount) */
const pathOf = (account: WalletAccount): { path?: string } => {
  const path =
    (account as WalletAccount & { path?: unknown; derivationPath?: unknown }).path ??
    (account as { derivationPath?: unknown }).derivationPath
  return typeof path === 'string' ? { path } : {}
}

/** sats-connect's request API; a USER_REJECTION (-32000) or 4001 becomes a rejection */
async function satsRequest<T>(provider: SatsConnectProvider, method: string, params: unknown): Promise<T> {
  const response = await provider.request(method, params)
  if (response?.error) {
    if (response.error.code === -32000 || response.error.code === 4001)
      throw rejected(response.error.message || 'User rejected the request')
    throw Object.assign(new Error(response.error.message || `${method} failed`), { code: response.error.code })
  }
  return response?.result as T
}

/** `onChange` hears sats-connect's `disconnect` event (no accounts: the wallet disconnected the app) */
export async function satsConnectSigner(
  name: string,
  provider: SatsConnectProvider,
  network: Network,
  onChange: (accounts: AccountEntry[]) => void = () => {},
): Promise<BitcoinSigner> {
  const result = await satsRequest<
    | { address: string; publicKey?: string; purpose?: string }[]
    | { addresses?: { address: string; publicKey?: string; purpose?: string }[] }
  >(provider, 'getAccounts', { purposes: ['payment', 'ordinals'], message: 'Connect your Bitcoin wallet' })
  const listed = Array.isArray(result) ? result : (result?.addresses ?? [])
  const bech32 = prefixesOf(network).bech32
  const entries = entriesOf(
    listed.filter(
      (account) => !/^(bc|tb|bcrt)1/i.test(account.address) || account.address.toLowerCase().startsWith(`${bech32}1`),
    ),
    network,
  )
  if (!entries.length)
    throw latchError('WalletHasNoAccount', { params: { reason: `${name} gave no account on ${network.name}` } })
  const off = provider.addListener?.('disconnect', () => onChange([]))
  return {
    accounts: entries,
    async signMessage(address, message) {
      const { signature } = await satsRequest<{ signature: string }>(provider, 'signMessage', {
        address,
        message,
        protocol: 'BIP322',
      })
      return signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs = Object.fromEntries(inputs.map(({ address, indexes }) => [address, indexes]))
      const signed = await satsRequest<{ psbt: string }>(provider, 'signPsbt', {
        psbt: toBase64(psbt),
        signInputs,
        broadcast: false,
      })
      return fromBase64(signed.psbt)
    },
    provider,
    disconnect: async () => {
      off?.()
      await provider.request('wallet_disconnect', null).catch(() => undefined)
    },
  }
}

/** how long a paired wallet is given to answer getAccountAddresses */
const ADDRESSES_MS = 5000

/** the bip122 accounts of the pairing session another adapter opened (@latch/pairing/session) */
export async function pairingSigner(shared: Map<string, unknown>, network: Network): Promise<BitcoinSigner> {
  const provider = await pairingProviderOf(shared)
  if (!provider) throw latchError('InvalidOption', { params: { reason: 'WalletConnect is not enabled' } })
  const session = (pairingAccounts(provider).bip122 ?? []).filter(
    (account) => `bip122:${account.chainId}` === network.caipNetworkId,
  )
  const first = session[0]
  if (!first) throw latchError('WalletHasNoAccount', { params: { reason: 'The paired wallet has no Bitcoin account' } })
  const request = <T>(method: string, params: Record<string, unknown>) =>
    provider.request<T>({ method, params }, network.caipNetworkId)
  // the wallet's typed addresses (payment and ordinal, R-3.17) when it answers getAccountAddresses; the session's else
  // (a wallet that never answers is waited for ADDRESSES_MS, then the session's addresses are typed by their form)
  const typed = await Promise.race([
    request<{ address: string; publicKey?: string; path?: string; intention?: string }[]>('getAccountAddresses', {
      account: first.address,
      intentions: ['payment', 'ordinal'],
    }).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, ADDRESSES_MS)),
  ])
  const listed = typed?.length
    ? typed.map((entry) => ({ ...entry, ...(entry.intention ? { purpose: entry.intention } : {}) }))
    : session.map((account) => ({ address: account.address }))
  return {
    accounts: entriesOf(listed, network),
    async signMessage(address, message) {
      const { signature } = await request<{ signature: string }>('signMessage', {
        account: first.address,
        address,
        message,
        protocol: 'bip322',
      })
      return signature
    },
    async signPsbt(psbt, inputs) {
      const signInputs = inputs.flatMap(({ address, indexes }) =>
        indexes.map((index) => ({ address, index, sighashTypes: [1] })),
      )
      const signed = await request<{ psbt: string }>('signPsbt', {
        account: first.address,
        psbt: toBase64(psbt),
        signInputs,
        broadcast: false,
      })
      return fromBase64(signed.psbt)
    },
    provider,
    // the session is ended by the adapter that opened it (core disconnects every namespace it covers)
    disconnect: async () => {},
  }
}

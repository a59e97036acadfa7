// The three ways a Solana account signs (loaded with the heavy half): a Wallet Standard wallet, the pairing session
// (the universal adapter's solana_* requests, R-4.53) and the embedded wallet's frame.
import {
  isSolanaAddress,
  latchError,
  type EmbeddedFrame,
  type Network,
  type SignedSignIn,
  type SIWXMessageFields,
} from '@latch/core'
import { chainLabelOf } from '@latch/core/internal'
import { onSessionAccountsChanged, pairingAccounts, pairingProviderOf, solanaSignMessage } from '@latch/pairing/session'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { walletChainOf } from './chains.ts'
import { modernSendOptions } from './modernSendOptions.ts'
import type { SolanaSendOptions } from './preflight.ts'

export interface SolanaSigner {
  address: string
  /** every account the wallet gave, the signing one first */
  accounts: string[]
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Sign In With Solana in one step (solana:signIn), where the wallet offers it */
  signIn?(fields: SIWXMessageFields): Promise<SignedSignIn>
  /** signs the wire transaction and sends it with the options; resolves with its base58 signature */
  signAndSend(transaction: Uint8Array, network: Network, options: SolanaSendOptions): Promise<string>
  /** what getProvider gives a host: the Wallet Standard wallet, the pairing provider, or the frame */
  provider: unknown
  disconnect(): Promise<void>
}

/** a signed transaction's bytes handed to the network (the adapter's RPC), for wallets that only sign */
export type SendRaw = (transaction: Uint8Array, network: Network, options: SolanaSendOptions) => Promise<string>

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const fromBase58 = (text: string) => Uint8Array.from(getBase58Encoder().encode(text))
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

type SolanaWalletFeatures = StandardConnectFeature &
  Partial<
    StandardDisconnectFeature &
      StandardEventsFeature &
      SolanaSignAndSendTransactionFeature &
      SolanaSignTransactionFeature &
      SolanaSignInFeature
  > &
  SolanaSignMessageFeature

const solanaAccountsOf = (accounts: readonly WalletAccount[]) =>
  accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))

/** standard:connect, then signing with the wallet's first Solana account; `onChange` hears standard:events */
export async function walletStandardSigner(
  wallet: Wallet,
  sendRaw: SendRaw,
  onChange: (accounts: readonly WalletAccount[]) => void,
  silent = false,
): Promise<SolanaSigner> {
  const features = wallet.features as unknown as SolanaWalletFeatures
  const { accounts } = await features['standard:connect'].connect(silent ? { silent } : undefined)
  let listed = solanaAccountsOf(accounts)
  let account = listed[0]
  if (!account) throw latchError('WalletHasNoAccount', { params: { reason: `${wallet.name} gave no Solana account` } })
  const off = features['standard:events']?.on('change', (properties) => {
    if (!properties.accounts) return
    listed = solanaAccountsOf(properties.accounts)
    // the wallet's new first account signs from now on; none left means the wallet disconnected this app
    if (listed[0]) account = listed[0]
    onChange(listed)
  })
  return {
    get address() {
      return (account as WalletAccount).address
    },
    get accounts() {
      return listed.map((entry) => entry.address)
    },
    async signMessage(message) {
      const [output] = await features['solana:signMessage'].signMessage({ account: account as WalletAccount, message })
      if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no signature' } })
      return Uint8Array.from(output.signature)
    },
    ...(features['solana:signIn'] ? { signIn: (fields: SIWXMessageFields) => walletSignIn(features, fields) } : {}),
    async signAndSend(transaction, network, options) {
      const chain = walletChainOf(network, wallet.chains)
      const signAndSend = features['solana:signAndSendTransaction']
      if (signAndSend) {
        const [output] = await signAndSend.signAndSendTransaction({
          account: account as WalletAccount,
          transaction,
          chain,
          options: modernSendOptions(options),
        })
        if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no signature' } })
        return base58(Uint8Array.from(output.signature))
      }
      const sign = features['solana:signTransaction'] as NonNullable<SolanaWalletFeatures['solana:signTransaction']>
      const [signed] = await sign.signTransaction({ account: account as WalletAccount, transaction, chain })
      if (!signed) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no transaction' } })
      return sendRaw(Uint8Array.from(signed.signedTransaction), network, options)
    },
    provider: wallet,
    async disconnect() {
      off?.()
      await features['standard:disconnect']?.disconnect()
    },
  }
}

/** solana:signIn with the sign-in fields (SIWS's Chain ID names the cluster): the text the wallet wrote and signed */
async function walletSignIn(features: SolanaWalletFeatures, fields: SIWXMessageFields): Promise<SignedSignIn> {
  const signIn = features['solana:signIn'] as NonNullable<SolanaWalletFeatures['solana:signIn']>
  const [output] = await signIn.signIn({
    domain: fields.domain,
    address: fields.accountAddress,
    uri: fields.uri,
    version: fields.version,
    chainId: chainLabelOf(fields.chainId),
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.resources?.length ? { resources: fields.resources } : {}),
  })
  if (!output) throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned no sign-in' } })
  return {
    message: new TextDecoder().decode(output.signedMessage),
    signature: base58(Uint8Array.from(output.signature)),
    address: output.account.address,
  }
}

/** the Solana account of the pairing session another adapter opened (@latch/pairing/session); `onChange` hears the
 * wallet's accountsChanged on Solana */
export async function pairingSigner(
  shared: Map<string, unknown>,
  network: Network,
  onChange: (accounts: string[]) => void,
): Promise<SolanaSigner> {
  const provider = await pairingProviderOf(shared)
  if (!provider) throw latchError('InvalidOption', { params: { reason: 'WalletConnect is not enabled' } })
  const accounts = pairingAccounts(provider).solana ?? []
  const onNetwork = accounts.filter((account) => `solana:${account.chainId}` === network.caipNetworkId)
  let address = (onNetwork.length ? onNetwork : accounts)[0]?.address
  if (!address)
    throw latchError('WalletHasNoAccount', { params: { reason: 'The paired wallet has no Solana account' } })
  let listed = [...new Set(accounts.map((entry) => entry.address))]
  const off = onSessionAccountsChanged(provider, 'solana', (changed) => {
    const valid = [...new Set(changed.filter(isSolanaAddress))]
    // a list with nothing that reads as an address is the wallet's mistake, not a disconnect
    if (changed.length && !valid.length) return
    listed = valid
    // the wallet's new first account signs from now on; none left means the wallet disconnected this app's account
    if (listed[0]) address = listed[0]
    onChange(listed)
  })
  return {
    get address() {
      return address as string
    },
    get accounts() {
      return listed
    },
    async signMessage(message) {
      return fromBase58(
        await solanaSignMessage(provider, { message, pubkey: address as string, chainId: network.caipNetworkId }),
      )
    },
    async signAndSend(transaction, target, options) {
      const result = await provider.request<{ signature?: string } | string>(
        { method: 'solana_signAndSendTransaction', params: { transaction: base64(transaction), sendOptions: options } },
        target.caipNetworkId,
      )
      const signature = typeof result === 'string' ? result : result?.signature
      if (!signature)
        throw latchError('WalletAnswerInvalid', {
          params: { reason: 'The wallet answered solana_signAndSendTransaction without a signature' },
        })
      return signature
    },
    provider,
    // the session is ended by the adapter that opened it (core disconnects every namespace it covers)
    disconnect: async () => off(),
  }
}

/** the Solana account of the embedded wallet: GET_USER for the Solana network, then the frame's RPC_REQUEST */
export async function embeddedSigner(embedded: () => Promise<EmbeddedFrame>, network: Network): Promise<SolanaSigner> {
  const frame = await embedded()
  const rpcUrl = network.rpcUrls.default.http[0]
  const user = (await frame.request('GET_USER', { chainId: network.caipNetworkId, ...(rpcUrl ? { rpcUrl } : {}) })) as {
    address?: string
  }
  const address = user?.address
  if (!address || !isSolanaAddress(address))
    throw latchError('WalletHasNoAccount', { params: { reason: 'The embedded wallet gave no Solana account' } })
  const rpc = (method: string, params: unknown, target = network) => {
    if (!frame.rpc)
      throw latchError('WalletHasNoAccount', { params: { reason: 'This embedded wallet cannot sign on Solana' } })
    const url = target.rpcUrls.default.http[0]
    return frame.rpc({
      method,
      params,
      chainId: target.caipNetworkId,
      chainNamespace: 'solana',
      ...(url ? { rpcUrl: url } : {}),
    })
  }
  return {
    address,
    accounts: [address],
    async signMessage(message) {
      const { signature } = (await rpc('solana_signMessage', { message: base58(message), pubkey: address })) as {
        signature: string
      }
      return fromBase58(signature)
    },
    async signAndSend(transaction, target, options) {
      const { signature } = (await rpc(
        'solana_signAndSendTransaction',
        { transaction: base58(transaction), options },
        target,
      )) as { signature: string }
      return signature
    },
    provider: frame,
    // signing out is the embedded wallet's own (the EVM adapter's AUTH connector sends SIGN_OUT)
    disconnect: async () => {},
  }
}

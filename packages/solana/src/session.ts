// The heavy half of the Solana adapter (@solana/kit, the signers): index.ts loads it with import() on first use. One
// connection at a time, through a Wallet Standard wallet, the pairing session or the embedded wallet.
import {
  type AdapterContext,
  type ConnectResult,
  type Network,
  type SendParameters,
  type SignedSignIn,
  type SIWXMessageFields,
  latchError,
} from '@latch/core'
import { AUTH_CONNECTOR_ID, createWalletSlot } from '@latch/core/internal'
import { getBase58Decoder } from '@solana/kit'
import { createSolanaChain } from './chain.ts'
import type { WalletDiscovery } from './discovery.ts'
import type { SolanaSendOptions } from './preflight.ts'
import { sendOptionsOf } from './sendOptions.ts'
import { embeddedSigner, pairingSigner, type SolanaSigner, walletStandardSigner } from './signers.ts'

export const PAIRING_CONNECTOR_ID = 'WALLET_CONNECT'
/** how long a reconnect waits for a wallet that registers late (an extension still loading) */
const LATE_WALLET_MS = 3000

export interface SolanaSessionOptions {
  context: AdapterContext
  /** the wallets the browser setup found (none until it has loaded) */
  discovery(): WalletDiscovery | undefined
  sendOptions?: SolanaSendOptions
}

export type SolanaSession = ReturnType<typeof createSolanaSession>

export function createSolanaSession({ context, discovery, sendOptions }: SolanaSessionOptions) {
  const chain = createSolanaChain()
  // checked once: a commitment outside SPEC's list is the app's configuration error
  const options = sendOptionsOf(sendOptions)
  const slot = createWalletSlot<SolanaSigner>(context, 'Solana')
  const { networkFor, connected } = slot

  async function signerFor(id: string, target: Network, silent: boolean): Promise<SolanaSigner> {
    if (id === AUTH_CONNECTOR_ID) {
      if (!context.embedded)
        throw latchError('InvalidOption', { params: { reason: 'No embedded wallet is configured' } })
      return embeddedSigner(context.embedded, target)
    }
    if (id === PAIRING_CONNECTOR_ID)
      return pairingSigner(context.shared, target, (accounts) => onWalletChange(id, accounts))
    const wallet = silent ? await discovery()?.whenRegistered(id, LATE_WALLET_MS) : discovery()?.wallet(id)
    if (!wallet) throw latchError('WalletNotFound', { params: { reason: `No Solana wallet named ${id}` } })
    return walletStandardSigner(
      wallet,
      chain.sendRaw,
      (accounts) =>
        onWalletChange(
          id,
          accounts.map((account) => account.address),
        ),
      silent,
    )
  }

  /** the wallet's own change (standard:events): a new account, or none (it disconnected this app) */
  function onWalletChange(id: string, accounts: string[]) {
    const [address] = accounts
    slot.walletChanged(
      id,
      address
        ? () => context.emit('accountChanged', { address, chainId: networkFor().id, connectorId: id, accounts })
        : undefined,
    )
  }

  async function connect(
    parameters: { connectorId: string; network?: Network },
    silent = false,
  ): Promise<ConnectResult> {
    const target = networkFor(parameters.network)
    const next = await signerFor(parameters.connectorId, target, silent)
    await slot.hold(parameters.connectorId, next, target)
    return { address: next.address, chainId: target.id, accounts: next.accounts }
  }

  return {
    connect: (parameters: { connectorId: string; network?: Network }) => connect(parameters),

    /** restores the last connection without asking the visitor (standard:connect silent); disconnect when gone */
    reconnect: (lastConnectorId: string): Promise<void> =>
      slot.reconnect(lastConnectorId, (id) => connect({ connectorId: id }, true)),

    /** a wallet that connected the site again from its own UI while nothing is connected: the silent connect a
     * reconnect uses, with no click (not for a wallet the visitor disconnected in the app) */
    connectFromWallet: (connectorId: string): Promise<void> =>
      slot.connectFromWallet(connectorId, (id) => connect({ connectorId: id }, true)),

    /** the connected wallet unregistered: its connection ends */
    walletGone: (connectorId: string): void => slot.walletGone(connectorId),

    disconnect: (): Promise<void> => slot.disconnect(),

    /** Solana wallets have no network switch: the adapter signs for, and reads from, the chosen network */
    async switchNetwork(target: Network): Promise<void> {
      slot.switchNetwork(target)
    },

    getBalance: chain.getBalance,

    async signMessage({ message }: { message: string; address: string }): Promise<string> {
      const signature = await connected().signMessage(new TextEncoder().encode(message))
      return getBase58Decoder().decode(signature)
    },

    /** Sign In With Solana in one step where the connected wallet offers solana:signIn; else undefined (core signs the
     * text it builds with signMessage) */
    async signIn(fields: SIWXMessageFields): Promise<SignedSignIn | undefined> {
      return connected().signIn?.(fields)
    },

    sendTransaction: (parameters: SendParameters & { network: Network }): Promise<string> =>
      chain.send(connected(), parameters, options),

    estimateFee: chain.estimateFee,

    async getProvider(): Promise<unknown> {
      return slot.provider()
    },
  }
}

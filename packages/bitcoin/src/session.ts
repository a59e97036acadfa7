// The heavy half of the Bitcoin adapter (@scure/btc-signer, Esplora, the signers): index.ts loads it with import() on
// first use. One connection at a time, through a Wallet Standard wallet, a sats-connect wallet or the pairing session.
import { latchError } from '@latch/core'
import type { AccountEntry, AdapterContext, ConnectResult, Network, SendParameters } from '@latch/core'
import { AUTH_CONNECTOR_ID, createWalletSlot } from '@latch/core/internal'
import { getBalance, send } from './chain.ts'
import type { WalletDiscovery } from './discovery.ts'
import { type BitcoinSigner, pairingSigner, satsConnectSigner, walletStandardSigner } from './signers.ts'

export const PAIRING_CONNECTOR_ID = 'WALLET_CONNECT'
/** how long a reconnect waits for a wallet that registers late (an extension still loading) */
const LATE_WALLET_MS = 3000

export interface BitcoinSessionOptions {
  context: AdapterContext
  /** the wallets the browser setup found (none until it has loaded) */
  discovery(): WalletDiscovery | undefined
}

export type BitcoinSession = ReturnType<typeof createBitcoinSession>

export function createBitcoinSession({ context, discovery }: BitcoinSessionOptions) {
  const slot = createWalletSlot<BitcoinSigner>(context, 'Bitcoin')
  const { networkFor, connected } = slot

  async function signerFor(id: string, target: Network, silent: boolean): Promise<BitcoinSigner> {
    // the embedded wallet's vault holds no Bitcoin key (KEYS.md): SwitchActiveChain asks for a wallet instead
    if (id === AUTH_CONNECTOR_ID)
      throw latchError('WalletHasNoAccount', { params: { reason: 'The embedded wallet has no Bitcoin account' } })
    if (id === PAIRING_CONNECTOR_ID) return pairingSigner(context.shared, target)
    const wallet = silent ? await discovery()?.whenRegistered(id, LATE_WALLET_MS) : discovery()?.wallet(id)
    if (!wallet) throw latchError('WalletNotFound', { params: { reason: `No Bitcoin wallet named ${id}` } })
    return wallet.kind === 'standard'
      ? walletStandardSigner(wallet.wallet, target, (accounts) => onWalletChange(id, accounts))
      : satsConnectSigner(wallet.name, wallet.provider, target, (accounts) => onWalletChange(id, accounts))
  }

  /** the wallet's own change (standard:events, sats-connect's disconnect): other accounts, or none (it left the app) */
  function onWalletChange(id: string, accounts: AccountEntry[]) {
    const [payment] = accounts
    slot.walletChanged(
      id,
      payment &&
        (() =>
          context.emit('accountChanged', {
            address: payment.address,
            chainId: networkFor().id,
            connectorId: id,
            accounts: accounts.map((account) => account.address),
            allAccounts: accounts,
          })),
    )
  }

  async function connect(
    parameters: { connectorId: string; network?: Network },
    silent = false,
  ): Promise<ConnectResult> {
    const target = networkFor(parameters.network)
    const next = await signerFor(parameters.connectorId, target, silent)
    await slot.hold(parameters.connectorId, next, target)
    const [payment] = next.accounts
    if (!payment) throw latchError('WalletHasNoAccount', { params: { reason: 'The wallet gave no Bitcoin account' } })
    // the payment account is the connected address (SPEC §6: bip122's default account type is payment)
    return {
      address: payment.address,
      chainId: target.id,
      accounts: next.accounts.map((account) => account.address),
      allAccounts: next.accounts,
    }
  }

  return {
    connect: (parameters: { connectorId: string; network?: Network }) => connect(parameters),

    /** restores the last connection (a wallet already trusting this app answers without asking); disconnect when gone */
    reconnect: (lastConnectorId: string): Promise<void> =>
      slot.reconnect(lastConnectorId, (id) => connect({ connectorId: id }, true)),

    /** a wallet that connected the site again from its own UI while nothing is connected: the silent connect a
     * reconnect uses, with no click (not for a wallet the visitor disconnected in the app) */
    connectFromWallet: (connectorId: string): Promise<void> =>
      slot.connectFromWallet(connectorId, (id) => connect({ connectorId: id }, true)),

    /** the connected wallet unregistered: its connection ends */
    walletGone: (connectorId: string): void => slot.walletGone(connectorId),

    disconnect: (): Promise<void> => slot.disconnect(),

    /** the adapter reads from, and builds for, the chosen network; the wallet is asked for that chain on each request */
    async switchNetwork(target: Network): Promise<void> {
      slot.switchNetwork(target)
    },

    getBalance,

    async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
      const current = connected()
      const account = current.accounts.find((entry) => entry.address === address) ?? current.accounts[0]
      if (!account) throw latchError('WalletHasNoAccount', { params: { reason: 'No Bitcoin account to sign with' } })
      return current.signMessage(account.address, message)
    },

    sendTransaction: (parameters: SendParameters & { network: Network }): Promise<string> =>
      send(connected(), parameters),

    async getProvider(): Promise<unknown> {
      return slot.provider()
    },
  }
}

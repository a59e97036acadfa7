// @latch/bitcoin: lists Bitcoin wallets (Wallet Standard and sats-connect) once the instance sets it up (its browser
// setup by import()); @scure/btc-signer, Esplora and the signers load with import() on first use (first-paint bundle).
// Pairing sessions go through the same adapter.
import type { Adapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal'
import type { WalletDiscovery } from './discovery.ts'
import type { AddressRule } from './browserSetup.ts'
import type { BitcoinSession } from './session.ts'

// the session loads through the browser setup's module, fetched after the first paint anyway
const loadSession = () => import('./browserSetup.ts').then((setup) => setup.loadSession())

export { isBitcoinAddress } from './address.ts'

/**
 * The Bitcoin adapter: Wallet Standard and sats-connect wallets; the payment and ordinal accounts, BTC balance and
 * sends (PSBTs the wallet signs) over an Esplora API, BIP-322 message signing. `@scure/btc-signer` loads on connect.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [bitcoinAdapter()], networks: [bitcoin] })
 * ```
 */
export function bitcoinAdapter(): Adapter {
  // the wallets the browser setup found, which the session looks connectors up in
  const found: { discovery?: WalletDiscovery } = {}
  // the address rule comes with the browser setup (after the first paint): before it, no address is a send's receiver
  let addressRule: AddressRule | undefined
  return lazyAdapter<BitcoinSession>({
    namespace: 'bip122',
    name: 'bitcoinAdapter',
    isAddress: (value, context) => addressRule?.(value, context?.networks ?? []) ?? false,
    load: (context) =>
      loadSession().then(({ createBitcoinSession }) =>
        createBitcoinSession({ context, discovery: () => found.discovery }),
      ),
    // wallet discovery and the last connection: loaded when the instance sets the adapter up
    loadBrowserSetup: () =>
      import('./browserSetup.ts').then((module) => {
        addressRule = module.bitcoinAddressRule
        return (context, session) => module.bitcoinBrowserSetup(context, session, found)
      }),
  }).adapter
}

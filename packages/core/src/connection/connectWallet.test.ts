// A catalogue wallet picked from Connect's featured or recommended rows or from All Wallets: a phone or desktop app
// pairs over the pairing connector, under its own name; an extension-only wallet, or an app without pairing, shows
// where to get it.
import { describe, expect, it, vi } from 'vitest'
import type { CatalogueWallet } from '../catalogue.ts'
import { LEDGER_LIVE_WALLET_ID } from '../constants.ts'
import { initialRouter } from '../modal/router.ts'
import type { Connector } from '../types.ts'
import { createStore } from '../instance/store.ts'
import type { LatchState } from '../instance/state.ts'
import { connectCatalogueWallet } from './connectWallet.ts'

const ledger = {
  id: LEDGER_LIVE_WALLET_ID,
  name: 'Ledger Live',
  mobile_link: 'ledgerlive:',
  desktop_link: 'ledgerlive:',
} as CatalogueWallet
const extensionOnly = {
  id: 'ext',
  name: 'Extension Only',
  chrome_store: 'https://chromewebstore.google.com/detail/x',
} as CatalogueWallet
const walletConnect = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
} as Connector
const injected = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as Connector

function storeWith(connectors: Connector[]) {
  return createStore({ connectors, activeNamespace: 'eip155', router: initialRouter() } as unknown as LatchState)
}

describe('connectWallet: a catalogue wallet picked from a list', () => {
  it('R-3.4: Ledger Live pairs over the pairing connector, the view carrying the wallet it is for', async () => {
    const store = storeWith([injected, walletConnect])
    const connect = vi.fn(async () => undefined)
    await connectCatalogueWallet(store, ledger, connect)
    expect(connect).toHaveBeenCalledExactlyOnceWith('walletConnect', 'eip155', { wallet: ledger })
    expect(store.getState().router.view).toBe('Connect')
  })
  it('a wallet with no app to open by a link shows where to get it, and connects nothing', async () => {
    const store = storeWith([walletConnect])
    const connect = vi.fn(async () => undefined)
    await connectCatalogueWallet(store, extensionOnly, connect)
    expect(connect).not.toHaveBeenCalled()
    expect(store.getState().router).toMatchObject({ view: 'AllWallets', data: { wallet: extensionOnly } })
  })
  it('without a pairing connector (no cloud, no relay), even Ledger Live shows where to get it', async () => {
    const store = storeWith([injected])
    const connect = vi.fn(async () => undefined)
    await connectCatalogueWallet(store, ledger, connect)
    expect(connect).not.toHaveBeenCalled()
    expect(store.getState().router).toMatchObject({ view: 'AllWallets', data: { wallet: ledger } })
  })
})

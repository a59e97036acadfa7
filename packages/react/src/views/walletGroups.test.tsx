// @vitest-environment happy-dom
// Connect's wallet groups rendered over a stub instance: SPEC §2 order, the catalogue groups, the tags beside
// their buttons (a button is named by its wallet alone), and WalletConnect never "installed".
import { type CatalogueWallet, type Connector, type Latch, type LatchState, listCatalogue } from '@latch/core'
import { createHeadless, REMOTE_FEATURE_DEFAULTS } from '@latch/core/internal'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchContext } from '../context.ts'
import { english } from '../i18n/en.ts'
import { createTranslator } from '../i18n/translator.ts'
import { allWalletItems, tagOf } from './allWalletItems.ts'
import Connect from './Connect.tsx'

const en = english()

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const pairing: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const testWallet: Connector = {
  id: 'dev.latch.testwallet',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'dev.latch.testwallet' },
  chain: 'eip155',
}
const recentWallet: Connector = {
  id: 'io.recent',
  name: 'Recent Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'io.recent' },
  chain: 'eip155',
}
const wallet = (id: string, name: string, extra: Partial<CatalogueWallet> = {}): CatalogueWallet => ({
  id,
  name,
  ...extra,
})
const catalogue = [
  wallet('mm', 'MetaMask', { rdns: 'io.metamask' }),
  wallet('tw', 'Trust Wallet'),
  wallet('rb', 'Rainbow'),
  wallet('cb', 'Coinbase Wallet'),
  wallet('ph', 'Phantom'),
  wallet('lt', 'Latch Test Wallet', { rdns: 'dev.latch.testwallet' }),
  wallet('zr', 'Zerion'),
]

function stubLatch(connectView: Latch['connectView']): Latch {
  const state = {
    router: { view: 'Connect', history: ['Connect'], data: {}, transition: 'next' },
    connectors: [pairing, recentWallet, testWallet],
    recentWallets: [{ id: 'io.recent', rdns: 'io.recent' }],
    features: REMOTE_FEATURE_DEFAULTS,
    embedded: { approving: false },
    locale: 'en',
  } as unknown as LatchState
  const listeners = new Set<() => void>()
  const store = {
    getState: () => state,
    setState: () => listeners.forEach((listener) => listener()),
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  }
  const isMobile = () => false
  // the real headless getters over the stub state: the view reads what an app's own screen would
  const headless = createHeadless({ store, isMobile } as never, {
    connectView,
    catalogue: listCatalogue(() => catalogue),
  }).actions
  return {
    connectView,
    getState: store.getState,
    subscribe: store.subscribe,
    isMobile,
    ...headless,
  } as unknown as Latch
}

let root: Root | undefined
let container: HTMLElement | undefined
async function render(latch: Latch, node: React.ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root?.render(<LatchContext value={latch}>{node}</LatchContext>))
  // the catalogue groups arrive after their request (and the image preload, none here)
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  return container
}
afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
})

/** each wallet button's name (its text) and the text of the tag that describes it */
const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('button.row')].map((button) => {
    const tag = button.getAttribute('aria-describedby')
    return [
      button.querySelector('.name')?.textContent,
      tag ? element.querySelector(`[id="${tag}"]`)?.textContent : undefined,
    ]
  })

describe('Connect wallet groups (SPEC §2)', () => {
  it('R-2.26 R-5.36 R-5.37 R-5.39: walletConnect, recent, installed, featured, custom, recommended; known wallets left out of the catalogue groups', async () => {
    const view = await render(
      stubLatch({
        featuredWalletIds: ['rb', 'lt'],
        customWallets: [wallet('own', 'Own Wallet')],
        excludeWalletIds: ['Phantom'],
      }),
      <Connect />,
    )
    expect(rows(view)).toEqual([
      ['WalletConnect', 'QR code'],
      ['Recent Wallet', 'Recent'],
      ['Latch Test Wallet', 'Installed'],
      // featured, in the app's order; the installed test wallet is not featured again
      ['Rainbow', undefined],
      ['Own Wallet', undefined],
      // 4 recommended: neither featured, excluded, nor already shown
      ['MetaMask', undefined],
      ['Trust Wallet', undefined],
      ['Coinbase Wallet', undefined],
      ['Zerion', undefined],
      ['All Wallets', undefined],
    ])
  })
})

describe('AllWallets tags', () => {
  it('tags the browser wallet installed and WalletConnect QR code, never installed', () => {
    const { t } = createTranslator('en', en)
    const items = allWalletItems([pairing, testWallet], catalogue, '')
    const tagged = items.flatMap((item) => (tagOf(t, item) ? [[item.name, tagOf(t, item)]] : []))
    expect(tagged).toEqual([
      ['WalletConnect', 'QR code'],
      ['Latch Test Wallet', 'Installed'],
    ])
  })
})

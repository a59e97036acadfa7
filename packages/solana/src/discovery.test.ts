// Wallet Standard discovery (SPEC §1, §3 ): wallets that speak Solana are listed by name and icon, both
// when they were there first (app-ready) and when they come later (register-wallet); others are not.
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { discoverWallets, isSolanaWallet } from './discovery.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const feature = { version: '1.0.0' }
const wallet = (
  name: string,
  chains: string[] = ['solana:mainnet'],
  features: string[] = ['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction'],
): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((id) => [id, feature])),
  }) as unknown as Wallet

/** a wallet registering as the standard says: answering app-ready, or announcing itself */
const announce = (target: EventTarget, registered: Wallet) =>
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: { register(w: Wallet): unknown }) => api.register(registered),
    }),
  )

describe('Wallet Standard discovery', () => {
  it('R-1.21 a wallet needs a Solana chain, standard:connect, solana:signMessage and a way to sign transactions', () => {
    expect(isSolanaWallet(wallet('A'))).toBe(true)
    expect(isSolanaWallet(wallet('B', ['bitcoin:mainnet']))).toBe(false)
    expect(isSolanaWallet(wallet('C', undefined, ['standard:connect', 'solana:signMessage']))).toBe(false)
    expect(isSolanaWallet(wallet('D', undefined, ['solana:signMessage', 'solana:signTransaction']))).toBe(false)
  })

  it('R-3.1 lists wallets registered before and after the app asked, once each, with name and icon; unregistering removes it', async () => {
    const target = new EventTarget()
    const early = wallet('Early')
    target.addEventListener('wallet-standard:app-ready', (event) => (event as CustomEvent).detail.register(early))
    const lists: string[][] = []
    const discovery = discoverWallets(target as never, (connectors) =>
      lists.push(connectors.map((connector) => connector.name)),
    )
    const late = wallet('Late')
    const waiting = discovery.whenRegistered('Late', 1000)
    let unregister: () => void = () => {}
    target.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: (api: { register(w: Wallet): () => void }) => (unregister = api.register(late)),
      }),
    )
    announce(target, late)
    announce(target, wallet('Bitcoin only', ['bitcoin:mainnet']))
    expect(await waiting).toBe(late)
    expect(lists).toEqual([['Early'], ['Early', 'Late']])
    expect(discovery.wallet('Early')).toBe(early)
    unregister()
    expect(lists.at(-1)).toEqual(['Early'])
    expect(await discovery.whenRegistered('Never', 10)).toBeUndefined()
    discovery.stop()
  })
})

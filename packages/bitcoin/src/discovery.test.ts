// Bitcoin wallet discovery (SPEC §1, §3 ): Wallet Standard wallets with the three bitcoin: features, and
// wallets that speak only sats-connect's request API, are listed by name and icon; a wallet speaking both once.
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { discoverWallets, isBitcoinWallet } from './discovery.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const feature = { version: '1.0.0' }
const ALL = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']
const wallet = (name: string, chains: string[] = ['bitcoin:regtest'], features: string[] = ALL): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((id) => [id, feature])),
  }) as unknown as Wallet
const provider = { request: async () => ({ result: [] }) }

describe('Bitcoin wallet discovery', () => {
  it('R-1.21 a Wallet Standard wallet needs a bitcoin chain and bitcoin:connect, signMessage and signTransaction', () => {
    expect(isBitcoinWallet(wallet('A'))).toBe(true)
    expect(isBitcoinWallet(wallet('B', ['solana:mainnet']))).toBe(false)
    expect(isBitcoinWallet(wallet('C', undefined, ['bitcoin:connect', 'bitcoin:signMessage']))).toBe(false)
  })

  it('R-3.1 lists Wallet Standard and sats-connect wallets by name and icon; one speaking both is listed once', async () => {
    const target = Object.assign(new EventTarget(), {
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
        { id: 'BothProvider', name: 'Both', icon: ICON },
      ],
      XverseProviders: { BitcoinProvider: provider },
      BothProvider: provider,
    })
    target.addEventListener('wallet-standard:app-ready', (event) =>
      (event as CustomEvent).detail.register(wallet('Early')),
    )
    const lists: string[][] = []
    const discovery = discoverWallets(target as never, (connectors) =>
      lists.push(connectors.map((connector) => `${connector.name}:${connector.chain}`)),
    )
    expect(lists.at(-1)).toEqual(['Early:bip122', 'Xverse:bip122', 'Both:bip122'])
    target.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: (api: { register(w: Wallet): unknown }) => api.register(wallet('Both')),
      }),
    )
    expect(lists.at(-1)).toEqual(['Early:bip122', 'Both:bip122', 'Xverse:bip122'])
    expect(discovery.wallet('Xverse')).toMatchObject({ kind: 'sats-connect', provider })
    expect(discovery.wallet('Both')).toMatchObject({ kind: 'standard' })
    expect(await discovery.whenRegistered('Never', 10)).toBeUndefined()
    discovery.stop()
  })
})

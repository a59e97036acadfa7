// Names the modal shows as they are in every language (brands), and the view titles that name the dialog. Every
// other text is in the message catalogue (i18n/en.ts and its locales).
import type { ViewName } from '@latch/core'
import { isMessageKey } from './i18n/en.ts'
import type { Translator } from './i18n/translator.ts'

/** display names of the social logins (SPEC §9 ): brand names, never translated */
export const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
  apple: 'Apple',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
  telegram: 'Telegram',
}

export const socialName = (provider: string): string => SOCIAL_NAMES[provider] ?? provider

/** views titled by a brand, in every language */
const BRAND_TITLES: Partial<Record<ViewName, string>> = {
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingFarcaster: 'Farcaster',
}

/** views that share another's title */
const SAME_TITLE: Partial<Record<ViewName, ViewName>> = { SwitchNetwork: 'Networks' }

/** views titled by the wallet's (or provider's) name when they show one */
const WALLET_TITLED: readonly ViewName[] = [
  'ConnectingExternal',
  'AllWallets',
  'ConnectingSocial',
  'ConnectingWalletConnect',
]

/** the header title, which names the dialog; a view showing one wallet (a catalogue wallet pairing, All Wallets'
 * page of one wallet) or one social provider is titled by its name */
export function viewTitle(t: Translator['t'], view: ViewName, walletName?: string): string {
  if (walletName && WALLET_TITLED.includes(view)) return walletName
  const brand = BRAND_TITLES[view]
  if (brand) return brand
  const key = `title.${SAME_TITLE[view] ?? view}`
  return isMessageKey(key) ? t(key) : view
}

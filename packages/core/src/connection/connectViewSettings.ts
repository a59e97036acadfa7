// The Connect view's settings, read from the options alone: the instance answers them before its features load.
import type { ConnectViewSettings } from '../latchApi.ts'
import type { LatchOptions } from '../instance/options.ts'

export function connectViewSettings(options: LatchOptions): ConnectViewSettings {
  return {
    methodsOrder: options.connectMethodsOrder,
    walletTypeOrder: options.walletTypeOrder,
    excludeWalletIds: options.excludeWalletIds,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    customWallets: options.customWallets,
    socials: options.embeddedWallet?.socials,
  }
}

// The adapters an HTML page configures, with option types named from @latch/core only: the published .d.ts stays
// free of wagmi, viem and WalletConnect types (bundled in the JavaScript, not needed by a page's editor).
import type { Adapter, EmbeddedWallet, Metadata, SocialLogin } from '@latch/core'
import { evmAdapter as createEvmAdapter } from '@latch/evm'
import { embeddedWallet as createEmbeddedWallet } from '@latch/frame/embedded'

/** The options of `evmAdapter` as `@latch/html` exports it: browser wallets, and phone wallets with `pairing`. */
export interface HtmlEvmAdapterOptions {
  /** lists WalletConnect: pairing through this relay (its client loads only when the visitor picks it) */
  pairing?: {
    /** the relay's WebSocket URL, e.g. wss://cloud.example.com/relay */
    relayUrl: string
    /** the dApp's project in the Latch cloud */
    projectId: string
    /** the project id the relay knows when it is not the Latch project: WalletConnect's public network needs one */
    relayProjectId?: string
    /** shown by the wallet in its proposal */
    metadata: Metadata
  }
}

/**
 * browser wallets (EIP-6963) at once; the chain SDK loads on first use
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter({ pairing: { relayUrl, projectId, metadata } })], networks: [mainnet] })
 * ```
 */
export function evmAdapter(options: HtmlEvmAdapterOptions = {}): Adapter {
  return createEvmAdapter(options)
}

/** The options of `embeddedWallet` as `@latch/html` exports it: the frame's URL and the social logins. */
export interface HtmlEmbeddedWalletOptions {
  /** the wallet frame's address (apps/frame), on its own origin */
  frameUrl: string
  /** the social logins the Connect view offers, in order */
  socials?: readonly SocialLogin[]
}

/**
 * email and social sign-in through the wallet frame; its client loads when first needed
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters, networks, cloudUrl, projectId, embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com/', socials: ['google'] }) })
 * ```
 */
export function embeddedWallet(options: HtmlEmbeddedWalletOptions): EmbeddedWallet {
  return createEmbeddedWallet(options)
}

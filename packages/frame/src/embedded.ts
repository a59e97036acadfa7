// The first-paint entry of the embedded wallet: a frame URL and two loaders. Core's embedded-wallet logic loads with
// the instance's features; everything else (zod schemas, the frame client, the provider) with import() when core
// first needs the frame.
import type { EmbeddedFrame, EmbeddedHooks, EmbeddedLoadOptions, EmbeddedWallet, SocialLogin } from '@latch/core'

const loadBridge = () => import('@latch/core/embedded').then((embedded) => embedded.createEmbeddedBridge)

/** The options of {@link embeddedWallet}. */
export interface EmbeddedWalletOptions {
  /** the frame app's address, e.g. 'http://localhost:5175/' */
  frameUrl: string
  /** the social logins the Connect view offers, in order ('farcaster' signs in by QR code) */
  socials?: readonly SocialLogin[]
}

/**
 * Email, social and Farcaster sign-in with a wallet whose keys live in the frame at `frameUrl`, on its own origin;
 * pass it to `createLatch({ embeddedWallet })` with `cloudUrl` and `projectId`. The frame client loads on first use.
 *
 * @example
 * ```ts
 * createLatch({ adapters, networks, cloudUrl, projectId, embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com/', socials: ['google'] }) })
 * ```
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  return {
    frameUrl: options.frameUrl,
    ...(options.socials ? { socials: options.socials } : {}),
    loadBridge,
    async load(hooks: EmbeddedHooks, loadOptions: EmbeddedLoadOptions): Promise<EmbeddedFrame> {
      const page = await import('./page.ts')
      return page.loadEmbeddedFrame({ ...loadOptions, frameUrl: options.frameUrl, hooks })
    },
  }
}

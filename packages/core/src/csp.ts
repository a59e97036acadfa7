// The Content-Security-Policy sources a page needs for Latch, from the same URLs it gives Latch: merged into the
// page's own policy (a header or a meta tag), so a strict policy keeps connecting, pairing and the embedded wallet.
import { ConfigurationError } from './errors/classes.ts'
import type { Network } from './types.ts'

/**
 * The URLs Latch is given, for {@link latchCsp}.
 * @example
 * latchCsp({ cloudUrl: 'https://cloud.example', frameUrl: 'https://wallet.example', relayUrl: 'wss://cloud.example/relay' })
 */
export interface LatchCspOptions {
  /** the Latch cloud (createLatch's cloudUrl): its API and the catalogue's and networks' images */
  cloudUrl?: string
  /** the pairing relay (evmAdapter's pairing.relayUrl), ws:// or wss:// */
  relayUrl?: string
  /** the embedded wallet's frame (embeddedWallet's frameUrl), on its own origin */
  frameUrl?: string
  /** the configured networks: each RPC URL is called from the page */
  networks?: readonly Pick<Network, 'rpcUrls' | 'assets'>[]
  /** further RPC or API URLs Latch is given (a wagmi transport's URL, say) */
  rpcUrls?: readonly string[]
  /** where wallet and network images come from when not from the cloud (a CDN in front of the catalogue) */
  imageHosts?: readonly string[]
}

/** the directives {@link latchCsp} fills, e.g. `'connect-src'` */
export type LatchCspDirective = 'connect-src' | 'frame-src' | 'img-src' | 'script-src' | 'style-src'

/** each directive's sources, without duplicates, to add to the page's own policy */
export type LatchCsp = Record<LatchCspDirective, string[]>

/** `scheme://host[:port]`: the narrowest source a browser matches, without the path (a redirect would fail a path) */
function originOf(url: string, option: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ConfigurationError('CspInvalidUrl', { params: { option, url } })
  }
  return `${parsed.protocol}//${parsed.host}`
}

const unique = (sources: string[]) => [...new Set(sources)]

/**
 * the sources Latch needs in connect-src, frame-src, img-src, script-src and style-src for this configuration;
 * anything else (default-src, the page's own scripts and styles) stays the page's choice
 *
 * @example
 * ```ts
 * const csp = latchCsp({ cloudUrl: 'https://cloud.example.com', frameUrl: 'https://wallet.example.com' })
 * response.headers.set('Content-Security-Policy', Object.entries(csp).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; '))
 * ```
 */
export function latchCsp(options: LatchCspOptions = {}): LatchCsp {
  const cloud = options.cloudUrl ? originOf(options.cloudUrl, 'cloudUrl') : undefined
  const rpc = [
    ...(options.networks ?? []).flatMap((network) => network.rpcUrls.default.http),
    ...(options.rpcUrls ?? []),
  ].map((url) => originOf(url, 'an RPC URL'))
  const networkImages = (options.networks ?? []).flatMap((network) =>
    network.assets?.imageUrl ? [originOf(network.assets.imageUrl, 'a network image')] : [],
  )
  return {
    'connect-src': unique([
      ...(cloud ? [cloud] : []),
      ...(options.relayUrl ? [originOf(options.relayUrl, 'relayUrl')] : []),
      ...rpc,
    ]),
    'frame-src': options.frameUrl ? [originOf(options.frameUrl, 'frameUrl')] : [],
    // wallets announce their icons as data: URLs (EIP-6963); the catalogue's come from the cloud
    'img-src': unique([
      'data:',
      ...(cloud ? [cloud] : []),
      ...(options.imageHosts ?? []).map((url) => originOf(url, 'an image host')),
      ...networkImages,
    ]),
    // Latch's chunks load with import() from the page's own bundle
    'script-src': ["'self'"],
    // the modal's stylesheet is a <style> element in its shadow root
    'style-src': ["'unsafe-inline'"],
  }
}

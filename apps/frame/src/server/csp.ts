// The frame's Content-Security-Policy: frame-ancestors from the project's own strict sources plus, in development only,
// SPEC §7's defaults;
// connect-src only the cloud and the configured RPC endpoints, so neither a page nor a script injected
// into the frame can make it talk to any other host.
import { networkInterfaces } from 'node:os'
import { DEFAULT_FRAME_ANCESTORS, strictOriginSources } from '@latch/frame'

const OTHER_DIRECTIVES =
  "default-src 'self'; script-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'"

/** loopback and every IPv4 address of this machine; CSP's host grammar has no IPv6 literals (browsers drop them) */
export function machineAddresses(): string[] {
  const hosts = new Set(['127.0.0.1'])
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4') hosts.add(entry.address)
  }
  return [...hosts]
}

/** SPEC §7's defaults with {ip} expanded, since CSP cannot name "any IP literal" (R-7.74–R-7.77) */
export function defaultAncestorSources(addresses = machineAddresses()): string[] {
  return DEFAULT_FRAME_ANCESTORS.flatMap((source) =>
    source.includes('{ip}') ? addresses.map((ip) => source.replace('{ip}', ip)) : [source],
  )
}

/** the origins of the cloud and the RPC endpoints: the only hosts the frame may connect to */
export function connectSources(urls: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    try {
      const { protocol, origin } = new URL(url)
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin)
    } catch {
      // a malformed URL is left out rather than written into the header
    }
  }
  return [...origins]
}

export interface CspOptions {
  /** the cloud and the configured RPC URLs */
  connect: readonly string[]
  addresses?: string[]
  /** SPEC §7's default ancestors are added: development only */
  defaultAncestors: boolean
}

export function frameCsp(allowedOrigins: readonly string[], options: CspOptions): string {
  const ancestors = [
    ...new Set([
      ...strictOriginSources(allowedOrigins),
      ...(options.defaultAncestors ? defaultAncestorSources(options.addresses) : []),
    ]),
  ]
  // an empty directive would be dropped, letting any page frame the wallet
  return `frame-ancestors ${ancestors.join(' ') || "'none'"}; connect-src 'self' ${connectSources(options.connect).join(' ')}; ${OTHER_DIRECTIVES}`
}

export const CALLBACK_CSP = `frame-ancestors 'none'; connect-src 'self'; ${OTHER_DIRECTIVES}`

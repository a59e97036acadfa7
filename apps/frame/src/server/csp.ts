// The frame's Content-Security-Policy: frame-ancestors from the project's allowed origins plus SPEC §7's defaults.
import { networkInterfaces } from 'node:os'
import { DEFAULT_FRAME_ANCESTORS } from '@latch/frame'

const OTHER_DIRECTIVES =
  "default-src 'self'; script-src 'self'; connect-src 'self' http: https:; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'"

// a CSP host-source: scheme, host (leading *. allowed, or a bracketed IPv6), optional port or *
const SOURCE = /^https?:\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?$/i

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
  return DEFAULT_FRAME_ANCESTORS.flatMap((source) => (source.includes('{ip}') ? addresses.map((ip) => source.replace('{ip}', ip)) : [source]))
}

/** the project's origins that CSP can express; anything else (and anything that could break the header) is dropped */
export function projectSources(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.filter((origin) => origin === '*' || SOURCE.test(origin))
}

export function frameCsp(allowedOrigins: readonly string[], addresses?: string[]): string {
  const ancestors = [...new Set([...projectSources(allowedOrigins), ...defaultAncestorSources(addresses)])]
  return `frame-ancestors ${ancestors.join(' ')}; ${OTHER_DIRECTIVES}`
}

export const CALLBACK_CSP = `frame-ancestors 'none'; ${OTHER_DIRECTIVES}`

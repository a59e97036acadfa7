// Which parent origins may embed and talk to the frame: the project's allowed origins plus SPEC §7's defaults.
import { isOriginAllowed } from '@latch/core'

/** SPEC §7 default frame ancestors in CSP frame-ancestors syntax; {ip} is any IP literal */
export const DEFAULT_FRAME_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://{ip}:*',
  'https://{ip}:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6 = /^\[[0-9a-f:.]+\]$/i
const DEFAULT_SUFFIXES = ['.pages.dev', '.vercel.app', '.ngrok-free.app']
const SECURE_MOBILE_HOSTS = ['secure-mobile.walletconnect.com', 'secure-mobile.walletconnect.org']

/** true for an origin matched by a default ancestor; the origin must be a serialised origin, nothing more */
export function isDefaultFrameAncestor(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false // refuses paths, credentials and 'null'
  const host = url.hostname
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (host === 'localhost' || IPV4.test(host) || IPV6.test(host)) return true
  }
  if (url.protocol !== 'https:' || url.port !== '') return false
  return SECURE_MOBILE_HOSTS.includes(host) || DEFAULT_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
}

/** true when a parent origin may talk to the frame: the project's allowed origins (wildcards) or a default ancestor */
export function isAllowedParentOrigin(origin: string, allowedParentOrigins: readonly string[]): boolean {
  if (typeof origin !== 'string' || origin === 'null' || origin.length > 2048) return false
  return isDefaultFrameAncestor(origin) || isOriginAllowed(origin, allowedParentOrigins)
}

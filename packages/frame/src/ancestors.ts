// Which parent origins may embed and talk to the frame: the project's allowed origins plus, in development, SPEC §7's
// defaults (a production frame leaves them out: anyone can host a page on *.vercel.app or *.pages.dev).
// The project's list is checked strictly: each entry must be a CSP host-source the browser would read the
// same way (scheme, host or `*.` + at least two labels, optional port or `:*`); `*` and anything looser are refused,
// so the dispatcher and the frame-ancestors header always agree.

/** SPEC §7 default frame ancestors in CSP frame-ancestors syntax (R-7.74–R-7.77); {ip} is any IP literal */
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

/**
 * true for an origin matched by a default ancestor; the origin must be a serialised origin, nothing more
 *
 * @example
 * ```ts
 * isDefaultFrameAncestor('http://localhost:5173') // true
 * ```
 */
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
  return (
    SECURE_MOBILE_HOSTS.includes(host) ||
    DEFAULT_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  )
}

/** a CSP host-source: http(s), a host (a leading `*.` only before two or more labels) or a bracketed IPv6, a port or `*` */
const SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i

interface Source {
  scheme: string
  wildcard: boolean
  host: string
  port?: string
}

function parseSource(source: string): Source | undefined {
  const match = typeof source === 'string' ? SOURCE.exec(source) : null
  if (!match) return undefined
  const [, scheme, wildcard, host, port] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string | undefined,
  ]
  // `https://*.com` would let a whole top-level domain in
  if (wildcard && !host.includes('.')) return undefined
  return { scheme: scheme.toLowerCase(), wildcard: !!wildcard, host: host.toLowerCase(), port }
}

/**
 * the project's entries that are strict sources (the CSP header and the dispatcher use only these)
 *
 * @example
 * ```ts
 * const frameAncestors = strictOriginSources(project.allowedOrigins).join(' ')
 * ```
 */
export function strictOriginSources(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.filter((origin) => parseSource(origin) !== undefined)
}

/** CSP host-source matching of one serialised origin against one strict source */
function matchesSource(url: URL, source: Source): boolean {
  if (url.protocol !== `${source.scheme}:`) return false
  const host = url.hostname.toLowerCase()
  const hostOk = source.wildcard ? host.endsWith(`.${source.host}`) : host === source.host
  // no port in the source means the scheme's default port (URL.port is '' for it)
  const portOk =
    source.port === '*' ||
    (source.port === undefined
      ? url.port === ''
      : url.port === source.port || (url.port === '' && source.port === (source.scheme === 'https' ? '443' : '80')))
  return hostOk && portOk
}

/** Which pages may embed the frame beyond the project's allowed origins. */
export interface ParentOriginOptions {
  /** SPEC §7's default ancestors count too: true in development, false in production */
  defaultAncestors?: boolean
}

/**
 * true when a parent origin may talk to the frame: a match of one of the project's strict sources, or (in development) a default ancestor
 *
 * @example
 * ```ts
 * isAllowedParentOrigin('https://shop.example.com', ['https://*.example.com'], { defaultAncestors: false }) // true
 * ```
 */
export function isAllowedParentOrigin(
  origin: string,
  allowedParentOrigins: readonly string[],
  { defaultAncestors = true }: ParentOriginOptions = {},
): boolean {
  if (typeof origin !== 'string' || origin === 'null' || origin.length > 2048) return false
  if (defaultAncestors && isDefaultFrameAncestor(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  return allowedParentOrigins.some((entry) => {
    const source = parseSource(entry)
    return source !== undefined && matchesSource(url, source)
  })
}

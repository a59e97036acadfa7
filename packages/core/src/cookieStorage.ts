// Cookie storage, in the manner of wagmi's cookieStorage: the few small values a server needs to render a
// returning visitor's account travel as cookies with every request; the rest (caches, recent wallets) stays in
// localStorage, since cookies are capped at ~4 KB and sent each time. Safe to import on the server.
import { defaultStorage, STORAGE_KEYS, type StorageLike } from './storage.ts'

/** what cookieToInitialState reads: the connection status and accounts, and the active network */
export const COOKIE_KEYS: readonly string[] = [
  STORAGE_KEYS.connectionStatus,
  STORAGE_KEYS.connectedNamespaces,
  STORAGE_KEYS.connectedAccounts,
  STORAGE_KEYS.disconnectedConnectorIds,
  STORAGE_KEYS.activeCaipNetworkId,
]

const ONE_YEAR_S = 365 * 24 * 60 * 60

/** one cookie's value from a Cookie header ('a=1; b=2'); names and values are URI-encoded */
export function readCookie(header: string | null | undefined, key: string): string | null {
  const name = encodeURIComponent(key)
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

const inCookie = (key: string) => COOKIE_KEYS.includes(key)
const hasDocument = () => typeof document !== 'undefined'

/** SameSite=Lax: sent on the app's own navigations, which is when the server renders */
function writeCookie(key: string, value: string, lifetime: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: writing this cookie is the storage's job; the Cookie Store API is missing from Firefox and Safari
  document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; ${lifetime}; samesite=lax`
}

/** pass as `storage` to createLatch on the server and the client; reads nothing until used */
export const cookieStorage: StorageLike = {
  getItem(key) {
    if (!inCookie(key)) return defaultStorage().getItem(key)
    return hasDocument() ? readCookie(document.cookie, key) : null
  },
  setItem(key, value) {
    if (!inCookie(key)) defaultStorage().setItem(key, value)
    else if (hasDocument()) writeCookie(key, value, `max-age=${ONE_YEAR_S}`)
  },
  removeItem(key) {
    if (!inCookie(key)) defaultStorage().removeItem(key)
    else if (hasDocument()) writeCookie(key, '', 'expires=Thu, 01 Jan 1970 00:00:00 GMT')
  },
}

/** a read-only storage over a request's Cookie header, for cookieToInitialState */
export function cookieHeaderStorage(header: string | null | undefined): StorageLike {
  return {
    getItem: (key) => (inCookie(key) ? readCookie(header, key) : null),
    setItem: () => {},
    removeItem: () => {},
  }
}

// A request to a phone wallet paired with this phone: its app sleeps in the background and answers only once the
// visitor opens it, so each request is handed to the app by the wallet's link (with the request's id, never a pairing
// URI: the session exists). On a computer nothing opens: the phone is elsewhere and shows the request itself.
import { handOff } from '../headless/handOff.ts'
import { httpUrl } from '../headless/safeUrl.ts'
import { isNativeLink } from '../headless/walletLinks.ts'
import type { SafeStorage } from '../storage.ts'
import { type DeepLinkChoice, formatDeepLink, getDeepLinkChoice } from './pairing.ts'

/** what a pairing session knows of its wallet: the metadata the wallet sent when it approved */
export interface PairingPeer {
  name?: string
  url?: string
  /** the links the wallet says its app answers to */
  redirect?: { native?: string; universal?: string }
}

/** one request sent to the session's wallet: its JSON-RPC id and the session's topic */
export interface HandOffRequest {
  id: number | string
  topic: string
  peer?: PairingPeer
}

/** How the pairing session's requests reach the wallet app on this device. */
export interface RequestHandOff {
  /** the links that open the wallet app for one request, its own scheme first; none on a computer */
  links(request: HandOffRequest): string[]
  /** opens the first link, then the next while the visitor is still on the page (core's ladder) */
  open(links: readonly string[]): void
}

/**
 * The link that opens a wallet app on one request, formed as the pairing protocol's own SDK forms it, which is what
 * wallets route on: `<link>wc?requestId=<id>&sessionTopic=<topic>` (`rainbow://` gives
 * `rainbow://wc?requestId=1700000000000&sessionTopic=ab12`).
 */
export function requestLink(base: string, id: number | string, topic: string): string {
  const { href } = formatDeepLink(base.trim(), '')
  return `${href}wc?requestId=${encodeURIComponent(String(id))}&sessionTopic=${encodeURIComponent(topic)}`
}

const simple = (name: string | undefined) => (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')

/** wallets name themselves loosely ('MetaMask Wallet' pairs as 'MetaMask'): one name holding the other is a match */
function sameWallet(choice: DeepLinkChoice, peer: PairingPeer | undefined): boolean {
  const chosen = simple(choice.name)
  const paired = simple(peer?.name)
  return Boolean(chosen && paired) && (chosen.includes(paired) || paired.includes(chosen))
}

/**
 * The links that open a paired wallet's app for one request: the catalogue link the visitor opened it by on this phone
 * (the stored deep link choice, R-3.47) when it names the same wallet, then the links the wallet itself declared; its
 * own scheme before an https link, each once. Catalogue and wallet data are untrusted: only http(s) and app schemes.
 */
export function requestHandOffLinks(request: HandOffRequest, choice?: DeepLinkChoice): string[] {
  const bases = [
    choice && sameWallet(choice, request.peer) ? choice.href : undefined,
    request.peer?.redirect?.native,
    request.peer?.redirect?.universal,
  ].filter((base): base is string => typeof base === 'string' && (Boolean(httpUrl(base)) || isNativeLink(base)))
  const ordered = [...bases.filter((base) => !httpUrl(base)), ...bases.filter((base) => httpUrl(base))]
  return [...new Set(ordered.map((base) => requestLink(base, request.id, request.topic)))]
}

/** an app's scheme takes the page's own navigation (an app that opens leaves the page as it is); an https link gets a
 * tab of its own, so a wallet's website never replaces the page whose request is waiting */
function openLink(link: string): void {
  if (httpUrl(link)) window.open(link, '_blank', 'noopener,noreferrer')
  else window.location.href = link
}

/**
 * The instance's request hand-off: on a phone, the paired wallet's links; on a computer, none. The pairing provider
 * calls `links` for each request it publishes and `open` with what they give.
 */
export function createRequestHandOff(context: { isMobile(): boolean; storage: SafeStorage }): RequestHandOff {
  return {
    links: (request) => (context.isMobile() ? requestHandOffLinks(request, getDeepLinkChoice(context.storage)) : []),
    open(links) {
      handOff(links, { open: openLink, left: () => document.visibilityState === 'hidden' })
    },
  }
}

// What a wallet's sign-in message (EIP-4361 or SIWS) must say of the page that asked for it, whichever chain signs.

/**
 * why the message was not made for a page the project allows, now: its domain is its uri's host, that origin is
 * allowed, and its validity window holds; undefined when it was
 */
export function pageProblem(
  message: { domain?: string; uri?: string; notBefore?: string; expirationTime?: string },
  originAllowed: (origin: string) => boolean,
  now: number,
): string | undefined {
  let page: URL
  try {
    page = new URL(message.uri ?? '')
  } catch {
    return 'uri is not a URL'
  }
  // the domain is the page that asked for the signature: one the project allows, and the uri's own
  if (message.domain !== page.host) return `domain ${message.domain} is not the uri's ${page.host}`
  if (!originAllowed(page.origin)) return `origin ${page.origin} is not allowed`
  // an unreadable date compares false, so it is refused too
  if (message.notBefore && !(Date.parse(message.notBefore) <= now)) return 'not valid yet'
  if (message.expirationTime && !(now < Date.parse(message.expirationTime))) return 'expired'
  return undefined
}

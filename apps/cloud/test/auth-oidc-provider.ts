// The local OpenID provider (tooling/devnet's stand-in: the oidc-provider package, devInteractions on) for
// "google" in the social-login tests, and a user agent that walks its login and consent pages with plain fetch.
import { startOidcStandIn } from '../../../tooling/devnet/src/oidc-standin.ts'

export const CLIENT = { id: 'latch-cloud', secret: 'latch-cloud-test-secret-0123456789' }
export const REDIRECT_URI = 'http://127.0.0.1:8787/v1/auth/social/callback'

export interface LocalOpenIdProvider {
  issuer: string
  stop(): Promise<void>
}

/** accounts are made up on login: `<login>@example.com`, verified, named after the login */
export function startOpenIdProvider(): Promise<LocalOpenIdProvider> {
  return startOidcStandIn({ clients: [{ id: CLIENT.id, secret: CLIENT.secret, redirectUris: [REDIRECT_URI] }] })
}

/** follows the provider's redirects like a browser (cookies kept), logs in as `login`, consents; returns the redirect back */
export async function authorizeAt(authorizationUri: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at).trim()
      const value = pair!.slice(at + 1).trim()
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
  }
  const call = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    remember(response)
    return response
  }
  let url = authorizationUri
  for (let step = 0; step < 12; step++) {
    const response = await call(url)
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(REDIRECT_URI)) return next
      url = next.href
      continue
    }
    const page = await response.text()
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    if (!response.ok || !prompt)
      throw new Error(`unexpected provider page ${response.status} at ${url}: ${page.slice(0, 200)}`)
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
    const submitted = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })
    const after = submitted.headers.get('location')
    if (!after) throw new Error(`the ${prompt} form answered ${submitted.status}`)
    url = new URL(after, url).href
  }
  throw new Error('the provider never redirected back')
}

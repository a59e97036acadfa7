// Social login: wait for our own popup callback page's message, then exchange its state and code at the cloud.
// Each login this frame starts gets a secret the cloud binds to its state: only a result for a state this
// frame started is exchanged, and only with its secret, so a page cannot sign the frame in to an account it chose. The
// provider's answer is taken only from our own callback page: a page that handed the frame a code (its own login of
// the frame's state, done in another browser) would sign the visitor in to the page's account.
import * as z from 'zod/mini'
import { randomBytes, toBase64Url } from '../keys/bytes.ts'
import { STORAGE_PREFIX } from '../keys/index.ts'
import { SOCIAL_CALLBACK_TYPE } from '../socialCallback.ts'
import type { KeyValue } from './store.ts'
import { latchError } from '@latch/core'

export const SOCIAL_WAIT_MS = 120_000
export const NOT_STARTED_HERE = 'This social login was not started here'
export const ANSWER_FROM_CALLBACK_ONLY = "A social login finishes only on the wallet's own callback page"
/** logins started and not finished that the frame remembers (a redirect back reloads it) */
const MAX_PENDING = 8
const SOCIAL_LIFETIME_MS = 10 * 60_000

const callbackMessage = z.strictObject({
  type: z.literal(SOCIAL_CALLBACK_TYPE),
  search: z.string().check(z.maxLength(4096)),
})

export interface ProviderReturn {
  state: string
  code?: string
  error?: string
}

/** the state and code (or error) of a provider's redirect back, or undefined when the query carries none */
export function providerReturnOf(search: string): ProviderReturn | undefined {
  const query = new URLSearchParams(search)
  const state = query.get('state')
  const code = query.get('code') ?? undefined
  const error = query.get('error') ?? undefined
  if (!state || (!code && !error)) return undefined
  return { state, code, error }
}

function queryOf(uri: string): string {
  try {
    return new URL(uri).search
  } catch {
    throw latchError('SocialLoginInvalid', { params: { reason: 'Invalid social login address' } })
  }
}

/** the state of the authorization URL a page asks the frame to finish; a uri that carries the answer itself is refused */
export function loginStateOf(uri: string): string {
  if (providerReturnOf(queryOf(uri)))
    throw latchError('SocialLoginInvalid', { params: { reason: ANSWER_FROM_CALLBACK_ONLY } })
  return stateOf(uri)
}

/** the provider's answer for `state`: the message of social-callback.html, same origin only */
export function waitForProviderReturn(win: Window, state: string, timeoutMs = SOCIAL_WAIT_MS): Promise<ProviderReturn> {
  return new Promise<ProviderReturn>((resolve, reject) => {
    const done = () => {
      win.removeEventListener('message', onMessage)
      win.clearTimeout(timer)
    }
    // only our own callback page (the frame's origin) may answer; anything else is ignored
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin) return
      const parsed = callbackMessage.safeParse(event.data)
      if (!parsed.success) return
      const answer = providerReturnOf(parsed.data.search)
      if (answer?.state !== state) return
      done()
      resolve(answer)
    }
    const timer = win.setTimeout(() => {
      done()
      reject(new Error('Social login timed out'))
    }, timeoutMs)
    win.addEventListener('message', onMessage)
  })
}

interface Pending {
  state: string
  secret: string
  at: number
}

/** the social logins this frame started, per project, in its own storage (a Telegram-style redirect reloads the frame) */
export function socialLogins(storage: KeyValue, projectId: string, now: () => number = Date.now) {
  const key = `${STORAGE_PREFIX}SOCIAL_PENDING:${projectId}`
  const read = (): Pending[] => {
    try {
      const list: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(list)
        ? (list as Pending[]).filter((item) => item && now() - item.at < SOCIAL_LIFETIME_MS)
        : []
    } catch {
      return []
    }
  }
  return {
    /** a new secret; its SHA-256 (hex) goes to the cloud with the authorization request */
    async begin(): Promise<{ secret: string; binding: string }> {
      const secret = toBase64Url(randomBytes(32))
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)))
      return { secret, binding: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') }
    },
    /** remembers which state the secret belongs to, once the cloud named it */
    started(state: string, secret: string): void {
      storage.setItem(
        key,
        JSON.stringify(
          [...read().filter((item) => item.state !== state), { state, secret, at: now() }].slice(-MAX_PENDING),
        ),
      )
    },
    /** the secret of a state this frame started, used up; refused for any other state */
    take(state: string): string {
      const list = read()
      const found = list.find((item) => item.state === state)
      if (!found) throw latchError('SocialLoginInvalid', { params: { reason: NOT_STARTED_HERE } })
      storage.setItem(key, JSON.stringify(list.filter((item) => item !== found)))
      return found.secret
    },
  }
}

/** the state of an authorization URL or of a provider's redirect back */
export function stateOf(uri: string): string {
  const state = new URLSearchParams(queryOf(uri)).get('state')
  if (!state) throw latchError('SocialLoginInvalid', { params: { reason: 'Invalid social login address' } })
  return state
}

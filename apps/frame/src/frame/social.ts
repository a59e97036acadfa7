// Social login: wait for our own popup callback page's message, then exchange its state and code at the cloud.
import * as z from 'zod/mini'
import { SOCIAL_CALLBACK_TYPE } from '../socialCallback.ts'

export const SOCIAL_WAIT_MS = 120_000

const callbackMessage = z.strictObject({ type: z.literal(SOCIAL_CALLBACK_TYPE), search: z.string().check(z.maxLength(4096)) })

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
    throw new Error('Invalid social login address')
  }
}

/**
 * the provider's answer for `uri`: at once when `uri` is itself the redirect back (e.g. Telegram's result_uri),
 * else the message of social-callback.html, same origin only, with the authorization URL's state
 */
export function waitForProviderReturn(win: Window, uri: string, timeoutMs = SOCIAL_WAIT_MS): Promise<ProviderReturn> {
  const search = queryOf(uri)
  const direct = providerReturnOf(search)
  if (direct) return Promise.resolve(direct)
  const state = new URLSearchParams(search).get('state')
  if (!state) return Promise.reject(new Error('Invalid social login address'))
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

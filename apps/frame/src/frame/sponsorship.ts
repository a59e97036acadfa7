// Sponsored gas: whether the project's paymaster pays a smart account's gas on a chain is the project's
// config (GET /appkit/v1/config, feature sponsoredGas: its chains), read by the frame before the card, so the card
// says who pays and a refusal by the paymaster afterwards is an error, never a silent switch to the user paying.
import * as z from 'zod/mini'
import { latchError } from '@latch/core'

export const SPONSORSHIP_TEXTS = {
  unknown: (reason: string) => `The project's gas sponsorship setting could not be read: ${reason}`,
} as const

const featuresAnswer = z.object({
  features: z
    .array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.optional(z.nullable(z.array(z.string()))) }))
    .check(z.maxLength(64)),
})

/** the project's ERC-7677 paymaster at the cloud, and the headers that prove the signed-in user to it */
export interface PaymasterService {
  url: string
  headers: Record<string, string>
}

export interface Sponsorship {
  /** the project's paymaster when it sponsors gas on this chain; undefined: the account pays */
  paymaster(chainId: number): Promise<PaymasterService | undefined>
}

/** the cloud sponsors only the smart account of the session's user, proved by this header */
export const SESSION_HEADER = 'x-latch-session'

export function createSponsorship(options: {
  cloudUrl: string
  projectId: string
  fetch: typeof globalThis.fetch
  sessionToken(): string | undefined
}): Sponsorship {
  return {
    async paymaster(chainId) {
      const url = new URL('/appkit/v1/config', options.cloudUrl)
      url.searchParams.set('projectId', options.projectId)
      url.searchParams.set('st', 'latch-frame')
      let body: unknown
      try {
        // the cloud answers 304 to a known ETag: no-cache asks it every time, the setting may just have changed
        const response = await options.fetch(url, { cache: 'no-cache', credentials: 'omit' })
        if (!response.ok) throw new Error(`the cloud answered ${response.status}`)
        body = await response.json()
      } catch (error) {
        throw latchError('SponsorshipRefused', {
          params: { reason: SPONSORSHIP_TEXTS.unknown((error as Error).message) },
          cause: error,
        })
      }
      const answer = featuresAnswer.safeParse(body)
      if (!answer.success)
        throw latchError('SponsorshipRefused', {
          params: { reason: SPONSORSHIP_TEXTS.unknown('an unexpected answer') },
        })
      const sponsored = answer.data.features.find((feature) => feature.id === 'sponsoredGas')
      if (!sponsored?.isEnabled || !sponsored.config?.includes(`eip155:${chainId}`)) return undefined
      const paymaster = new URL(`/paymaster/v1/${chainId}`, options.cloudUrl)
      paymaster.searchParams.set('projectId', options.projectId)
      const token = options.sessionToken()
      const headers: Record<string, string> = token ? { [SESSION_HEADER]: token } : {}
      return { url: paymaster.href, headers }
    },
  }
}

/** what the paymaster service answered instead of sponsoring */
export class PaymasterRefusal extends Error {
  override readonly name = 'PaymasterRefusal'
}

interface PaymasterActions {
  getPaymasterStubData(parameters: never): Promise<unknown>
  getPaymasterData(parameters: never): Promise<unknown>
}

/** viem's paymaster actions, with the service's errors marked as its refusal (the bundler's stay the bundler's) */
export function refusalsMarked<P extends PaymasterActions>(
  client: P,
  reasonOf: (error: unknown) => string,
): Pick<P, keyof PaymasterActions> {
  const refused = (error: unknown): never => {
    throw new PaymasterRefusal(reasonOf(error))
  }
  return {
    getPaymasterStubData: ((parameters: never) =>
      client.getPaymasterStubData(parameters).catch(refused)) as P['getPaymasterStubData'],
    getPaymasterData: ((parameters: never) =>
      client.getPaymasterData(parameters).catch(refused)) as P['getPaymasterData'],
  }
}

/** the paymaster's refusal somewhere in an error's causes */
export function refusalIn(error: unknown): PaymasterRefusal | undefined {
  for (let cause = error, depth = 0; cause && depth < 16; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (cause instanceof PaymasterRefusal) return cause
  }
  return undefined
}

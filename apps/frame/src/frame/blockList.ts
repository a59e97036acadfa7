// The operator's block list (the project's, the cloud's and its feed's), read from the cloud (GET
// /appkit/v1/block-list) before a card, so a blocked dApp origin or address raises its warning. Read again after a
// minute; a read that fails keeps the last list read, or none: a missing list raises no warning, it never blocks.
import type { BlockList } from '@latch/core/internal/approvals'
import * as z from 'zod/mini'

/** how long a list read is used before it is read again */
export const BLOCK_LIST_TTL_MS = 60_000
const READ_TIMEOUT_MS = 5_000

const answer = z.object({
  // EVM addresses (any case) and Solana ones (base58, their case kept)
  addresses: z
    .array(z.string().check(z.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/)))
    .check(z.maxLength(200_000)),
  domains: z.array(z.string().check(z.maxLength(253))).check(z.maxLength(200_000)),
})

export interface BlockListSource {
  /** the list to judge a request by; undefined when it was never read */
  get(): Promise<BlockList | undefined>
}

export function createBlockListSource(options: {
  cloudUrl: string
  projectId: string
  fetch: typeof globalThis.fetch
  now?: () => number
}): BlockListSource {
  const now = options.now ?? Date.now
  let last: { list: BlockList; at: number } | undefined
  let reading: Promise<BlockList | undefined> | undefined

  async function read(): Promise<BlockList | undefined> {
    const url = new URL('/appkit/v1/block-list', options.cloudUrl)
    url.searchParams.set('projectId', options.projectId)
    url.searchParams.set('st', 'latch-frame')
    try {
      // no-cache: the browser asks again each time, a 304 when nothing changed (the cloud's ETag)
      const response = await options.fetch(url, {
        cache: 'no-cache',
        credentials: 'omit',
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      })
      const parsed = answer.safeParse(response.ok ? await response.json() : undefined)
      if (parsed.success) last = { list: parsed.data, at: now() }
    } catch {
      // the cloud is away for a moment: the last list read stays
    }
    return last?.list
  }

  return {
    async get() {
      if (last && now() - last.at < BLOCK_LIST_TTL_MS) return last.list
      reading ??= read().finally(() => {
        reading = undefined
      })
      return reading
    },
  }
}

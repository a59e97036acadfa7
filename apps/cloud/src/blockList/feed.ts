// The operator's block list feed (LATCH_BLOCK_LIST_FEED_URL: https://, http:// or file://), imported at start and every
// LATCH_BLOCK_LIST_FEED_MINUTES for the whole cloud. Only the operator's configuration names it: no request, with or
// without a secret, can point the cloud at another URL. A feed that cannot be read, is too big or is not the format
// keeps the last good list (stored, so a restart keeps it too) and is logged, without the URL's path or query.
import { readFile, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { CloudContext } from '../context.ts'
import { log } from '../observe/logger.ts'
import { type BlockListEntries, blockListFeedSchema } from './input.ts'
import { CLOUD_SCOPE } from './schema.ts'
import { setBlockList } from './store.ts'

/** a feed bigger than this is refused unread */
export const MAX_FEED_BYTES = 4 * 1024 * 1024
const FETCH_TIMEOUT_MS = 10_000

export type FeedErrorCode = 'FeedUnreachable' | 'FeedTooBig' | 'FeedMalformed'

export class BlockListFeedError extends Error {
  override readonly name = 'BlockListFeedError'
  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export interface FeedStatus {
  url: string
  lastImportAt?: string
  addresses?: number
  domains?: number
  lastErrorAt?: string
  lastError?: { code: FeedErrorCode; message: string }
}

/** what may be logged or shown of the feed's URL: its scheme and host (a path or query may carry a key) */
export const feedLabel = (url: string) => {
  const parsed = new URL(url)
  return parsed.protocol === 'file:' ? 'file://' : `${parsed.protocol}//${parsed.host}`
}

async function httpText(url: URL, fetcher: typeof fetch): Promise<string> {
  let response: Response
  try {
    // a redirect would lead the cloud somewhere the operator did not name
    response = await fetcher(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    // the cause's code (ECONNREFUSED, a timeout) says why without repeating the URL
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name
    throw new BlockListFeedError('FeedUnreachable', `the feed could not be fetched (${reason})`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new BlockListFeedError('FeedUnreachable', `the feed answered ${response.status}`)
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
    await response.body?.cancel()
    throw new BlockListFeedError('FeedTooBig', `the feed is over ${MAX_FEED_BYTES} bytes`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > MAX_FEED_BYTES) {
      await reader.cancel()
      throw new BlockListFeedError('FeedTooBig', `the feed is over ${MAX_FEED_BYTES} bytes`)
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function fileText(url: URL): Promise<string> {
  const path = fileURLToPath(url)
  let size: number
  try {
    size = (await stat(path)).size
  } catch (error) {
    throw new BlockListFeedError(
      'FeedUnreachable',
      `the feed file could not be read (${(error as NodeJS.ErrnoException).code})`,
    )
  }
  if (size > MAX_FEED_BYTES) throw new BlockListFeedError('FeedTooBig', `the feed is over ${MAX_FEED_BYTES} bytes`)
  return readFile(path, 'utf8')
}

/** the feed's entries, or a BlockListFeedError saying why there are none */
export async function readFeed(url: string, fetcher: typeof fetch = fetch): Promise<BlockListEntries> {
  const parsed = new URL(url)
  const text = parsed.protocol === 'file:' ? await fileText(parsed) : await httpText(parsed, fetcher)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BlockListFeedError('FeedMalformed', 'the feed is not JSON')
  }
  const result = blockListFeedSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]!
    // the path and the rule, never the entry: the feed is not ours to echo into the log
    throw new BlockListFeedError('FeedMalformed', `${issue.path.join('.') || 'feed'}: ${issue.message}`)
  }
  return result.data
}

const statuses = new WeakMap<CloudContext, FeedStatus>()

/** this process's last import of the feed; undefined without a feed */
export const feedStatusOf = (context: CloudContext): FeedStatus | undefined => statuses.get(context)

/** imports the feed once; a failure is logged and kept in the status, and the stored list stays as it was */
export async function importFeed(context: CloudContext, fetcher: typeof fetch = fetch): Promise<FeedStatus> {
  const url = context.config.blockListFeed.url
  if (!url) throw new Error('No block list feed is configured')
  const status: FeedStatus = { ...statuses.get(context), url: feedLabel(url) }
  const now = context.now().toISOString()
  try {
    const entries = await readFeed(url, fetcher)
    await setBlockList(context.db, { scope: CLOUD_SCOPE, source: 'feed' }, entries)
    Object.assign(status, { lastImportAt: now, addresses: entries.addresses.length, domains: entries.domains.length })
    delete status.lastError
    delete status.lastErrorAt
    log.info(
      {
        component: 'blockListFeed',
        feed: status.url,
        addresses: entries.addresses.length,
        domains: entries.domains.length,
      },
      'block list feed imported',
    )
  } catch (error) {
    const known = error instanceof BlockListFeedError
    status.lastError = known
      ? { code: error.code, message: error.message }
      : { code: 'FeedUnreachable', message: 'the feed could not be stored' }
    status.lastErrorAt = now
    log.warn(
      {
        component: 'blockListFeed',
        feed: status.url,
        errorCode: status.lastError.code,
        reason: status.lastError.message,
      },
      'block list feed refused: the last good list stays',
    )
  }
  statuses.set(context, status)
  return status
}

/** imports now and every configured interval while the cloud runs; nothing without a feed */
export function startBlockListFeed(context: CloudContext, fetcher: typeof fetch = fetch): { stop(): void } {
  if (!context.config.blockListFeed.url) return { stop() {} }
  const run = () => void importFeed(context, fetcher)
  run()
  const timer = setInterval(run, context.config.blockListFeed.minutes * 60_000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

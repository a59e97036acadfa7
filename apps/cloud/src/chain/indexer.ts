// Follows the blocks of every configured chain into the database: one polling loop per chain, each pass
// idempotent, so a restart resumes at the stored cursor and a failed pass is simply retried.
import type { CloudContext } from '../context.ts'
import { backfillApprovalsOnce } from './approvalsBackfill.ts'
import { indexChainOnce, type IndexPassOptions } from './indexPass.ts'
import { reportIndexerLag } from '../observe/indexerLag.ts'
import { firstLine, log } from '../observe/logger.ts'

export { indexChainOnce, type IndexPass } from './indexPass.ts'

export interface IndexerOptions extends IndexPassOptions {
  /** wait between passes once caught up with the head */
  pollMs?: number
}

const MAX_BACKOFF_MS = 10_000

export function startIndexers(context: CloudContext, options: IndexerOptions = {}): { stop(): Promise<void> } {
  const loops = context.config.chains.map((chain) => followChain(context, chain.chainId, options))
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()))
    },
  }
}

function followChain(context: CloudContext, chainId: number, options: IndexerOptions) {
  const pollMs = options.pollMs ?? 250
  let stopped = false
  let wake = () => {}
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const done = (async () => {
    let failures = 0
    while (!stopped) {
      try {
        const pass = await indexChainOnce(context, chainId, options)
        reportIndexerLag(chainId, Math.max(0, pass.head - pass.to))
        failures = 0
        // the head first; older approval logs (a cloud indexed before it kept them) while there is nothing new
        if (pass.caughtUp && !(await backfillApprovalsOnce(context, chainId))) await sleep(pollMs)
      } catch (error) {
        failures++
        // an unreachable node is logged once per outage, then retried with backoff
        if (failures === 1)
          log.warn({ component: 'indexer', chain: `eip155:${chainId}`, error: firstLine(error) }, 'index pass failed')
        if (!stopped) await sleep(Math.min(pollMs * 2 ** failures, MAX_BACKOFF_MS))
      }
    }
  })()
  return {
    async stop() {
      stopped = true
      wake()
      await done
    },
  }
}

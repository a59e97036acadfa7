// The deployment search's bounds, on a scripted chain (its reads on anvil: apps/frame/test/approval-intent.test.ts).
import { NEW_CONTRACT_SECONDS } from '@latch/core/internal/approvals'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEPLOYMENT_TIMEOUT_MS,
  type DeploymentReads,
  MAX_DEPLOYMENT_READS,
  recentDeployment,
  recentDeployments,
} from './deployment.ts'

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NOW = 1_800_000_000

/** a chain of `length` blocks `pace` seconds apart ending at NOW; the contract's code appears at block `deployedIn` */
function chain(length: number, pace: number, deployedIn: number | undefined) {
  const latest = BigInt(length - 1)
  const reads = { count: 0 }
  const at = (number: bigint) => ({ number, timestamp: BigInt(NOW) - (latest - number) * BigInt(pace) })
  const api: DeploymentReads = {
    async block(number) {
      reads.count++
      return at(number ?? latest)
    },
    async hasCode(_address, block) {
      reads.count++
      return deployedIn !== undefined && (block === 'latest' ? latest : block) >= BigInt(deployedIn)
    },
  }
  return { api, reads, timestampOf: (number: number) => Number(at(BigInt(number)).timestamp) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('when the contract was deployed', () => {
  it('deployed 10 minutes ago on a 12-second chain: the deployment block is found and its time is the answer', async () => {
    const { api, reads, timestampOf } = chain(100_000, 12, 100_000 - 50)
    expect(await recentDeployment(api, CONTRACT)).toBe(timestampOf(100_000 - 50))
    expect(reads.count).toBeLessThanOrEqual(MAX_DEPLOYMENT_READS)
  })

  it('older than the hour: its code at the block an hour ago answers in a few reads, with no time', async () => {
    const { api, reads } = chain(100_000, 12, 10)
    expect(await recentDeployment(api, CONTRACT)).toBeUndefined()
    expect(reads.count).toBeLessThanOrEqual(5)
  })

  it('deployed just over the hour ago, between the hour-old block and now: no time either', async () => {
    const blocks = 100_000
    const { api } = chain(blocks, 12, blocks - 1 - NEW_CONTRACT_SECONDS / 12 - 1)
    expect(await recentDeployment(api, CONTRACT)).toBeUndefined()
  })

  it('no code at the address (a person): no time, after one round trip (the latest block and the code read together)', async () => {
    const { api, reads } = chain(1000, 12, undefined)
    let inFlight = 0
    let most = 0
    const together =
      <T>(read: () => Promise<T>) =>
      async () => {
        most = Math.max(most, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight--
        return read()
      }
    const timed: DeploymentReads = {
      block: (number) => together(() => api.block(number))(),
      hasCode: (address, block) => together(() => api.hasCode(address, block))(),
    }
    expect(await recentDeployment(timed, CONTRACT)).toBeUndefined()
    expect(reads.count).toBe(2)
    expect(most).toBe(2)
  })

  it('a chain whose blocks share one second (a devnet): searched from genesis, still found', async () => {
    const { api } = chain(500, 0, 321)
    expect(await recentDeployment(api, CONTRACT)).toBe(NOW)
  })

  it('a search that would take more reads than its bound gives up without an answer', async () => {
    // ten million blocks in the same second: a binary search from genesis needs more than the bound
    const { api, reads } = chain(10_000_000, 0, 9_999_990)
    await expect(recentDeployment(api, CONTRACT)).rejects.toThrow('ran out of reads or time')
    expect(reads.count).toBe(MAX_DEPLOYMENT_READS)
    expect(await recentDeployments('http://127.0.0.1:1', [CONTRACT], api)).toEqual({})
  })

  it('a node that never answers: no time after DEPLOYMENT_TIMEOUT_MS, so no warning rather than a card that waits', async () => {
    vi.useFakeTimers()
    const silent: DeploymentReads = { block: () => new Promise(() => {}), hasCode: () => new Promise(() => {}) }
    const found = recentDeployments('http://127.0.0.1:1', [CONTRACT], silent)
    await vi.advanceTimersByTimeAsync(DEPLOYMENT_TIMEOUT_MS)
    expect(await found).toEqual({})
  })

  it('an RPC that refuses: no time', async () => {
    // nothing listens on port 1
    expect(await recentDeployments('http://127.0.0.1:1', [CONTRACT])).toEqual({})
  })
})

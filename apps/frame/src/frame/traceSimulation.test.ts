// A call trace read as a simulation's logs: what a failed sub-call did is not counted, nested native moves are.
import { assetChanges } from '@latch/core/internal/approvals'
import { describe, expect, it } from 'vitest'
import { traceFailure, traceLogs } from './traceSimulation.ts'

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ROUTER = '0x959922be3caee4b8cd9a407cc3ac1c251c2007b1'
const FRIEND = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const tokenIn = {
  address: TOKEN,
  topics: [TRANSFER, topic(ROUTER), topic(ME)],
  data: `0x${7n.toString(16).padStart(64, '0')}`,
}

describe('a call trace as the outcome', () => {
  it('counts the value sent, the tokens received and a refund from a nested call; not what a reverted sub-call did', () => {
    const frame = {
      from: ME,
      to: ROUTER,
      value: '0x64',
      logs: [tokenIn],
      calls: [
        { from: ROUTER, to: ME, value: '0x0a' },
        {
          from: ROUTER,
          to: FRIEND,
          value: '0x05',
          error: 'execution reverted',
          calls: [{ from: FRIEND, to: ME, value: '0x01' }],
        },
      ],
    }
    expect(traceFailure(frame)).toBeUndefined()
    expect(assetChanges(ME, traceLogs(frame))).toEqual({
      native: -90n,
      tokens: [{ token: TOKEN, change: 7n }],
      nftsIn: [],
      nftsOut: [],
    })
  })

  it('a call that fails says why, in the revert reason when the node gives one', () => {
    expect(
      traceFailure({ from: ME, to: ROUTER, error: 'execution reverted', revertReason: 'UniswapV2Router: EXPIRED' }),
    ).toBe('UniswapV2Router: EXPIRED')
    expect(traceFailure({ from: ME, to: ROUTER, error: 'out of gas' })).toBe('out of gas')
    expect(traceLogs({ from: ME, to: ROUTER, value: '0x64', error: 'out of gas' })).toEqual([])
  })
})

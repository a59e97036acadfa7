// Where nothing can simulate, the card says so plainly (the simulation itself is tested on anvil:
// apps/frame/test/approval-intent.test.ts).
import { describe, expect, it } from 'vitest'
import { withIntent } from './intentCard.ts'
import { simulate } from './simulation.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('could not simulate', () => {
  it('a node that does not answer: "Could not simulate" with the reason, never silence', async () => {
    // nothing listens on port 1
    const simulation = await simulate('http://127.0.0.1:1', ACCOUNT, [{ to: TO, value: 1n }])
    expect(simulation).toMatchObject({ ok: false, line: expect.stringMatching(/^Could not simulate: /) })
  })

  it('no RPC endpoint for the chain: the card says it could not simulate', async () => {
    const request = await withIntent(
      { kind: 'transaction', details: [] },
      { rpcUrl: undefined, chainId: 1, calls: [{ to: TO, value: 1n }], account: ACCOUNT },
    )
    expect(request.outcome).toEqual(['Could not simulate: no RPC endpoint for this chain'])
  })
})

describe('a signature without an RPC endpoint', () => {
  it('is still decoded and judged: nothing is read from a chain', async () => {
    const request = await withIntent(
      { kind: 'signature', details: [] },
      { rpcUrl: undefined, chainId: 1, message: `0x${'00'.repeat(32)}` },
    )
    expect(request.warnings).toEqual([
      'The message is a bare hash: what it stands for cannot be shown. It may sign a transaction or a permit.',
    ])
    expect(request.outcome).toBeUndefined()
  })
})

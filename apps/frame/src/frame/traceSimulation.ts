// The simulated outcome where the node has no eth_simulateV1: one call traced with debug_traceCall's callTracer (its
// logs included), the native value each successful call frame moves written as ERC-7528 Transfer logs, so the same
// reading of logs gives the same lines. A trace runs on the latest state only: a batch's later calls cannot see the
// earlier ones' effects, so only a single call is traced.
import { NATIVE_ADDRESS, type SimulatedLog } from '@latch/core/internal/approvals'

/** keccak256("Transfer(address,address,uint256)") */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** a call frame as callTracer returns it, with `withLog` */
export interface CallFrame {
  from: string
  to?: string
  value?: string
  error?: string
  revertReason?: string
  logs?: SimulatedLog[]
  calls?: CallFrame[]
}

const topicOf = (address: string) => `0x${address.toLowerCase().replace(/^0x/, '').padStart(64, '0')}`

/** the logs of a traced call in order, native moves included; a frame that failed leaves nothing, nor do its children */
export function traceLogs(frame: CallFrame): SimulatedLog[] {
  if (frame.error) return []
  const logs: SimulatedLog[] = []
  const value = frame.value ? BigInt(frame.value) : 0n
  if (value > 0n && frame.to)
    logs.push({
      address: NATIVE_ADDRESS,
      topics: [TRANSFER, topicOf(frame.from), topicOf(frame.to)],
      data: `0x${value.toString(16).padStart(64, '0')}`,
    })
  // callTracer lists a frame's own logs and its sub-calls apart: the order between them is not kept, which the sums do not need
  logs.push(...(frame.logs ?? []))
  for (const call of frame.calls ?? []) logs.push(...traceLogs(call))
  return logs
}

/** why the traced call fails, or undefined when it succeeds */
export const traceFailure = (frame: CallFrame): string | undefined =>
  frame.error ? (frame.revertReason ?? frame.error) : undefined

// The card's simulated outcome: what the transaction or batch would change in the wallet's balances, computed by
// the chain's own RPC (eth_simulateV1 through viem's simulateCalls, with native transfers traced). Where the node
// has no eth_simulateV1, a single call is traced instead (debug_traceCall); where nothing works, the card says so
// plainly, with the reasons; it never shows nothing.
import { type AssetChanges, assetChanges } from '@latch/core/internal/approvals'
import { type Address, createPublicClient, formatEther, formatUnits, type Hex, http } from 'viem'
import { simulateCalls } from 'viem/actions'
import { text } from './texts/frameLocale.ts'
import { tokenInfo } from './tokenInfo.ts'
import { type CallFrame, traceFailure, traceLogs } from './traceSimulation.ts'

export const SIMULATION_TEXTS = {
  nothing: () => text('simulation.nothing'),
  couldNot: (reason: string) => text('simulation.couldNot', { reason }),
  fails: (reason: string) => text('simulation.fails', { reason }),
  batchNotTraced: () => text('simulation.batchNotTraced'),
  solanaSeveral: () => text('simulation.solanaSeveral'),
  solanaNoAccounts: () => text('simulation.solanaNoAccounts'),
  solanaToken: (amount: string, mint: string) => text('simulation.solanaToken', { amount, mint }),
} as const

export interface SimulatedCall {
  to?: string | null
  data?: string | null
  value?: bigint
}

export type Simulation = { ok: true; changes: AssetChanges } | { ok: false; line: string }

const reasonOf = (error: unknown) =>
  ((error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error))).split(
    '\n',
  )[0]!

/** runs the calls as `account` on the chain's latest block, without sending them */
export async function simulate(rpcUrl: string, account: string, calls: readonly SimulatedCall[]): Promise<Simulation> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  try {
    const { results } = await simulateCalls(client, {
      account: account as Address,
      calls: calls.map((call) => ({
        to: (call.to ?? undefined) as Address,
        data: (call.data ?? undefined) as Hex | undefined,
        value: call.value,
      })),
      traceTransfers: true,
    })
    const failed = results.find((result) => result.status !== 'success')
    if (failed)
      return {
        ok: false,
        line: SIMULATION_TEXTS.fails(failed.error ? reasonOf(failed.error) : text('simulation.reverted')),
      }
    return {
      ok: true,
      changes: assetChanges(
        account,
        results.flatMap((result) => result.logs ?? []),
      ),
    }
  } catch (error) {
    // the node's own words first: they say why eth_simulateV1 did not answer
    const reason = reasonOf(error).replace(/\.$/, '')
    if (calls.length !== 1)
      return { ok: false, line: SIMULATION_TEXTS.couldNot(`${reason}; ${SIMULATION_TEXTS.batchNotTraced()}`) }
    try {
      return await traced(client, account, calls[0]!)
    } catch (traceError) {
      return { ok: false, line: SIMULATION_TEXTS.couldNot(`${reason}; debug_traceCall: ${reasonOf(traceError)}`) }
    }
  }
}

const hex = (value: bigint) => `0x${value.toString(16)}` as Hex

/** one call traced with callTracer on the latest block, its logs read as a simulation's */
async function traced(
  client: ReturnType<typeof createPublicClient>,
  account: string,
  call: SimulatedCall,
): Promise<Simulation> {
  const frame = (await client.request({
    method: 'debug_traceCall' as never,
    params: [
      { from: account, to: call.to ?? undefined, data: call.data ?? undefined, value: hex(call.value ?? 0n) },
      'latest',
      { tracer: 'callTracer', tracerConfig: { withLog: true } },
    ] as never,
  })) as CallFrame
  const failure = traceFailure(frame)
  if (failure) return { ok: false, line: SIMULATION_TEXTS.fails(failure) }
  return { ok: true, changes: assetChanges(account, traceLogs(frame)) }
}

/** a balance change as the card writes it: its sign, then the amount */
export const outcomeSign = (value: bigint, text: (abs: bigint) => string) =>
  `${value < 0n ? '−' : '+'}${text(value < 0n ? -value : value)}`
const signed = outcomeSign

/** the card's lines for a simulation: one per balance that changes, one per NFT in or out */
export async function outcomeLines(rpcUrl: string, simulation: Simulation): Promise<string[]> {
  if (!simulation.ok) return [simulation.line]
  const { native, tokens, nftsIn, nftsOut } = simulation.changes
  const client = createPublicClient({ transport: http(rpcUrl) })
  const infos = await Promise.all(tokens.map((item) => tokenInfo(client, item.token)))
  const lines: string[] = []
  if (native !== 0n) lines.push(signed(native, (abs) => `${formatEther(abs)} ETH`))
  tokens.forEach((item, index) => {
    const info = infos[index]
    lines.push(
      signed(item.change, (abs) =>
        info
          ? `${formatUnits(abs, info.decimals)} ${info.symbol}`
          : text('intent.units', { amount: abs, token: item.token }),
      ),
    )
  })
  const nftText = (nft: (typeof nftsIn)[number]) =>
    text('simulation.nft', { id: nft.id, count: nft.amount > 1n ? ` ×${nft.amount}` : '', collection: nft.collection })
  for (const nft of nftsIn) lines.push(`+ ${nftText(nft)}`)
  for (const nft of nftsOut) lines.push(`− ${nftText(nft)}`)
  return lines.length ? lines : [SIMULATION_TEXTS.nothing()]
}

// The card's decoded intent and warnings for a request, read from the request and the chain: the code at the
// spender (is it a contract), when the spender or the called contract was deployed, the token's symbol and decimals. A read that fails leaves its part out (the raw data is
// still on the card); it never blocks the request.
import {
  addressesToCheck,
  type BlockList,
  decodeCallIntent,
  decodeTypedDataIntent,
  type Intent,
  type TypedDataLike,
  warnings,
} from '@latch/core/internal/approvals'
import { type Address, createPublicClient, http } from 'viem'
import type { ApprovalRequest } from './approval.ts'
import { recentDeployments } from './deployment.ts'
import { intentText, warningText } from './intentText.ts'
import { outcomeLines, simulate, type SimulatedCall, SIMULATION_TEXTS } from './simulation.ts'
import { text } from './texts/frameLocale.ts'
import { tokenInfo } from './tokenInfo.ts'

export interface IntentInput {
  /** the chain's RPC; without one nothing is read (a signature needs none) */
  rpcUrl: string | undefined
  chainId: number
  calls?: readonly SimulatedCall[]
  /** the wallet the calls are sent from: given, the calls are simulated as it */
  account?: string
  typedData?: TypedDataLike
  /** a personal_sign message as sent */
  message?: string
  /** the operator's block list, where it could be read */
  blockList?: BlockList
  /** the page's origin as the frame verified it: judged against the block list's domains */
  origin?: string
}

const tokensOf = (intent: Intent): string[] =>
  intent.kind === 'approve' || intent.kind === 'transfer'
    ? [intent.token]
    : intent.kind === 'permit'
      ? intent.allowances.map((item) => item.token)
      : []

/** whose deployment time the newContract warning reads: who may spend, or the contract called where nothing is decoded */
const ageChecked = (intent: Intent | undefined, to: string | null | undefined): string[] => {
  if (intent?.kind === 'approve' || intent?.kind === 'permit') return [intent.spender]
  if (intent?.kind === 'approveAll') return intent.approved ? [intent.operator] : []
  return !intent && to ? [to] : []
}

/** `request` with the intent line(s) and the warnings the card shows */
export async function withIntent(request: ApprovalRequest, input: IntentInput): Promise<ApprovalRequest> {
  const intents = input.typedData
    ? [decodeTypedDataIntent(input.typedData)]
    : (input.calls ?? []).map((call) => decodeCallIntent(call))
  const decoded = intents.filter((intent): intent is Intent => intent !== undefined)
  const client = input.rpcUrl ? createPublicClient({ transport: http(input.rpcUrl) }) : undefined
  const addresses = client
    ? [...new Set(decoded.flatMap(addressesToCheck).map((address) => address.toLowerCase()))]
    : []
  const tokens = client ? [...new Set(decoded.flatMap(tokensOf).map((token) => token.toLowerCase()))] : []
  const simulating =
    input.calls && input.account !== undefined ? outcome(input.rpcUrl, input.account, input.calls) : undefined
  const aged = input.calls?.length
    ? input.calls.flatMap((call, index) => ageChecked(intents[index], call.to))
    : ageChecked(decoded[0], undefined)
  const dated = [...new Set(aged.map((address) => address.toLowerCase()))]
  const [codes, infos, outcomeShown, deployedAt] = await Promise.all([
    Promise.all(
      addresses.map(
        async (address) => [address, await client!.getCode({ address: address as Address }).catch(() => null)] as const,
      ),
    ),
    Promise.all(tokens.map(async (token) => [token, await tokenInfo(client!, token)] as const)),
    simulating,
    input.rpcUrl && dated.length ? recentDeployments(input.rpcUrl, dated) : undefined,
  ])
  // an address whose code could not be read is left out: no warning rests on a failed read
  const code = Object.fromEntries(codes.filter(([, value]) => value !== null)) as Record<string, string | undefined>
  const info = new Map(infos)
  const shared = {
    chainId: input.chainId,
    typedData: input.typedData,
    blockList: input.blockList,
    origin: input.origin,
    deployedAt,
    now: Math.floor(Date.now() / 1000),
  }
  // each call on its own, with the contract it calls (a blocked one raises its warning even when nothing is decoded)
  const found = input.calls?.length
    ? input.calls.flatMap((call, index) =>
        warnings({ ...shared, intent: intents[index], to: call.to ?? undefined, code }),
      )
    : warnings({ ...shared, intent: decoded[0], message: input.message, code })
  const texts = [...new Set(found.map(warningText))]
  const lines = decoded.map((intent) => intentText(intent, (token) => info.get(token.toLowerCase())))
  return {
    ...request,
    ...(lines.length ? { intent: lines } : {}),
    ...(outcomeShown ? { outcome: outcomeShown } : {}),
    ...(texts.length ? { warnings: texts, warningCodes: [...new Set(found.map((warning) => warning.code))] } : {}),
  }
}

async function outcome(
  rpcUrl: string | undefined,
  account: string,
  calls: readonly SimulatedCall[],
): Promise<string[]> {
  if (!rpcUrl) return [SIMULATION_TEXTS.couldNot(text('simulation.noRpc'))]
  return outcomeLines(rpcUrl, await simulate(rpcUrl, account, calls))
}

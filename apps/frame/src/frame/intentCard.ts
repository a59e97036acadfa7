// The card's decoded intent and warnings for a request, read from the request and the chain: the code at the
// spender (is it a contract), the token's symbol and decimals. A read that fails leaves its part out (the raw data is
// still on the card); it never blocks the request.
import { addressesToCheck, decodeCallIntent, decodeTypedDataIntent, type Intent, type TypedDataLike, warnings } from '@latch/core/internal/approvals'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import type { ApprovalRequest } from './approval.ts'
import { intentText, type TokenInfo, warningText } from './intentText.ts'

export interface IntentInput {
  /** the chain's RPC; without one nothing is read (a signature needs none) */
  rpcUrl: string | undefined
  chainId: number
  calls?: readonly { to?: string | null; data?: string | null }[]
  typedData?: TypedDataLike
  /** a personal_sign message as sent */
  message?: string
}

const tokensOf = (intent: Intent): string[] =>
  intent.kind === 'approve' || intent.kind === 'transfer' ? [intent.token] : intent.kind === 'permit' ? intent.allowances.map((item) => item.token) : []

async function tokenInfo(client: ReturnType<typeof createPublicClient>, token: string): Promise<TokenInfo> {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    return undefined
  }
}

/** `request` with the intent line(s) and the warnings the card shows */
export async function withIntent(request: ApprovalRequest, input: IntentInput): Promise<ApprovalRequest> {
  const intents = input.typedData ? [decodeTypedDataIntent(input.typedData)] : (input.calls ?? []).map((call) => decodeCallIntent(call))
  const decoded = intents.filter((intent): intent is Intent => intent !== undefined)
  const client = createPublicClient({ transport: http(input.rpcUrl) })
  const addresses = input.rpcUrl ? [...new Set(decoded.flatMap(addressesToCheck).map((address) => address.toLowerCase()))] : []
  const tokens = input.rpcUrl ? [...new Set(decoded.flatMap(tokensOf).map((token) => token.toLowerCase()))] : []
  const [codes, infos] = await Promise.all([
    Promise.all(addresses.map(async (address) => [address, await client.getCode({ address: address as Address }).catch(() => null)] as const)),
    Promise.all(tokens.map(async (token) => [token, await tokenInfo(client, token)] as const)),
  ])
  // an address whose code could not be read is left out: no warning rests on a failed read
  const code = Object.fromEntries(codes.filter(([, value]) => value !== null)) as Record<string, string | undefined>
  const info = new Map(infos)
  const found = [
    ...(decoded.length === 0 ? [warnings({ chainId: input.chainId, typedData: input.typedData, message: input.message })] : []),
    ...decoded.map((intent) => warnings({ intent, chainId: input.chainId, typedData: input.typedData, code })),
  ].flat()
  const texts = [...new Set(found.map(warningText))]
  const lines = decoded.map((intent) => intentText(intent, (token) => info.get(token.toLowerCase())))
  return { ...request, ...(lines.length ? { intent: lines } : {}), ...(texts.length ? { warnings: texts } : {}) }
}

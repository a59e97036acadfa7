// The RPC request payload and the params of the methods whose shape SPEC §3 names.
import { isSolanaAddress } from '@latch/core'
import { FRAME_RPC_NAMESPACES } from '@latch/core/internal'
import * as z from 'zod/mini'
import { boundedJson, chainId, evmAddress, hex, httpUrl, MAX_JSON_STRING, text } from './fields.ts'

const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

const data = text(MAX_JSON_STRING)
const quantity = z.union([hex, z.number().check(z.int(), z.nonnegative())])
const solanaAddress = z.string().check(z.refine(isSolanaAddress))

// unknown transaction fields are kept, not stripped (that would change the transaction), but must be bounded JSON
const transaction = z.catchall(
  z.object({
    from: z.optional(evmAddress),
    to: z.optional(z.nullable(evmAddress)),
    data: z.optional(hex),
    input: z.optional(hex),
    value: z.optional(quantity),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
    nonce: z.optional(quantity),
    chainId: z.optional(quantity),
    type: z.optional(quantity),
    accessList: z.optional(boundedJson),
  }),
  boundedJson,
)

/** wallet_sendCalls params: every call address and call data starts with 0x */
const sendCallsParams = z.strictObject({
  chainId: quantity,
  from: z.optional(evmAddress),
  // EIP-5792 v2: a batch id the dApp chose, at most 4096 bytes
  id: z.optional(text(4096)),
  version: text(16),
  capabilities: z.optional(z.record(text(128), boundedJson)),
  atomicRequired: z.optional(z.boolean()),
  calls: z
    .array(z.strictObject({ to: evmAddress, data: z.optional(hex), value: z.optional(quantity) }))
    .check(z.minLength(1), z.maxLength(256)),
})

/** solana_signAndSendTransaction options */
const solanaSendOptions = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(SOLANA_COMMITMENTS)),
  maxRetries: z.optional(z.number().check(z.int(), z.nonnegative())),
  minContextSlot: z.optional(z.number().check(z.int(), z.nonnegative())),
})

const PARAMS = {
  personal_sign: z.tuple([data, evmAddress]),
  eth_signTypedData_v4: z.tuple([evmAddress, z.union([data, z.record(text(256), boundedJson)])]),
  eth_sendTransaction: z.tuple([transaction]),
  solana_signMessage: z.strictObject({ message: data, pubkey: solanaAddress }),
  solana_signTransaction: z.strictObject({ transaction: data }),
  solana_signAllTransactions: z.strictObject({ transactions: z.array(data).check(z.minLength(1), z.maxLength(64)) }),
  solana_signAndSendTransaction: z.strictObject({ transaction: data, options: z.optional(solanaSendOptions) }),
  wallet_sendCalls: z.tuple([sendCallsParams]),
} as const
const SHAPED: ReadonlySet<string> = new Set<string>(Object.keys(PARAMS))

const common = {
  chainId,
  chainNamespace: z.enum(FRAME_RPC_NAMESPACES),
  rpcUrl: z.optional(httpUrl),
}

const shaped = z.discriminatedUnion(
  'method',
  Object.entries(PARAMS).map(([method, params]) =>
    z.strictObject({ ...common, method: z.literal(method), params }),
  ) as unknown as [
    z.ZodMiniObject<typeof common & { method: z.ZodMiniLiteral<keyof typeof PARAMS>; params: z.ZodMiniType }>,
  ],
)

// other methods, known or not, carry any bounded JSON params; unknown ones are refused by the dispatcher, not here,
// so the page gets 'Requested RPC call is not allowed' rather than silence
const other = z.strictObject({
  ...common,
  method: z.string().check(
    z.regex(/^[A-Za-z0-9_]{1,128}$/),
    z.refine((method) => !SHAPED.has(method)),
  ),
  params: z.optional(boundedJson),
})

export const rpcPayloadSchema = z.union([shaped, other])
/** An RPC request the page passes to the embedded wallet: its method and params, checked. */
export type RpcRequestPayload = z.output<typeof rpcPayloadSchema>

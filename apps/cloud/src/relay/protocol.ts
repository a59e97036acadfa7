// The relay's JSON-RPC 2.0 wire format: what the WalletConnect clients send and what they expect back.
import { z } from 'zod'

export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** the client sends frames faster than the per-connection budget */
  rateLimited: -32029,
  /** SPEC §8 limit exceeded: a storage quota of the relay is full (the publication is not stored) */
  limitExceeded: -32005,
  /** a frame over the relay's size limit (the socket is closed after this reply) */
  tooLarge: -32010,
} as const

export type RpcId = number | string

/** one message on a topic, as stored and as pushed in irn_subscription `data` */
export interface RelayMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  /** when the relay forgets it (ms epoch): publishedAt + ttl */
  expiresAt: number
  /** sha256 of the message: the per-subscriber de-duplication key */
  hash: string
  /** client key of the publisher, who is never sent their own message */
  publisher: string
}

const topic = z.string().regex(/^[0-9A-Za-z_-]{1,128}$/, 'topic must be 1–128 characters of [0-9A-Za-z_-]')
const ttl = z.number().int().positive().optional()
const publishOptions = {
  ttl,
  tag: z.number().int().nonnegative().optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
}

export const PARAMS = {
  irn_subscribe: z.object({ topic }),
  irn_unsubscribe: z.object({ topic, id: z.string().optional() }),
  irn_publish: z.object({ topic, message: z.string().min(1), ...publishOptions }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(500) }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().optional() }))
      .min(1)
      .max(500),
  }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(500) }),
  irn_fetchMessages: z.object({ topic }),
  irn_batchPublish: z.object({
    messages: z
      .array(z.object({ topic, message: z.string().min(1), ...publishOptions }))
      .min(1)
      .max(100),
  }),
  // sent by sign-client 2.25 instead of subscribe + publish on connect() (tag 1100)
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: z.string().min(1), ...publishOptions }),
  // sent by sign-client 2.25 on approve(): response on the pairing topic (1101), settlement on the session topic (1102)
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: z.string().min(1),
    sessionSettlementRequest: z.string().min(1),
    ...publishOptions,
  }),
} as const

export type RelayMethod = keyof typeof PARAMS
export type ParamsOf<M extends RelayMethod> = z.infer<(typeof PARAMS)[M]>

export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

export type Frame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId }
  | { kind: 'invalid'; id: RpcId | null; code: number; message: string }

const isId = (value: unknown): value is RpcId =>
  typeof value === 'number' || (typeof value === 'string' && value.length <= 64)

/** classifies one text frame; never throws */
export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, code: RPC_ERROR.parse, message: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      kind: 'invalid',
      id: null,
      code: RPC_ERROR.invalidRequest,
      message: 'Invalid request: expected a JSON-RPC 2.0 object',
    }
  }
  const frame = value as Record<string, unknown>
  const id = isId(frame.id) ? frame.id : null
  if (frame.jsonrpc !== '2.0' || id === null) {
    return {
      kind: 'invalid',
      id,
      code: RPC_ERROR.invalidRequest,
      message: 'Invalid request: jsonrpc "2.0" and an id are required',
    }
  }
  if (typeof frame.method === 'string') return { kind: 'request', id, method: frame.method, params: frame.params }
  if ('result' in frame || 'error' in frame) return { kind: 'response', id }
  return { kind: 'invalid', id, code: RPC_ERROR.invalidRequest, message: 'Invalid request: no method' }
}

export const result = (id: RpcId, value: unknown) => JSON.stringify({ id, jsonrpc: '2.0', result: value })
export const error = (id: RpcId | null, code: number, message: string) =>
  JSON.stringify({ id, jsonrpc: '2.0', error: { code, message } })

/** the push, written out directly: it is sent for every message to every subscriber */
export function subscriptionPush(id: RpcId, subscriptionId: string, message: RelayMessage): string {
  const { topic, message: body, publishedAt, tag, attestation } = message
  const extra = attestation === undefined ? '' : `,"attestation":${JSON.stringify(attestation)}`
  return `{"id":${JSON.stringify(id)},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":{"topic":${JSON.stringify(topic)},"message":${JSON.stringify(body)},"publishedAt":${publishedAt},"tag":${tag}${extra}}}}`
}

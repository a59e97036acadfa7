// JSON-RPC 2.0 requests as the modal's transport sends them (SPEC §7): one, or a batch of at most 1000.
import { z } from 'zod'

export const MAX_BATCH = 1000
/** room for a full batch of calls with calldata; anything bigger is refused unread */
export const MAX_RPC_BODY_BYTES = 2 * 1024 * 1024

export const rpcRequestSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
    method: z.string().regex(/^[A-Za-z0-9_]{1,128}$/, 'a method name'),
    params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  })
  .strict()

export const rpcBodySchema = z.union([rpcRequestSchema, z.array(rpcRequestSchema).min(1).max(MAX_BATCH)])

/** SPEC §8 codes */
export const RPC_ERRORS = { parse: -32700, invalidRequest: -32600, internal: -32603, limitExceeded: -32005 } as const

export const rpcError = (status: number, code: number, message: string, id: string | number | null = null) =>
  Response.json({ jsonrpc: '2.0', id, error: { code, message } }, { status })

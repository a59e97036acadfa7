// /openapi.json entry of the JSON-RPC proxy (routes.ts), by the schemas it parses with.
import type { RouteDoc } from '../openapi/describe.ts'
import { PROJECT_ERRORS } from '../openapi/describe.ts'
import { rpcBodySchema } from './jsonrpc.ts'
import { rpcQuerySchema } from './routes.ts'

export const rpcDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1',
    tag: 'RPC',
    summary:
      "JSON-RPC 2.0 (one call or a batch of ≤ 1000) forwarded to the operator's node for chainId: read methods and eth_sendRawTransaction only; any other call is answered -32004 'Requested RPC call is not allowed: <method>', each call of a batch on its own",
    query: rpcQuerySchema,
    body: rpcBodySchema,
    responses: {
      200: 'The node’s answer',
      ...PROJECT_ERRORS,
      413: 'Body too large',
      415: 'Not JSON',
      429: 'Too many requests from this address or project',
      502: 'Upstream node unavailable',
    },
  },
]

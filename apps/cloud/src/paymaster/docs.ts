// /openapi.json entry of the ERC-7677 paymaster route (routes.ts), by the schemas it parses with.
import { PROJECT_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { paymasterParamsSchema, paymasterQuerySchema, paymasterRequestSchema } from './input.ts'

export const paymasterDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/paymaster/v1/:chainId',
    tag: 'Paymaster',
    summary:
      "ERC-7677 pm_getPaymasterStubData / pm_getPaymasterData for the chain's VerifyingPaymaster (EntryPoint v0.7), for a project with sponsoredGas on; refusals are JSON-RPC errors (code -32001, e.g. 'Gas sponsorship is not enabled for this project'), bad params -32602",
    query: paymasterQuerySchema,
    params: paymasterParamsSchema,
    body: paymasterRequestSchema,
    responses: { 200: 'A JSON-RPC answer: `{ result: { paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit } }` or `{ error }`', ...PROJECT_ERRORS, 413: 'Body too large' },
  },
]

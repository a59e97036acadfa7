// /openapi.json entry of the ERC-7677 paymaster route (routes.ts), by the schemas it parses with.
import { ADMIN_ERRORS, PROJECT_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { paymasterParamsSchema, paymasterQuerySchema, paymasterRequestSchema, sponsorshipParamsSchema } from './input.ts'

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
  {
    method: 'get',
    path: '/admin/projects/:id/sponsorship',
    tag: 'Paymaster',
    summary: "Today's sponsorship per sponsoring chain `{ data: [{ chainId, name, symbol, decimals, spentWei, budgetWei }] }`: the signed operations' maximum costs against the project's daily budget (UTC)",
    params: sponsorshipParamsSchema,
    admin: true,
    responses: { 200: 'The chains', ...ADMIN_ERRORS },
  },
]

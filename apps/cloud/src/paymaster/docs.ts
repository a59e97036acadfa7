// /openapi.json entry of the ERC-7677 paymaster route (routes.ts), by the schemas it parses with.
import { ADMIN_ERRORS, PROJECT_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import {
  paymasterParamsSchema,
  paymasterQuerySchema,
  paymasterRequestSchema,
  sponsorshipBudgetBodySchema,
  sponsorshipBudgetParamsSchema,
  sponsorshipParamsSchema,
  sponsorshipTargetsBodySchema,
} from './input.ts'

const LIST = 'The chains, as GET /admin/projects/{id}/sponsorship lists them'

export const paymasterDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/paymaster/v1/:chainId',
    tag: 'Paymaster',
    summary:
      "ERC-7677 pm_getPaymasterStubData / pm_getPaymasterData for the chain's VerifyingPaymaster (EntryPoint v0.7), for a project with sponsoredGas on, and only for a signed-in user's own smart account: the `x-latch-session` header carries the embedded wallet's session token or a sign-in session's id, and the operation's sender must be that user's Safe (or the signed-in account itself). Each user's account has a daily cap (the chain's userDailyBudget) beside the project's budget. Refusals are JSON-RPC errors (code -32001, e.g. 'Gas sponsorship is not enabled for this project', 'Gas is sponsored only for signed-in users of this project: …'), bad params -32602; a refusal charges nothing",
    query: paymasterQuerySchema,
    params: paymasterParamsSchema,
    body: paymasterRequestSchema,
    responses: {
      200: 'A JSON-RPC answer: `{ result: { paymaster, paymasterData, paymasterVerificationGasLimit, paymasterPostOpGasLimit } }` or `{ error }`',
      ...PROJECT_ERRORS,
      413: 'Body too large',
    },
  },
  {
    method: 'get',
    path: '/admin/projects/:id/sponsorship',
    tag: 'Paymaster',
    summary:
      "Today's sponsorship per sponsoring chain `{ data: [{ chainId, name, symbol, decimals, spentWei, budgetWei, defaultBudgetWei, ownBudget, targets }] }`: the signed operations' reservations (each one's maximum cost, until its signature expires) and the landed ones' actual costs against the project's daily budget (UTC) — its own where it has one (ownBudget), else the chain's default",
    params: sponsorshipParamsSchema,
    admin: true,
    responses: { 200: 'The chains', ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/projects/:id/sponsorship/:chainId',
    tag: 'Paymaster',
    summary:
      "Sets the project's own daily sponsorship budget on a sponsoring chain, in wei (0 sponsors nothing there), in place of the chain's projectDailyBudget; the paymaster applies it from the next request",
    params: sponsorshipBudgetParamsSchema,
    body: sponsorshipBudgetBodySchema,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/projects/:id/sponsorship/:chainId/targets',
    tag: 'Paymaster',
    summary:
      "Sets the contracts the project's sponsored operations may call on a sponsoring chain (at most 100; an empty list allows any): the paymaster then refuses an operation whose smart-account calls (executeUserOp, or a MultiSendCallOnly batch) reach any other contract, or that it cannot read",
    params: sponsorshipBudgetParamsSchema,
    body: sponsorshipTargetsBodySchema,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
  {
    method: 'delete',
    path: '/admin/projects/:id/sponsorship/:chainId',
    tag: 'Paymaster',
    summary:
      "Puts the project back on the chain's default daily budget (a project without its own budget there is left as it is)",
    params: sponsorshipBudgetParamsSchema,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
]

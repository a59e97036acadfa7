// /openapi.json entries of the swap routes (routes.ts), by the schemas they parse with.
import { PROJECT_ERRORS, projectQuery, type RouteDoc, withProject } from '../openapi/describe.ts'
import {
  allowanceQuery,
  buildApproveQuery,
  buildTransactionBody,
  gasPriceQuery,
  quotesQuery,
  tokensQuery,
} from './input.ts'

const tag = 'Swaps'
const ERRORS = {
  ...PROJECT_ERRORS,
  400: "Bad input, an unknown token, a pair with no pool, or 'Network not supported for Swaps'",
  502: 'Upstream node unavailable',
}

export const convertDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/convert/tokens',
    tag,
    summary: 'The swap tokens of a chain `{ tokens }` (native first; balances when `address` is given)',
    query: withProject(tokensQuery),
    responses: { 200: 'The tokens', ...ERRORS },
  },
  {
    method: 'get',
    path: '/v1/convert/quotes',
    tag,
    summary:
      "The router's getAmountsOut for an exact input `{ quotes: [{ id, fromAmount, toAmount, priceImpact, fee, expiresAt }] }`",
    query: withProject(quotesQuery),
    responses: { 200: 'The quote', ...ERRORS },
  },
  {
    method: 'get',
    path: '/v1/convert/allowance',
    tag,
    summary: "The user's ERC-20 allowance to the router `{ allowance }` (base units)",
    query: withProject(allowanceQuery),
    responses: { 200: 'The allowance', ...ERRORS },
  },
  {
    method: 'get',
    path: '/v1/convert/gas-price',
    tag,
    summary:
      "Gas price tiers from eth_feeHistory `{ standard, fast, instant }` (wei); 'Network not supported for Gas Price' elsewhere",
    query: withProject(gasPriceQuery),
    responses: { 200: 'The tiers', ...PROJECT_ERRORS, 502: 'Upstream node unavailable' },
  },
  {
    method: 'get',
    path: '/v1/convert/build-approve',
    tag,
    summary: 'An approve(router, amount) transaction `{ tx: { from, to, data, value } }`',
    query: withProject(buildApproveQuery),
    responses: { 200: 'The transaction', ...ERRORS },
  },
  {
    method: 'post',
    path: '/v1/convert/build-transaction',
    tag,
    summary:
      'The router swap with slippage (default 1%) and a 20-minute deadline `{ tx, toAmount, amountOutMin, deadline }`; `tx.gas` is the estimate plus a quarter, or null while the allowance is short',
    query: projectQuery,
    body: buildTransactionBody,
    responses: { 200: 'The transaction', ...ERRORS },
  },
]

// /openapi.json entries of the blockchain routes (routes.ts), by the schemas they parse with.
import { PROJECT_ERRORS, projectQuery, type RouteDoc, withProject } from '../openapi/describe.ts'
import { APPROVALS_READ_CAP } from './approvals.ts'
import { addressParams } from './input.ts'
import { approvalsQuery, balanceQuery, chainQuery, historyQuery, priceBody } from './routes.ts'

const tag = 'Blockchain'
const UPSTREAM = { 502: 'Upstream node unavailable' } as const

export const chainDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/supported-chains',
    tag,
    summary: 'CAIP-2 ids served `{ http, ws }`',
    query: projectQuery,
    responses: { 200: 'The chains', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/account/:address/balance',
    tag,
    summary: 'Native and ERC-20 balances read live from the node `{ balances }` (SPEC §7); forceUpdate reads anew',
    params: addressParams,
    query: withProject(balanceQuery),
    responses: { 200: 'The balances', ...PROJECT_ERRORS, ...UPSTREAM },
  },
  {
    method: 'get',
    path: '/v1/account/:address/history',
    tag,
    summary: 'Transactions, newest first `{ data, next }`',
    params: addressParams,
    query: withProject(historyQuery),
    responses: { 200: 'A page of history', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/account/:address/nfts',
    tag,
    summary: 'NFTs held `{ data }`',
    params: addressParams,
    query: withProject(chainQuery),
    responses: { 200: 'The NFTs', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/account/:address/approvals',
    tag,
    summary:
      'Standing ERC-20 allowances and NFT operator approvals on one chain, the last given first `{ data, truncated }`: ' +
      `the indexed Approval / ApprovalForAll pairs, each read live (allowance, isApprovedForAll); at most ${APPROVALS_READ_CAP} read`,
    params: addressParams,
    query: withProject(approvalsQuery),
    responses: { 200: 'The approvals', ...PROJECT_ERRORS, ...UPSTREAM },
  },
  {
    method: 'post',
    path: '/v1/fungible/price',
    tag,
    summary: 'Prices of CAIP-10 tokens `{ fungibles }`',
    query: projectQuery,
    body: priceBody,
    responses: { 200: 'The prices', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/identity/:address',
    tag,
    summary: 'The registered name of an address `{ name, avatar }`',
    params: addressParams,
    query: withProject(chainQuery),
    responses: { 200: 'The identity', ...PROJECT_ERRORS },
  },
]

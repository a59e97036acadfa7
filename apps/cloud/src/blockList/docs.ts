// /openapi.json entries of the block list routes (routes.ts), by the schemas they parse with.
import { ADMIN_ERRORS, PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { blockListBodySchema, blockListParamsSchema, MAX_OPERATOR_ENTRIES } from './input.ts'

const tag = 'Block list'
const CLOUD_LIST =
  "The whole cloud's own entries and the feed's last import in this process `{ addresses, domains, feed: { url (scheme and host only), lastImportAt, addresses, domains, lastErrorAt, lastError: { code, message } } | null }`"
const BODY = `The whole list at once: \`{ addresses, domains }\`, at most ${MAX_OPERATOR_ENTRIES} of each; addresses as 0x and 40 hex digits in one case or in EIP-55 mixed case (a failing checksum is refused) or as Solana base58 addresses (kept as written), domains as host names (a leading \`*.\` is dropped: a domain blocks its subdomains anyway); stored in lower case, each once. Empty lists clear it`

export const blockListDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/appkit/v1/block-list',
    tag,
    summary:
      "What the embedded wallet's card judges requests by `{ addresses, domains }`: the project's own entries, the whole cloud's and the feed's, each once, sorted; nothing else (no scope, source or feed status). ETag, Cache-Control: no-cache",
    query: projectQuery,
    responses: { 200: 'The block list', 304: 'Not modified (If-None-Match)', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/block-list',
    tag,
    admin: true,
    summary: CLOUD_LIST,
    responses: { 200: 'The list', ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/block-list',
    tag,
    admin: true,
    summary: `Sets the entries that hold for every project. ${BODY}`,
    body: blockListBodySchema,
    responses: { 200: CLOUD_LIST, ...ADMIN_ERRORS },
  },
  {
    method: 'post',
    path: '/admin/block-list/feed',
    tag,
    admin: true,
    summary:
      'Imports the configured feed (LATCH_BLOCK_LIST_FEED_URL) now; the URL is never taken from the request. A feed that cannot be read, is over 4 MiB or is not `{ addresses, domains }` keeps the last good list; the answer says why (FeedUnreachable, FeedTooBig, FeedMalformed)',
    responses: { 200: CLOUD_LIST, 409: 'No feed is configured', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/projects/:id/block-list',
    tag,
    admin: true,
    summary: "The project's own entries `{ addresses, domains }` (the whole cloud's are under /admin/block-list)",
    params: blockListParamsSchema,
    responses: { 200: 'The list', ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/projects/:id/block-list',
    tag,
    admin: true,
    summary: `Sets the project's own entries. ${BODY}`,
    params: blockListParamsSchema,
    body: blockListBodySchema,
    responses: { 200: "The project's list", ...ADMIN_ERRORS },
  },
]

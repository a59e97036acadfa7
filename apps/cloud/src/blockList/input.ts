// What may go on the block list (admin API, dashboard and feed share these schemas): EVM addresses in any case or in
// EIP-55 mixed case (a mixed case that fails its checksum is a typo, refused), Solana addresses (base58, kept as
// written), and host names, stored in lower case.
import { isAddress } from 'viem'
import { z } from 'zod'
import { projectIdSchema } from '../projects/input.ts'

/** entries of each kind the operator may list per project or for the whole cloud */
export const MAX_OPERATOR_ENTRIES = 1_000
/** entries of each kind a feed may carry */
export const MAX_FEED_ENTRIES = 50_000

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** a Solana address (a program or an account): base58 of 32 bytes, 32 to 44 characters, its case part of it */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export const blockedAddressSchema = z
  .string()
  .trim()
  .regex(
    /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
    'an address: 0x and 40 hex digits, or a Solana address (base58)',
  )
  .refine(
    (value) => SOLANA_ADDRESS.test(value) || isAddress(value, { strict: true }),
    'an address whose mixed case fails its EIP-55 checksum',
  )
  // an EVM address in lower case; a Solana one as written (base58's case is part of it)
  .transform((value) => (value.startsWith('0x') ? value.toLowerCase() : value))

/** a host name such as drainer.example (it blocks its subdomains too); a leading `*.` says the same and is dropped */
export const blockedDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .transform((value) => value.replace(/^\*\./, '').replace(/\.$/, ''))
  .refine(
    (value) => value.includes('.') && value.split('.').every((label) => LABEL.test(label)),
    'a host name like drainer.example (no scheme, path or port)',
  )

const listOf = <S extends z.ZodType<string>>(item: S, max: number) =>
  z
    .array(item)
    .max(max, `at most ${max} entries`)
    .transform((values) => [...new Set(values)].sort())

/** PUT /admin/block-list and /admin/projects/:id/block-list: the whole list at once (empty lists clear it) */
export const blockListBodySchema = z
  .object({
    addresses: listOf(blockedAddressSchema, MAX_OPERATOR_ENTRIES),
    domains: listOf(blockedDomainSchema, MAX_OPERATOR_ENTRIES),
  })
  .strict()

/** the feed's one format: `{ "addresses": [...], "domains": [...] }`; other keys (a name, a date) are ignored */
export const blockListFeedSchema = z.object({
  addresses: listOf(blockedAddressSchema, MAX_FEED_ENTRIES).default([]),
  domains: listOf(blockedDomainSchema, MAX_FEED_ENTRIES).default([]),
})

export type BlockListEntries = z.infer<typeof blockListBodySchema>

export const blockListParamsSchema = z.object({ id: projectIdSchema })

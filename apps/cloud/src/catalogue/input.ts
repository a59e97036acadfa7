// Schemas of the catalogue's queries and of the operator's wallet edits.
import { z } from 'zod'
import { sdkQuerySchema } from '../projects/input.ts'
import { BADGE_TYPES } from './schema.ts'

/** SPEC §9: pages of 40; a search fetches up to 100 */
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100

export const walletIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'letters, digits, ., _ or -, at most 128')
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id like eip155:1')

const commaList = (item: z.ZodType<string, string>, max: number) =>
  z
    .string()
    .max(20_000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max))

export const getWalletsQuerySchema = sdkQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    entries: z.coerce.number().int().min(1).max(WALLETS_SEARCH_SIZE).optional(),
    // SPEC §5: search text is trimmed; blank means no search
    search: z
      .string()
      .max(200)
      .transform((text) => text.trim())
      .optional(),
    badge_type: z.enum(BADGE_TYPES).optional(),
    include: commaList(walletIdSchema, 1000).optional(),
    exclude: commaList(walletIdSchema, 1000).optional(),
    chains: commaList(caipNetworkIdSchema, 100).optional(),
  })
  .superRefine((query, issues) => {
    if (!query.search && query.entries !== undefined && query.entries > WALLETS_PAGE_SIZE) {
      issues.addIssue({
        code: 'custom',
        path: ['entries'],
        message: `at most ${WALLETS_PAGE_SIZE} per page (${WALLETS_SEARCH_SIZE} with search)`,
      })
    }
  })

/** the operator's catalogue search (GET /admin/wallets): a page of 40, or a search of up to 100 */
export const adminWalletsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z
    .string()
    .max(200)
    .transform((text) => text.trim())
    .optional(),
})

export type GetWalletsQuery = z.infer<typeof getWalletsQuerySchema>

const webUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL')
  .nullable()
// deep links (metamask:, trust://) but never a script-running scheme
const deepLink = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/, 'a link like wallet:// or https://')
  .refine((link) => !/^(javascript|data|vbscript|file):/i.test(link), 'that link scheme is not allowed')
  .nullable()

const walletFields = {
  name: z.string().trim().min(1).max(200),
  homepage: webUrl,
  rdns: z
    .string()
    .regex(/^[A-Za-z0-9.-]{1,200}$/, 'a reverse-DNS name like io.metamask')
    .nullable(),
  chains: z.array(caipNetworkIdSchema).max(200),
  mobile_link: deepLink,
  universal_link: webUrl,
  desktop_link: deepLink,
  webapp_link: webUrl,
  app_store: webUrl,
  play_store: webUrl,
  chrome_store: webUrl,
  primary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c')
    .nullable(),
  badge_type: z.enum(BADGE_TYPES),
  description: z.string().max(2000).nullable(),
  hidden: z.boolean(),
}

export const walletInputSchema = z
  .object({
    id: walletIdSchema,
    name: walletFields.name,
    homepage: walletFields.homepage.default(null),
    rdns: walletFields.rdns.default(null),
    chains: walletFields.chains.default([]),
    mobile_link: walletFields.mobile_link.default(null),
    universal_link: walletFields.universal_link.default(null),
    desktop_link: walletFields.desktop_link.default(null),
    webapp_link: walletFields.webapp_link.default(null),
    app_store: walletFields.app_store.default(null),
    play_store: walletFields.play_store.default(null),
    chrome_store: walletFields.chrome_store.default(null),
    primary_color: walletFields.primary_color.default(null),
    badge_type: walletFields.badge_type.default('none'),
    description: walletFields.description.default(null),
    hidden: walletFields.hidden.default(false),
  })
  .strict()

// no defaults: fields left out keep their stored value
export const walletUpdateSchema = z.object(walletFields).partial().strict()

export type WalletInput = z.infer<typeof walletInputSchema>
export type WalletUpdate = z.infer<typeof walletUpdateSchema>

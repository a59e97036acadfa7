// What an operator may write into a project (admin API and CLI share these schemas).
import { z } from 'zod'
import { remoteFeaturesSchema } from './features.ts'
import { originPatternProblem } from './originRules.ts'
import { PLANS } from './schema.ts'

/** projectId, st and sv ride on every catalogue call (SPEC §7); unknown parameters are ignored */
export const sdkQuerySchema = z.object({
  projectId: z.string().max(64),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
})

export const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -, at most 64')

/** an origin such as https://app.example, with `*` wildcards (SPEC §5); no path; never `*` alone nor one no browser could send */
export const originPatternSchema = z
  .string()
  .max(255)
  .regex(
    /^(\*|[A-Za-z*][A-Za-z0-9+.*-]*:\/\/[^\s/?#]+)$/,
    'an origin pattern like https://*.example.com or http://localhost:*',
  )
  .superRefine((pattern, issues) => {
    const problem = originPatternProblem(pattern)
    if (problem) issues.addIssue({ code: 'custom', message: `${pattern} ${problem}` })
  })

const walletIds = z.array(z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'a wallet id')).max(100)

/** featured and recommended are listed first in that order; excluded are never listed; a wallet in one list only */
export const walletListsSchema = z
  .object({ featured: walletIds, recommended: walletIds, excluded: walletIds })
  .strict()
  .superRefine((lists, issues) => {
    const seen = new Map<string, string>()
    for (const [name, ids] of Object.entries(lists)) {
      for (const id of ids) {
        if (seen.has(id))
          issues.addIssue({ code: 'custom', path: [name], message: `wallet ${id} is both ${seen.get(id)} and ${name}` })
        seen.set(id, name)
      }
    }
  })

const projectFields = {
  name: z.string().trim().min(1).max(200),
  allowedOrigins: z.array(originPatternSchema).max(100),
  plan: z.enum(PLANS),
  features: remoteFeaturesSchema,
  isAnalyticsEnabled: z.boolean(),
  walletLists: walletListsSchema,
  /** JSON-RPC calls a day through the proxy; null: the operator's default */
  rpcDailyQuota: z.number().int().positive().max(1_000_000_000_000).nullable(),
}

export const projectInputSchema = z
  .object({
    id: projectIdSchema,
    ...projectFields,
    allowedOrigins: projectFields.allowedOrigins.default([]),
    plan: projectFields.plan.default('basic'),
    features: projectFields.features.default({}),
    isAnalyticsEnabled: projectFields.isAnalyticsEnabled.default(true),
    walletLists: projectFields.walletLists.default({ featured: [], recommended: [], excluded: [] }),
    rpcDailyQuota: projectFields.rpcDailyQuota.default(null),
  })
  .strict()

// no defaults here: a field left out keeps its stored value (zod applies defaults even inside .partial())
export const projectUpdateSchema = z.object(projectFields).partial().strict()

export type ProjectInput = z.infer<typeof projectInputSchema>
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>

/** origins from a comma list, as the CLI takes them */
export const originListSchema = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(originPatternSchema).max(100))

/** "would this origin pass?": an origin as a browser sends it, against patterns not yet saved (any the schema takes) */
export const originCheckSchema = z
  .object({
    origin: z.string().min(1).max(255),
    allowedOrigins: z.array(z.string().max(255)).max(100),
  })
  .strict()

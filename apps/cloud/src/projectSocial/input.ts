// What the operator may store as a project's social-provider client: every field checked, so a bad one is a 400
// with a message and nothing is written.
import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../config.ts'

export const PROJECT_SOCIAL_TEXTS = {
  secretRequired: 'clientSecret: required when the provider is first set',
  notSet: 'This provider has no project settings',
} as const

const loopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)

/** https, or http on a loopback host (a local identity provider or app) */
const secureUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is at most 2048 characters`)
    .refine((value) => URL.canParse(value), `${label} must be a URL`)
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined
      return !url || url.protocol === 'https:' || (url.protocol === 'http:' && loopback(url.hostname))
    }, `${label} must use https (http only on localhost or 127.0.0.1)`)

export const projectSocialParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'project id: letters, digits, _ or -, at most 64'),
  provider: z.enum(SOCIAL_PROVIDERS, `one of ${SOCIAL_PROVIDERS.join(', ')}`),
})
export const projectSocialListParams = projectSocialParams.pick({ id: true })

export const projectSocialBodySchema = z
  .object({
    issuer: secureUrl('issuer').refine(
      (value) => !URL.canParse(value) || (!new URL(value).search && !new URL(value).hash),
      'issuer must have no query or fragment',
    ),
    clientId: z.string().trim().min(1, 'clientId is required').max(512),
    /** absent or empty: the stored secret stays */
    clientSecret: z.string().max(1024).optional(),
    redirectUri: secureUrl('redirectUri'),
  })
  .strict()

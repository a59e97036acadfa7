// How people sign in: the mail for one-time codes, the OAuth / OpenID Connect providers, Farcaster, passkeys and the
// auth service's rate limits. Apart from the rest of the configuration, they change with the sign-in methods.
import { z } from 'zod'

/** where one-time codes are mailed; the defaults match the local mail catcher of `npm start` */
export const smtpConfigSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.coerce.number().int().min(1).max(65535).default(2525),
  from: z.string().default('Latch <no-reply@latch.localhost>'),
})

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** an OAuth 2 / OpenID Connect client: `issuer` (discovery + ID token) or explicit OAuth 2 endpoints + userinfo */
export const oidcProviderConfigSchema = z
  .object({
    issuer: z.url().optional(),
    authorizationEndpoint: z.url().optional(),
    tokenEndpoint: z.url().optional(),
    userinfoEndpoint: z.url().optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    redirectUri: z.url(),
    scope: z.string().optional(),
    tokenEndpointAuth: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  })
  .refine(
    (provider) =>
      provider.issuer || (provider.authorizationEndpoint && provider.tokenEndpoint && provider.userinfoEndpoint),
    {
      message: 'needs an issuer, or authorizationEndpoint, tokenEndpoint and userinfoEndpoint',
    },
  )

export type OidcProviderConfig = z.infer<typeof oidcProviderConfigSchema>

/** Farcaster's IdRegistry on Optimism (custodyOf(fid)) */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster: the relay, what the signed message must name (the frame's host and origin), the IdRegistry */
export const farcasterConfigSchema = z.object({
  relayUrl: z.url(),
  domain: z.string().min(1).max(253),
  siweUri: z.url(),
  idRegistry: z.object({
    rpcUrl: z.url(),
    address: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .default(ID_REGISTRY_ADDRESS),
  }),
})

export type FarcasterConfig = z.infer<typeof farcasterConfigSchema>

/** passkeys: the frame's own origin (the only origin a passkey answer may come from) and the relying party id,
 * by default that origin's host */
export const passkeysConfigSchema = z
  .object({
    origin: z.url().transform((url) => new URL(url).origin),
    rpId: z.string().min(1).max(253).optional(),
  })
  .transform(({ origin, rpId }) => ({ origin, rpId: rpId ?? new URL(origin).hostname }))

/** the auth service's rate limits, per window, counted in the database (every process shares them) */
export const authLimitsConfigSchema = z.object({
  windowMs: z
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** one-time-code checks per client address, and per project, in a window */
  codeGuessesPerIp: z.number().int().positive().default(30),
  codeGuessesPerProject: z.number().int().positive().default(3000),
  /** guesses at live codes of one email address, over all its login attempts, in a window */
  codeGuessesPerEmail: z.number().int().positive().default(20),
  /** wallet share releases per user, and per client address, in a window */
  keySharesPerUser: z.number().int().positive().default(60),
  keySharesPerIp: z.number().int().positive().default(300),
})

// /openapi.json entries of the auth routes (src/auth/routes.ts, apps/cloud/src/auth/README.md), by the schemas they
// parse with; kept beside the generator so the auth folder stays its owners'.
import {
  callbackSchema,
  emptySchema,
  farcasterStatusSchema,
  providerSchema,
  startSchema,
  tokenSchema,
  updateOtpSchema,
  updateSchema,
  uriQuerySchema,
  verifySchema,
} from '../auth/routes.ts'
import { bindKeySchema } from '../auth/deviceKeyRoutes.ts'
import { signOutAllSchema, signOutSchema } from '../auth/signOutRoutes.ts'
import { cancelTokenSchema } from '../auth/emailChangeRoutes.ts'
import { CANCEL_PATH } from '../auth/emailChange.ts'
import {
  passkeyAuthenticateOptionsSchema,
  passkeyAuthenticateSchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterSchema,
} from '../auth/passkeyRoutes.ts'
import { deviceSchema, keyShareSchema, passkeyRecoveryBodySchema, registerSchema } from '../auth/walletRoutes.ts'
import { PROJECT_ERRORS, projectQuery, type RouteDoc } from './describe.ts'

const tag = 'Auth'
const LIMITED = { 429: 'Cooldown or rate limited: Please try again after {n} seconds (Retry-After)' } as const
const post = (
  path: string,
  summary: string,
  body: RouteDoc['body'],
  responses: RouteDoc['responses'] = {},
): RouteDoc => ({
  method: 'post',
  path,
  tag,
  summary,
  query: projectQuery,
  body,
  responses: { 200: 'See the auth README', ...PROJECT_ERRORS, ...responses },
})

export const authDocs: RouteDoc[] = [
  post(
    '/v1/auth/email/start',
    'Mails a one-time code for a new login attempt, answered with the attempt id (or connects a known device)',
    startSchema,
    { ...LIMITED, 502: 'Mail not sent' },
  ),
  post('/v1/auth/email/verify', 'Turns the code of this browser’s login attempt into a session', verifySchema, {
    423: 'That code had 5 wrong guesses: ask for a new one',
    429: 'Over a guess limit (Retry-After)',
  }),
  post(
    '/v1/auth/email/update',
    'Starts changing the email on a proven device: a code to the current address (VERIFY_PRIMARY_OTP), or with `passkey` (an answer to /v1/auth/passkey/proof/options) straight to the new address’s code (VERIFY_SECONDARY_OTP)',
    updateSchema,
    {
      400: 'PasskeyChallengeInvalid (used, expired or another step’s challenge), or the same email',
      401: 'No live session, PasskeyUnknown (not one of the user’s passkeys), PasskeyNotVerified or PasskeyReplayed',
      403: 'Device not proven, or PasskeysUnavailable',
      409: 'Email in use',
      ...LIMITED,
    },
  ),
  post(
    '/v1/auth/email/update/primary',
    'Verifies the current address’s code (code to the new address)',
    updateOtpSchema,
  ),
  post('/v1/auth/email/update/secondary', 'Verifies the new address’s code', updateOtpSchema, { 409: 'Email in use' }),
  {
    method: 'get',
    path: CANCEL_PATH,
    tag,
    summary: 'The page the email-change notice links to: a button that undoes the change (opening it changes nothing)',
    query: cancelTokenSchema,
    responses: { 200: 'The page', 400: 'Not a valid link' },
    produces: ['text/html'],
  },
  {
    method: 'post',
    path: CANCEL_PATH,
    tag,
    summary:
      'Undoes an email change within 24 hours: the old address back, every session and device token of the user ended',
    body: cancelTokenSchema,
    bodyTypes: ['application/x-www-form-urlencoded'],
    responses: {
      200: 'Undone (a page)',
      400: 'Not a valid link',
      404: 'Unknown or already used',
      409: 'The old address belongs to another account',
      410: 'Expired',
    },
    produces: ['text/html'],
  },
  post('/v1/auth/session/check', 'Whether a session token is live', tokenSchema),
  post(
    '/v1/auth/wallet',
    'Records the user’s first embedded wallet (addresses, server share, sealed recovery share)',
    registerSchema,
    { 401: 'No live session', 403: 'Device not proven', 409: 'Wallet exists' },
  ),
  post(
    '/v1/auth/key-share',
    'The embedded wallet’s server share (live session on a proven device; export needs the mailed code)',
    keyShareSchema,
    { 401: 'No live session', 403: 'Device not proven', 404: 'No wallet', ...LIMITED },
  ),
  post(
    '/v1/auth/passkey/recovery',
    "Keeps a share of the wallet sealed by the frame under one of the user's passkeys' PRF (the cloud cannot open it); /v1/auth/key-share's `passkeyRecovery` gives it back to that user",
    passkeyRecoveryBodySchema,
    {
      401: 'PasskeyUnknown (not a passkey of this user) or no live session',
      403: 'Device not proven',
      404: 'No wallet',
    },
  ),
  post('/v1/auth/export/start', 'Mails the code that export private key needs', deviceSchema, {
    401: 'No live session',
    403: 'Device not proven',
    409: 'No email',
    ...LIMITED,
  }),
  post(
    '/v1/auth/device/challenge',
    'A challenge for this device’s key to sign (answerable for 2 minutes)',
    emptySchema,
  ),
  post(
    '/v1/auth/device/key',
    'Binds a new device token to its device’s public key (once, with the session of the same sign-in)',
    bindKeySchema,
    {
      400: 'Not a P-256 public key',
      401: 'No live session',
      409: 'The device token already has a key',
    },
  ),
  post('/v1/auth/signout', 'Ends a session and revokes this device', signOutSchema),
  post(
    '/v1/auth/signout/all',
    'Ends every session and device token of the user (the session on a device that proves the user with its key)',
    signOutAllSchema,
    { 401: 'No live session', 403: 'Device not proven' },
  ),
  {
    method: 'post',
    path: '/v1/auth/social/callback',
    tag,
    summary:
      'The frame hands over the provider’s answer with the secret of the browser that started the login (the state names the project)',
    body: callbackSchema,
    responses: { 200: 'The session', 400: 'Bad, used or expired state', 401: 'Failed to connect' },
  },
  {
    method: 'get',
    path: '/v1/auth/social/:provider/uri',
    tag,
    summary: "The provider's authorization URI `{ uri }`",
    params: providerSchema,
    query: projectQuery.extend(uriQuerySchema.pick({ binding: true }).shape),
    responses: { 200: 'The URI', ...PROJECT_ERRORS, 404: 'Provider not configured', ...LIMITED },
  },
  post('/v1/auth/farcaster/channel', 'Opens a Sign In With Farcaster channel `{ url, channelToken }`', emptySchema, {
    404: 'Not configured',
    ...LIMITED,
    502: 'Relay unreachable',
  }),
  post('/v1/auth/farcaster/status', 'The channel’s state; the session once completed', farcasterStatusSchema, {
    404: 'Not configured',
    502: 'Relay unreachable',
  }),
  post(
    '/v1/auth/passkey/register/options',
    "WebAuthn creation options for a new user's passkey `{ options }` (a challenge answerable once within 2 minutes)",
    passkeyRegisterOptionsSchema,
    { 403: 'PasskeysUnavailable' },
  ),
  post(
    '/v1/auth/passkey/register',
    'A new user with the verified passkey, signed in: the session and a device token',
    passkeyRegisterSchema,
    {
      400: 'PasskeyChallengeInvalid',
      401: 'PasskeyNotVerified',
      403: 'PasskeysUnavailable',
      409: 'PasskeyAlreadyRegistered',
    },
  ),
  post(
    '/v1/auth/passkey/authenticate/options',
    'WebAuthn request options for a passkey sign-in `{ options }` (a challenge answerable once within 2 minutes)',
    passkeyAuthenticateOptionsSchema,
    { 403: 'PasskeysUnavailable' },
  ),
  post(
    '/v1/auth/passkey/proof/options',
    "WebAuthn request options for a signed-in user's fresh proof (export, update email): only the user's passkeys, answered once with the `passkey` of /v1/auth/key-share or /v1/auth/email/update",
    deviceSchema,
    {
      401: 'PasskeyUnknown (the user has no passkey) or not signed in',
      403: 'PasskeysUnavailable, or this device did not prove the user',
    },
  ),
  post(
    '/v1/auth/passkey/authenticate',
    "The passkey's user, signed in: the session and a device token",
    passkeyAuthenticateSchema,
    {
      400: 'PasskeyChallengeInvalid',
      401: 'PasskeyNotVerified, PasskeyUnknown or PasskeyReplayed',
      403: 'PasskeysUnavailable',
    },
  ),
]

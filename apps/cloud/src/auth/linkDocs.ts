// /openapi.json entries of the routes of a wallet proven by its EIP-4361 or SIWS signature (siweRoutes.ts): its link by the
// signed-in user, and the sign-in with it where the project turned walletSignIn on; and of a social login linked from
// a session (socialLinkRoutes.ts).
import { PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { deviceSchema } from './provenSession.ts'
import { linkWalletSchema, siweNonceSchema, siweSignInSchema } from './siweRoutes.ts'
import { linkSocialParams, linkSocialSchema, linkSocialUriSchema } from './socialLinkRoutes.ts'

const post = (path: string, summary: string, body: RouteDoc['body'], responses: RouteDoc['responses']) =>
  ({ method: 'post', path, tag: 'Auth', summary, query: projectQuery, body, responses }) satisfies RouteDoc
const REFUSED =
  'WalletSignatureInvalid: an unknown, used or expired nonce, a page the project does not allow, another signer'

export const linkDocs: RouteDoc[] = [
  post(
    '/v1/auth/methods/siwe/nonce',
    'A nonce for the EIP-4361 or Sign In With Solana message that links a wallet to the signed-in user `{ nonce }` (single use, 5 minutes)',
    deviceSchema,
    { 200: '`{ nonce }`', ...PROJECT_ERRORS, 403: 'This device needs a fresh sign-in code' },
  ),
  post(
    '/v1/auth/methods/siwe',
    'Links the wallet that signed the message (EIP-4361 with a hex signature, or SIWS with a base58 ed25519 one; its domain and uri a page the project allows) to the signed-in user',
    linkWalletSchema,
    {
      200: '`{ methods, events }`',
      ...PROJECT_ERRORS,
      401: REFUSED,
      403: 'This device needs a fresh sign-in code',
      409: 'WalletLinkedElsewhere or WalletAlreadyLinked',
    },
  ),
  post(
    '/v1/auth/siwe/nonce',
    'A nonce for the EIP-4361 or SIWS message of a sign-in with a linked wallet `{ nonce }`',
    siweNonceSchema,
    {
      200: '`{ nonce }`',
      ...PROJECT_ERRORS,
      403: 'WalletSignInUnavailable',
    },
  ),
  post(
    '/v1/auth/siwe',
    "The linked wallet's user, signed in: the session and a device token (a new device then needs the recovery code)",
    siweSignInSchema,
    {
      200: '`{ token, email, userName, provider: siwe | siws, expiresAt, deviceToken }`',
      ...PROJECT_ERRORS,
      401: `${REFUSED}; WalletNotLinked`,
      403: 'WalletSignInUnavailable',
    },
  ),
  {
    ...post(
      '/v1/auth/methods/social/:provider/uri',
      "The provider's authorization URL for a login that links its identity to the signed-in user `{ uri }`",
      linkSocialUriSchema,
      {
        200: '`{ uri }`',
        ...PROJECT_ERRORS,
        403: 'This device needs a fresh sign-in code',
        404: 'Social provider not configured',
      },
    ),
    params: linkSocialParams,
  },
  post(
    '/v1/auth/methods/social',
    "The provider's answer (with the frame's secret) links its identity to the signed-in user",
    linkSocialSchema,
    {
      200: '`{ methods, events }`',
      ...PROJECT_ERRORS,
      400: 'Invalid or expired social login state (a sign-in’s, or another session’s)',
      401: 'Failed to connect',
      403: 'This device needs a fresh sign-in code',
      409: 'SocialLinkedElsewhere or SocialAlreadyLinked',
    },
  ),
]

// /openapi.json entries of the sign-in session routes (routes.ts), by the schemas they parse with.
import { PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { revokeSchema, sessionParams, signInSchema } from './routes.ts'

const tag = 'Sign-in sessions'

export const sessionsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/sessions/nonce',
    tag,
    summary: 'A one-use nonce for a sign-in message `{ nonce, expiresAt }` (10 minutes)',
    query: projectQuery,
    responses: { 201: 'The nonce', ...PROJECT_ERRORS, 429: 'Rate limited (Retry-After)' },
  },
  {
    method: 'post',
    path: '/v1/sessions',
    tag,
    summary:
      'A session from a signed CAIP-122 message (EIP-4361 on eip155, Sign In With Solana verified with ed25519, the Bitcoin text verified with BIP-322): `{ id, account, expiresAt }`; the id is the bearer token',
    query: projectQuery,
    body: signInSchema,
    responses: {
      201: 'The session',
      ...PROJECT_ERRORS,
      401: 'Expired, not yet valid, used nonce or bad signature',
      403: 'Domain or URI not allowed',
      429: 'Rate limited (Retry-After)',
    },
  },
  {
    method: 'get',
    path: '/v1/sessions/:id',
    tag,
    summary: 'A live session of the project: account, message, expiry (never its signature, which is what revokes it)',
    params: sessionParams,
    query: projectQuery,
    responses: {
      200: 'The session',
      ...PROJECT_ERRORS,
      404: 'No such session in this project',
      410: 'Revoked or expired',
    },
  },
  {
    method: 'post',
    path: '/v1/sessions/:id/revoke',
    tag,
    summary:
      'Revokes a session, live or expired: `pci` is its CAIP-10 account, `signature` its sign-in signature (known only to the client that signed in)',
    params: sessionParams,
    query: projectQuery,
    body: revokeSchema,
    responses: {
      200: '`{ revoked: true }`',
      ...PROJECT_ERRORS,
      403: 'Not this session’s account',
      404: 'No such session in this project',
      410: 'Already revoked',
    },
  },
]

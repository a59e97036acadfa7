// /openapi.json entries of the sign-in method routes (methodRoutes.ts, and the operator's in people/routes.ts).
import { ADMIN_ERRORS, PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { methodParams, userParams } from '../people/routes.ts'
import {
  linkEmailSchema,
  linkEmailVerifySchema,
  linkPasskeyOptionsSchema,
  linkPasskeySchema,
  unlinkSchema,
} from './methodRoutes.ts'
import { deviceSchema } from './provenSession.ts'

const UNPROVEN = { 403: 'This device needs a fresh sign-in code' } as const
const post = (path: string, summary: string, body: RouteDoc['body'], responses: RouteDoc['responses'] = {}) =>
  ({
    method: 'post',
    path,
    tag: 'Auth',
    summary,
    query: projectQuery,
    body,
    responses: { 200: '`{ methods, events }` (see the auth README)', ...PROJECT_ERRORS, ...UNPROVEN, ...responses },
  }) satisfies RouteDoc

export const methodDocs: RouteDoc[] = [
  post(
    '/v1/auth/methods',
    "The signed-in user's sign-in methods (name, kind, added, last used) and their link/unlink rows",
    deviceSchema,
  ),
  post(
    '/v1/auth/methods/email/start',
    'Mails a code to the address to link `{ action: VERIFY_OTP }`',
    linkEmailSchema,
    {
      409: 'This email is already in use, or the account already has an email',
      429: 'Please try again after {n} seconds',
    },
  ),
  post('/v1/auth/methods/email/verify', "The code makes the address the account's email", linkEmailVerifySchema, {
    401: 'Invalid or expired code',
    409: 'This email is already in use',
    423: 'Too many wrong codes',
  }),
  post(
    '/v1/auth/methods/passkey/options',
    'WebAuthn creation options for one more passkey of the signed-in user `{ options }`',
    linkPasskeyOptionsSchema,
    { 403: 'PasskeysUnavailable, or this device did not prove the user' },
  ),
  post('/v1/auth/methods/passkey', 'Links the verified passkey to the signed-in user', linkPasskeySchema, {
    400: 'PasskeyChallengeInvalid',
    401: 'PasskeyNotVerified',
    409: 'PasskeyAlreadyRegistered',
  }),
  post(
    '/v1/auth/methods/unlink',
    'Unlinks one sign-in method, never the last; the sessions it made end (but the one asking)',
    unlinkSchema,
    {
      404: 'Not a method of this account',
      409: 'The only way to sign in to this account',
    },
  ),
  {
    method: 'get',
    path: '/admin/users/:userId/methods',
    tag: 'People',
    admin: true,
    summary: "A user's sign-in methods and their link/unlink rows `{ methods, events }`: never a key or credential",
    params: userParams,
    responses: { 200: 'The methods', ...ADMIN_ERRORS, 404: 'No such user' },
  },
  {
    method: 'delete',
    path: '/admin/users/:userId/methods/:methodId',
    tag: 'People',
    admin: true,
    summary:
      "Unlinks one of a user's sign-in methods (never the last) `{ unlinked, methods }`; the sessions it made end and the user's email is told",
    params: methodParams,
    responses: { 200: 'Unlinked', ...ADMIN_ERRORS, 404: 'No such user or method', 409: 'The last method' },
  },
]

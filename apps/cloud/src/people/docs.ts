// /openapi.json entries of the people routes (routes.ts).
import { ADMIN_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { peopleParams, sessionParams, userParams } from './routes.ts'
import { WALLET_DELETION_CONSEQUENCE } from './userData.ts'

const tag = 'People'

export const peopleDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/projects/:id/users',
    tag,
    admin: true,
    summary:
      'Embedded-wallet users who signed in on the project `{ count, data: [{ userId, email, providers, lastSeen, hasWallet }] }`; never keys or shares',
    params: peopleParams,
    responses: { 200: 'The users', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/projects/:id/sessions',
    tag,
    admin: true,
    summary: 'Sign-in sessions of the project that have not expired `{ data }`',
    params: peopleParams,
    responses: { 200: 'The sessions', ...ADMIN_ERRORS },
  },
  {
    method: 'delete',
    path: '/admin/projects/:id/sessions/:sessionId',
    tag,
    admin: true,
    summary: 'Revokes a sign-in session (its token stops working at once)',
    params: sessionParams,
    responses: { 200: '`{ revoked }`', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/users/:userId/export',
    tag,
    admin: true,
    summary:
      "One user's data as a JSON file `{ user, identities, passkeys, devices, sessions, wallet, capturedEmails, signIns }`: the wallet's public addresses, never a token, code, key share or sealed recovery share",
    params: userParams,
    responses: { 200: 'The data', ...ADMIN_ERRORS, 404: 'No such user' },
  },
  {
    method: 'delete',
    path: '/admin/users/:userId',
    tag,
    admin: true,
    summary: `Erases one user and what the export lists, at once \`{ deleted, hadWallet, consequence? }\`. ${WALLET_DELETION_CONSEQUENCE}`,
    params: userParams,
    responses: { 200: 'Erased', ...ADMIN_ERRORS, 404: 'No such user' },
  },
]

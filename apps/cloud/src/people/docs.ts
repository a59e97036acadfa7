// /openapi.json entries of the people routes (routes.ts).
import { ADMIN_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { peopleParams, sessionParams } from './routes.ts'

const tag = 'People'

export const peopleDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/projects/:id/users',
    tag,
    admin: true,
    summary: 'Embedded-wallet users who signed in on the project `{ count, data: [{ userId, email, providers, lastSeen, hasWallet }] }`; never keys or shares',
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
]

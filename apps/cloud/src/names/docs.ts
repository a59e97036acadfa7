// /openapi.json entries of the name routes (routes.ts), by the schemas they parse with (names are checked by
// rules.ts, whose errors come as `{ error, reasons: [{ description }] }`).
import { z } from 'zod'
import { PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { evmAddress, registrationSchema } from './routes.ts'

const tag = 'Names'
const nameParams = z.object({ name: z.string().describe('<label>.latch.id, label ≥ 4 letters, digits or hyphens') })
const REASONS = { 400: 'Bad input `{ error, reasons }`', 404: 'No such name' } as const

export const namesDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/profile/account/:name',
    tag,
    summary: 'A registered name’s profile',
    params: nameParams,
    query: projectQuery,
    responses: { 200: 'The profile', ...PROJECT_ERRORS, ...REASONS },
  },
  {
    method: 'get',
    path: '/v1/profile/reverse/:address',
    tag,
    summary: 'The profiles of an address',
    params: z.object({ address: evmAddress }),
    query: projectQuery,
    responses: { 200: 'The profiles', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/v1/profile/suggestions/:name',
    tag,
    summary: 'The name and free variants `{ suggestions }`',
    params: nameParams,
    query: projectQuery,
    responses: { 200: 'Suggestions', ...PROJECT_ERRORS, ...REASONS },
  },
  {
    method: 'post',
    path: '/v1/profile/account',
    tag,
    summary: 'Registers a name with a personal_sign signature of `{ name, attributes?, timestamp }`',
    query: projectQuery,
    body: registrationSchema,
    responses: {
      200: 'Updated',
      201: 'Registered',
      ...PROJECT_ERRORS,
      409: 'Taken',
      429: 'Rate limited (Retry-After)',
    },
  },
]

// /openapi.json entries of the email-capture routes (routes.ts), by the schemas they parse with.
import { ADMIN_ERRORS, PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { adminDeleteSchema, adminProjectParams, captureStartSchema, captureVerifySchema } from './routes.ts'

const tag = 'Email capture'
const SIGNED_IN = {
  401: 'No live sign-in session (X-Latch-Session)',
  403: 'emailCapture is off for the project, or the origin is not allowed',
} as const

export const dataCaptureDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/data-capture/start',
    tag,
    summary: 'Mails a one-time code to confirm an email for the signed-in account (header X-Latch-Session)',
    query: projectQuery,
    body: captureStartSchema,
    responses: {
      200: '`{ action: VERIFY_OTP }`',
      ...PROJECT_ERRORS,
      ...SIGNED_IN,
      429: 'Cooldown or rate limited (Retry-After)',
      502: 'Mail not sent',
    },
  },
  {
    method: 'post',
    path: '/v1/data-capture/verify',
    tag,
    summary: 'Confirms the code; the email is kept against the account and project',
    query: projectQuery,
    body: captureVerifySchema,
    responses: {
      200: '`{ account, email, created }`',
      ...PROJECT_ERRORS,
      ...SIGNED_IN,
      423: 'That code had 5 wrong guesses: ask for a new one',
      429: 'Rate limited',
    },
  },
  {
    method: 'get',
    path: '/v1/data-capture/email',
    tag,
    summary: 'The signed-in account’s captured email',
    query: projectQuery,
    responses: { 200: '`{ account, email, created }`', ...PROJECT_ERRORS, ...SIGNED_IN, 404: 'None captured' },
  },
  {
    method: 'post',
    path: '/v1/data-capture/email/delete',
    tag,
    summary: 'Removes the signed-in account’s captured email',
    query: projectQuery,
    responses: { 200: '`{ deleted }`', ...PROJECT_ERRORS, ...SIGNED_IN },
  },
  {
    method: 'get',
    path: '/admin/projects/:id/captured-emails',
    tag,
    summary: 'The project’s captured emails `{ data }`',
    params: adminProjectParams,
    admin: true,
    responses: { 200: 'The list', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/projects/:id/captured-emails/csv',
    tag,
    summary: 'The project’s captured emails as CSV (account,email,created)',
    params: adminProjectParams,
    admin: true,
    produces: ['text/csv'],
    responses: { 200: 'The CSV', ...ADMIN_ERRORS },
  },
  {
    method: 'post',
    path: '/admin/projects/:id/captured-emails/delete',
    tag,
    summary: 'Deletes an account’s captured email',
    params: adminProjectParams,
    body: adminDeleteSchema,
    admin: true,
    responses: { 200: '`{ deleted }`', ...ADMIN_ERRORS },
  },
]

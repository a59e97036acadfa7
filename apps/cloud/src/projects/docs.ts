// /openapi.json entries of the project routes (routes.ts), by the schemas they parse with.
import { z } from 'zod'
import { ADMIN_ERRORS, PROJECT_ERRORS, projectQuery, type RouteDoc } from '../openapi/describe.ts'
import { originCheckSchema, projectIdSchema, projectInputSchema, projectUpdateSchema } from './input.ts'

const tag = 'Projects'

export const projectsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/appkit/v1/config',
    tag,
    summary:
      "The project's plan and remote features `{ plan, features: [{ id, isEnabled, config }] }` (SPEC §4, §7); ETag, Cache-Control: no-cache",
    query: projectQuery,
    responses: { 200: 'The configuration', 304: 'Not modified (If-None-Match)', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/projects/v1/origins',
    tag,
    summary: 'The origins allowed to use the project `{ allowedOrigins }` (SPEC §5)',
    query: projectQuery,
    responses: { 200: 'The allowed origins', 304: 'Not modified', ...PROJECT_ERRORS },
  },
  {
    method: 'get',
    path: '/admin/projects',
    tag,
    admin: true,
    summary: 'Every project `{ data }`',
    responses: { 200: 'The projects', ...ADMIN_ERRORS },
  },
  {
    method: 'post',
    path: '/admin/projects',
    tag,
    admin: true,
    summary: 'Creates a project',
    body: projectInputSchema,
    responses: {
      201: 'Created',
      409: 'It exists',
      ...ADMIN_ERRORS,
      400: 'Bad input: an origin pattern that matches everything or nothing, a feature the plan does not allow',
    },
  },
  {
    method: 'put',
    path: '/admin/projects/:id',
    tag,
    admin: true,
    summary: 'Changes a project (fields left out keep their value; features merge)',
    params: z.object({ id: projectIdSchema }),
    body: projectUpdateSchema,
    responses: { 200: 'The project', ...ADMIN_ERRORS },
  },
  {
    method: 'delete',
    path: '/admin/projects/:id',
    tag,
    admin: true,
    summary:
      'Deletes a project; refused (409) while a page still uses it (events in the last 7 days, signed-in sessions)',
    params: z.object({ id: projectIdSchema }),
    responses: { 200: '`{ deleted }`', 409: 'Still in use', ...ADMIN_ERRORS },
  },
  {
    method: 'post',
    path: '/admin/origins/check',
    tag,
    admin: true,
    summary: 'Would this origin pass? `{ allowed, pattern }`, by the matcher the cloud uses for browsers (SPEC §5)',
    body: originCheckSchema,
    responses: { 200: 'The answer', ...ADMIN_ERRORS },
  },
]

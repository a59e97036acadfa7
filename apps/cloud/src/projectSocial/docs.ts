// /openapi.json entries of a project's social-provider routes (routes.ts), by the schemas they parse with.
import { ADMIN_ERRORS, type RouteDoc } from '../openapi/describe.ts'
import { projectSocialBodySchema, projectSocialListParams, projectSocialParams } from './input.ts'

const tag = 'Project social providers'
const LIST =
  '`{ data: [{ provider, issuer, clientId, redirectUri, clientSecret: "set" | "not set" }] }` (the secret is never returned)'

export const projectSocialDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/projects/:id/social-providers',
    tag,
    summary: 'The project’s own social-provider clients',
    params: projectSocialListParams,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
  {
    method: 'put',
    path: '/admin/projects/:id/social-providers/:provider',
    tag,
    summary:
      'Sets the project’s client for a provider (issuer, client id, client secret sealed at rest, redirect URI); the cloud then signs in with it instead of LATCH_OIDC_PROVIDERS',
    params: projectSocialParams,
    body: projectSocialBodySchema,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
  {
    method: 'delete',
    path: '/admin/projects/:id/social-providers/:provider',
    tag,
    summary: 'Removes the project’s client for a provider (LATCH_OIDC_PROVIDERS applies again)',
    params: projectSocialParams,
    admin: true,
    responses: { 200: LIST, ...ADMIN_ERRORS },
  },
]

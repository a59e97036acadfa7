// The admin API of a project's social providers: list (the secret only as "set"/"not set"), set one
// (issuer, client id, client secret sealed at rest, redirect URI) and remove one. The cloud signs in with the
// project's own client when it has one, else with the operator's LATCH_OIDC_PROVIDERS (providerFor).
import { type Context, Hono } from 'hono'
import type { CloudContext } from '../context.ts'
import type { OidcProviderConfig, SocialProvider } from '../config.ts'
import { codeSecret } from '../auth/secrets.ts'
import { errorResponse, parseJson, parseParams } from '../http/validate.ts'
import { requireAdmin } from '../projects/admin.ts'
import { getProject } from '../projects/store.ts'
import { PROJECT_SOCIAL_TEXTS, projectSocialBodySchema, projectSocialListParams, projectSocialParams } from './input.ts'
import { deleteProjectSocial, listProjectSocial, projectProviderConfig, saveProjectSocial } from './store.ts'

/** the project's own client for the provider, else the operator-wide one */
export async function providerFor(
  context: CloudContext,
  projectId: string,
  provider: SocialProvider,
): Promise<OidcProviderConfig | undefined> {
  const own = await projectProviderConfig(
    context.db,
    await codeSecret(context.db, context.config.authSecret),
    projectId,
    provider,
    context.config.previousAuthSecret,
  )
  return own ?? context.config.oidcProviders[provider]
}

export function projectSocialRoutes(context: CloudContext) {
  const app = new Hono()
  app.use('/admin/projects/:id/social-providers', requireAdmin(context))
  app.use('/admin/projects/:id/social-providers/*', requireAdmin(context))
  const missing = (id: string) => errorResponse(404, `Project ${id} not found`)
  const list = async (id: string) => ({ data: await listProjectSocial(context.db, id) })

  app.get('/admin/projects/:id/social-providers', async (c: Context) => {
    const { id } = parseParams(c, projectSocialListParams)
    if (!(await getProject(context.db, id))) return missing(id)
    return c.json(await list(id))
  })

  app.put('/admin/projects/:id/social-providers/:provider', async (c: Context) => {
    const { id, provider } = parseParams(c, projectSocialParams)
    const input = await parseJson(c, projectSocialBodySchema, 16_384)
    if (!(await getProject(context.db, id))) return missing(id)
    const secret = await codeSecret(context.db, context.config.authSecret)
    const result = await saveProjectSocial(
      context.db,
      secret,
      id,
      provider,
      { ...input, clientSecret: input.clientSecret || undefined },
      context.now().getTime(),
    )
    if (result === 'no secret') return errorResponse(400, PROJECT_SOCIAL_TEXTS.secretRequired)
    return c.json(await list(id))
  })

  app.delete('/admin/projects/:id/social-providers/:provider', async (c: Context) => {
    const { id, provider } = parseParams(c, projectSocialParams)
    if (!(await getProject(context.db, id))) return missing(id)
    if (!(await deleteProjectSocial(context.db, id, provider))) return errorResponse(404, PROJECT_SOCIAL_TEXTS.notSet)
    return c.json(await list(id))
  })
  return app
}

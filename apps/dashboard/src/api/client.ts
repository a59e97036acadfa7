// The dashboard's only way out: the cloud's admin API (same origin, proxied by the dashboard's server), with the
// admin token as a bearer; every answer goes through its schema, every refusal becomes an AdminApiError.
import type { z } from 'zod'
import {
  userMethodsSchema,
  analyticsSchema,
  type BlockList,
  blockListSchema,
  cloudBlockListSchema,
  capturedEmailsSchema,
  operationsSchema,
  deletedSchema,
  emailDeletedSchema,
  errorSchema,
  imageStoredSchema,
  originCheckSchema,
  peopleSchema,
  type Project,
  projectListSchema,
  projectSchema,
  type Range,
  revokedSchema,
  sessionsSchema,
  type SocialProviderInput,
  socialProvidersSchema,
  sponsorshipListSchema,
  userDeletedSchema,
  walletPageSchema,
} from './schemas.ts'

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

export type AdminApi = ReturnType<typeof createAdminApi>

export function createAdminApi(token: string, fetcher: typeof fetch = (input, init) => fetch(input, init)) {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetcher(path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } })
    if (response.ok) return response
    const body = errorSchema.safeParse(await response.json().catch(() => undefined))
    throw new AdminApiError(
      response.status,
      body.success ? body.data.error : `${response.status} ${response.statusText}`,
    )
  }
  async function call<S extends z.ZodType>(schema: S, path: string, init: RequestInit = {}): Promise<z.infer<S>> {
    return schema.parse(await (await send(path, init)).json())
  }
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const project = (id: string) => `/admin/projects/${encodeURIComponent(id)}`

  return {
    listProjects: async () => (await call(projectListSchema, '/admin/projects')).data,
    createProject: (input: { id: string; name: string }) => call(projectSchema, '/admin/projects', json('POST', input)),
    updateProject: (id: string, update: Partial<Omit<Project, 'id'>>) =>
      call(projectSchema, project(id), json('PUT', update)),
    deleteProject: (id: string) => call(deletedSchema, project(id), { method: 'DELETE' }),
    checkOrigin: (origin: string, allowedOrigins: string[]) =>
      call(originCheckSchema, '/admin/origins/check', json('POST', { origin, allowedOrigins })),
    operations: () => call(operationsSchema, '/admin/operations'),
    analytics: (projectId: string, range: Range) =>
      call(analyticsSchema, `/admin/analytics?${new URLSearchParams({ projectId, range })}`),
    analyticsCsv: async (projectId: string, range: Range) =>
      (await send(`/admin/analytics.csv?${new URLSearchParams({ projectId, range })}`)).text(),
    people: (projectId: string) => call(peopleSchema, `${project(projectId)}/users`),
    sessions: async (projectId: string) => (await call(sessionsSchema, `${project(projectId)}/sessions`)).data,
    revokeSession: (projectId: string, sessionId: string) =>
      call(revokedSchema, `${project(projectId)}/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    /** one user's data as the cloud's JSON file (no token, code or share in it) */
    exportUser: async (userId: string) => (await send(`/admin/users/${encodeURIComponent(userId)}/export`)).text(),
    deleteUser: (userId: string) =>
      call(userDeletedSchema, `/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    userMethods: (userId: string) => call(userMethodsSchema, `/admin/users/${encodeURIComponent(userId)}/methods`),
    unlinkUserMethod: (userId: string, methodId: string) =>
      call(userMethodsSchema, `/admin/users/${encodeURIComponent(userId)}/methods/${encodeURIComponent(methodId)}`, {
        method: 'DELETE',
      }),
    capturedEmails: async (projectId: string) =>
      (await call(capturedEmailsSchema, `${project(projectId)}/captured-emails`)).data,
    capturedEmailsCsv: async (projectId: string) => (await send(`${project(projectId)}/captured-emails/csv`)).text(),
    deleteCapturedEmail: (projectId: string, account: string) =>
      call(emailDeletedSchema, `${project(projectId)}/captured-emails/delete`, json('POST', { account })),
    sponsorship: async (projectId: string) =>
      (await call(sponsorshipListSchema, `${project(projectId)}/sponsorship`)).data,
    setSponsorshipBudget: async (projectId: string, chainId: number, budgetWei: bigint) =>
      (
        await call(
          sponsorshipListSchema,
          `${project(projectId)}/sponsorship/${chainId}`,
          json('PUT', { budgetWei: budgetWei.toString() }),
        )
      ).data,
    setSponsorshipTargets: async (projectId: string, chainId: number, targets: string[]) =>
      (
        await call(
          sponsorshipListSchema,
          `${project(projectId)}/sponsorship/${chainId}/targets`,
          json('PUT', { targets }),
        )
      ).data,
    clearSponsorshipBudget: async (projectId: string, chainId: number) =>
      (await call(sponsorshipListSchema, `${project(projectId)}/sponsorship/${chainId}`, { method: 'DELETE' })).data,
    socialProviders: async (projectId: string) =>
      (await call(socialProvidersSchema, `${project(projectId)}/social-providers`)).data,
    saveSocialProvider: async (projectId: string, provider: string, input: SocialProviderInput) =>
      (
        await call(
          socialProvidersSchema,
          `${project(projectId)}/social-providers/${encodeURIComponent(provider)}`,
          json('PUT', input),
        )
      ).data,
    deleteSocialProvider: async (projectId: string, provider: string) =>
      (
        await call(socialProvidersSchema, `${project(projectId)}/social-providers/${encodeURIComponent(provider)}`, {
          method: 'DELETE',
        })
      ).data,
    blockList: (projectId: string) => call(blockListSchema, `${project(projectId)}/block-list`),
    setBlockList: (projectId: string, list: BlockList) =>
      call(blockListSchema, `${project(projectId)}/block-list`, json('PUT', list)),
    cloudBlockList: () => call(cloudBlockListSchema, '/admin/block-list'),
    setCloudBlockList: (list: BlockList) => call(cloudBlockListSchema, '/admin/block-list', json('PUT', list)),
    /** imports the configured feed now (the cloud takes no URL from here) */
    importBlockListFeed: () => call(cloudBlockListSchema, '/admin/block-list/feed', { method: 'POST' }),
    wallets: (search: string, page = 1) =>
      call(
        walletPageSchema,
        `/admin/wallets?${new URLSearchParams(search ? { search, page: String(page) } : { page: String(page) })}`,
      ),
    uploadImage: (walletId: string, file: Blob) =>
      call(imageStoredSchema, `/admin/wallets/${encodeURIComponent(walletId)}/image`, {
        method: 'PUT',
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      }),
    /** a wallet's image as the modal gets it (through the project the dashboard has open) */
    walletImageUrl: (imageId: string, projectId: string, version = 0) =>
      `/getWalletImage/${encodeURIComponent(imageId)}?${new URLSearchParams({ projectId, v: String(version) })}`,
  }
}

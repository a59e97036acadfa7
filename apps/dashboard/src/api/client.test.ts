import { describe, expect, it } from 'vitest'
import { AdminApiError, createAdminApi } from './client.ts'

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('dashboard admin API client', () => {
  it('sends the admin token and checks the answer against its schema', async () => {
    const seen: Array<{ url: string; auth: string | null }> = []
    const api = createAdminApi('token-0123456789abcdef', async (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') })
      return answer(200, { data: [{ id: 'p', name: 'P', allowedOrigins: [], plan: 'pro', features: {}, isAnalyticsEnabled: true, walletLists: { featured: [], recommended: [], excluded: [] } }] })()
    })
    expect((await api.listProjects())[0]?.id).toBe('p')
    expect(seen).toEqual([{ url: '/admin/projects', auth: 'Bearer token-0123456789abcdef' }])
  })

  it("turns a refusal into an AdminApiError with the cloud's message", async () => {
    const api = createAdminApi('t', answer(409, { error: 'Project p is still in use' }))
    await expect(api.deleteProject('p')).rejects.toEqual(new AdminApiError(409, 'Project p is still in use'))
  })

  it('refuses an answer that does not match its schema', async () => {
    const api = createAdminApi('t', answer(200, { data: [{ id: 'p' }] }))
    await expect(api.listProjects()).rejects.toThrow()
  })
})

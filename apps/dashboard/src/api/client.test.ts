import { describe, expect, it } from 'vitest'
import { AdminApiError, createAdminApi } from './client.ts'

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('dashboard admin API client', () => {
  it('sends the admin token and checks the answer against its schema', async () => {
    const seen: Array<{ url: string; auth: string | null }> = []
    const api = createAdminApi('token-0123456789abcdef', async (input, init) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') })
      return answer(200, {
        data: [
          {
            id: 'p',
            name: 'P',
            allowedOrigins: [],
            plan: 'pro',
            features: {},
            isAnalyticsEnabled: true,
            walletLists: { featured: [], recommended: [], excluded: [] },
          },
        ],
      })()
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

describe('dashboard admin API client: captured emails', () => {
  const row = { account: 'eip155:31337:0xabc', email: 'visitor@example.com', created: '2026-11-24T00:00:00.000Z' }

  it("lists, exports and deletes through the project's captured-emails routes, with the token", async () => {
    const seen: Array<{ url: string; method: string; body?: string; auth: string | null }> = []
    const api = createAdminApi('t', async (input, init) => {
      const url = String(input)
      seen.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body as string | undefined,
        auth: new Headers(init?.headers).get('authorization'),
      })
      if (url.endsWith('/csv'))
        return new Response('account,email,created\r\n', { headers: { 'content-type': 'text/csv' } })
      return answer(200, url.endsWith('/delete') ? { deleted: true } : { data: [row] })()
    })
    expect(await api.capturedEmails('p 1')).toEqual([row])
    expect(await api.capturedEmailsCsv('p 1')).toBe('account,email,created\r\n')
    expect(await api.deleteCapturedEmail('p 1', row.account)).toEqual({ deleted: true })
    expect(seen).toEqual([
      { url: '/admin/projects/p%201/captured-emails', method: 'GET', body: undefined, auth: 'Bearer t' },
      { url: '/admin/projects/p%201/captured-emails/csv', method: 'GET', body: undefined, auth: 'Bearer t' },
      {
        url: '/admin/projects/p%201/captured-emails/delete',
        method: 'POST',
        body: JSON.stringify({ account: row.account }),
        auth: 'Bearer t',
      },
    ])
  })

  it('refuses a list or a delete answer that does not match its schema', async () => {
    await expect(createAdminApi('t', answer(200, { data: [{ account: 'a' }] })).capturedEmails('p')).rejects.toThrow()
    await expect(createAdminApi('t', answer(200, { deleted: 'a' })).deleteCapturedEmail('p', 'a')).rejects.toThrow()
  })

  it("an unknown project is the cloud's 404 message", async () => {
    await expect(
      createAdminApi('t', answer(404, { error: 'Project not found' })).capturedEmails('gone'),
    ).rejects.toEqual(new AdminApiError(404, 'Project not found'))
  })
})

describe('dashboard admin API client: social provider settings', () => {
  const stored = {
    provider: 'google',
    issuer: 'https://accounts.example',
    clientId: 'c',
    redirectUri: 'https://app.example/cb',
    clientSecret: 'set',
  }

  it('lists, saves (the secret only when given) and removes through the project routes', async () => {
    const seen: Array<{ url: string; method: string; body?: string }> = []
    const api = createAdminApi('t', async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body as string | undefined })
      return answer(200, { data: init?.method === 'DELETE' ? [] : [stored] })()
    })
    expect(await api.socialProviders('p')).toEqual([stored])
    const input = { issuer: stored.issuer, clientId: 'c', redirectUri: stored.redirectUri, clientSecret: 's3cret' }
    expect(await api.saveSocialProvider('p', 'google', input)).toEqual([stored])
    expect(await api.deleteSocialProvider('p', 'google')).toEqual([])
    expect(seen).toEqual([
      { url: '/admin/projects/p/social-providers', method: 'GET', body: undefined },
      { url: '/admin/projects/p/social-providers/google', method: 'PUT', body: JSON.stringify(input) },
      { url: '/admin/projects/p/social-providers/google', method: 'DELETE', body: undefined },
    ])
  })

  it('refuses an answer that carries anything but set / not set for the secret', async () => {
    await expect(
      createAdminApi('t', answer(200, { data: [{ ...stored, clientSecret: 's3cret' }] })).socialProviders('p'),
    ).rejects.toThrow()
  })

  it("a refused setting is the cloud's message", async () => {
    const refusal = 'issuer: issuer must use https (http only on localhost or 127.0.0.1)'
    await expect(
      createAdminApi('t', answer(400, { error: refusal })).saveSocialProvider('p', 'google', {
        issuer: 'http://x',
        clientId: 'c',
        redirectUri: 'https://a',
      }),
    ).rejects.toEqual(new AdminApiError(400, refusal))
  })
})

// The admin API behind the operator's dashboard: analytics aggregates and CSV, people and sessions,
// project deletion and origin checks, the catalogue search; the refusals the issue lists leave nothing half-saved.
import { beforeAll, expect, it } from 'vitest'
import { recordEvent } from '../src/analytics/record.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const DAY = 86400_000
const base = { url: 'https://app.example/', domain: 'app.example', timestamp: 1_760_000_000_000 }
let counter = 0
const track = (event: string, properties?: Record<string, unknown>) => ({
  eventId: `ev-${counter++}`,
  ...base,
  props: { type: 'track', event, ...(properties ? { properties } : {}) },
})
const connectError = (message: string, properties?: Record<string, string>) => ({
  eventId: `ev-${counter++}`,
  ...base,
  props: {
    type: 'error',
    event: 'CONNECT_ERROR',
    errorType: 'CONNECTION_ERROR',
    errorMessage: message,
    ...(properties ? { properties } : {}),
  },
})
const rainbowOnPhone = { wallet: 'Rainbow', method: 'pairing', namespace: 'eip155', platform: 'mobile' }

describeOnEngines('dashboard admin API', { adminToken: ADMIN_TOKEN }, (engine) => {
  const request = (path: string, init?: RequestInit) => engine().request(path, init)
  const send = (body: unknown) =>
    request(`/e?${sdk()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    await saveProjects(engine().context, PRO, { ...PRO, id: 'idle-project', name: 'Idle' })
    const connect = (wallet: string, network: string, method: string) =>
      send(track('CONNECT_SUCCESS', { wallet, network, method, namespace: network.split(':')[0] }))
    for (const response of await Promise.all([
      connect('MetaMask', 'eip155:1', 'browser'),
      connect('MetaMask', 'eip155:1', 'browser'),
      connect('Rainbow', 'eip155:10', 'pairing'),
      connect('Email', 'eip155:1', 'embedded'),
      send(track('DISCONNECT_SUCCESS', { namespace: 'eip155' })),
      send(connectError('Connection declined', { ...rainbowOnPhone, code: 'ConnectionRejected' })),
      send(connectError('Connection declined', { ...rainbowOnPhone, code: 'ConnectionRejected' })),
      send(connectError('Connection failed')),
      send(track('CONNECTION_STALE', { ...rainbowOnPhone, reason: 'walletNoAnswer' })),
      send(track('CONNECTION_STALE', { wallet: 'MetaMask', method: 'browser', platform: 'desktop' })),
      // a platform the modal never sends is counted under unknown
      send(track('CONNECTION_STALE', { wallet: 'MetaMask', method: 'browser', platform: '<b>tv</b>' })),
      send(track('INITIALIZE')),
    ]))
      expect(response.status).toBe(202)
    // one connection 10 days ago: inside 30 d, outside 7 d and 24 h
    const old = {
      project_id: PRO.id,
      event_id: 'old-1',
      event_type: 'track',
      event_name: 'CONNECT_SUCCESS',
      url: base.url,
      domain: base.domain,
      timestamp: 0,
      props: '{}',
      sdk_type: 'x',
      sdk_version: '1',
      received_at: new Date(Date.now() - 10 * DAY).toISOString(),
      wallet: 'Trust',
      network: 'eip155:56',
      method: 'pairing',
    }
    expect(await recordEvent(engine().context.db, old)).toBe(true)
    // the same event id again is neither stored nor counted twice
    expect(await recordEvent(engine().context.db, old)).toBe(false)
  })

  it('every dashboard route refuses a request without the admin token (401)', async () => {
    const routes: Array<[string, string]> = [
      ['GET', `/admin/analytics?projectId=${PRO.id}`],
      ['GET', `/admin/analytics.csv?projectId=${PRO.id}`],
      ['GET', `/admin/projects/${PRO.id}/users`],
      ['GET', `/admin/projects/${PRO.id}/sessions`],
      ['DELETE', `/admin/projects/${PRO.id}/sessions/${'a'.repeat(64)}`],
      ['DELETE', '/admin/projects/idle-project'],
      ['POST', '/admin/origins/check'],
      ['GET', '/admin/wallets?search=meta'],
    ]
    for (const [method, path] of routes) {
      const response = await request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ error: 'Unauthorized' })
    }
    expect((await request('/admin/projects/idle-project', admin())).status).not.toBe(401)
    expect((await request('/admin/projects')).status).toBe(401)
    expect((await request('/admin/projects', admin())).status).toBe(200)
  })

  it('counts connections per day by wallet, network and method, disconnects, the connect-error share, and failed connections and stale sessions by wallet and platform (7 d)', async () => {
    const response = await request(`/admin/analytics?projectId=${PRO.id}&range=7d`, admin())
    expect(response.status).toBe(200)
    const summary = await response.json()
    const today = new Date().toISOString().slice(0, 10)
    expect(summary.bucket).toBe('day')
    expect(summary.buckets).toHaveLength(8)
    expect(summary.buckets.at(-1)).toBe(today)
    expect(summary.connections.total).toBe(4)
    expect(summary.connections.byWallet).toEqual(
      [
        { bucket: today, key: 'Email', count: 1 },
        { bucket: today, key: 'MetaMask', count: 2 },
        { bucket: today, key: 'Rainbow', count: 1 },
      ]
        .sort((a, b) => a.key.localeCompare(b.key))
        .filter(Boolean),
    )
    const byKey = (rows: Array<{ key: string; count: number }>) =>
      Object.fromEntries(rows.map((row) => [row.key, row.count]))
    expect(byKey(summary.connections.byNetwork)).toEqual({ 'eip155:1': 3, 'eip155:10': 1 })
    expect(byKey(summary.connections.byMethod)).toEqual({ browser: 2, pairing: 1, embedded: 1 })
    expect(summary.disconnects.total).toBe(1)
    expect(summary.errors).toEqual({
      connectErrors: 3,
      connectAttempts: 7,
      share: 3 / 7,
      top: [
        { message: 'Connection declined', count: 2 },
        { message: 'Connection failed', count: 1 },
      ],
    })
    // where connections go wrong, by wallet and platform; a report without them is counted under unknown
    expect(summary.health).toEqual([
      { wallet: 'Rainbow', platform: 'mobile', failed: 2, stale: 1 },
      { wallet: 'MetaMask', platform: 'desktop', failed: 0, stale: 1 },
      { wallet: 'MetaMask', platform: 'unknown', failed: 0, stale: 1 },
      { wallet: 'unknown', platform: 'unknown', failed: 1, stale: 0 },
    ])
  })

  it('24 h buckets by hour; 30 d takes in the older connection', async () => {
    const day = await (await request(`/admin/analytics?projectId=${PRO.id}&range=24h`, admin())).json()
    expect(day.bucket).toBe('hour')
    expect(day.buckets.at(-1)).toBe(new Date().toISOString().slice(0, 13))
    expect(day.connections.total).toBe(4)
    const month = await (await request(`/admin/analytics?projectId=${PRO.id}&range=30d`, admin())).json()
    expect(month.connections.total).toBe(5)
    expect(month.connections.byWallet).toContainEqual({
      bucket: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
      key: 'Trust',
      count: 1,
    })
  })

  it('exports the summary as CSV (one row per bucket, series and key)', async () => {
    const response = await request(`/admin/analytics.csv?projectId=${PRO.id}&range=7d`, admin())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(`latch-${PRO.id}-7d.csv`)
    const lines = (await response.text()).trim().split('\r\n')
    const today = new Date().toISOString().slice(0, 10)
    expect(lines[0]).toBe('bucket,series,key,count')
    expect(lines).toContain(`${today},connections_by_wallet,MetaMask,2`)
    expect(lines).toContain(`${today},connections_by_method,browser,2`)
    expect(lines).toContain(`${today},disconnects,,1`)
    expect(lines).toContain(',connect_error_text,Connection declined,2')
    expect(lines).toContain(',failed_connections,Rainbow (mobile),2')
    expect(lines).toContain(',stale_sessions,Rainbow (mobile),1')
  })

  it('bad analytics queries are 400s; an unknown project is a 404', async () => {
    expect((await request(`/admin/analytics?projectId=${PRO.id}&range=1y`, admin())).status).toBe(400)
    expect((await request('/admin/analytics', admin())).status).toBe(400)
    expect((await request('/admin/analytics?projectId=nope', admin())).status).toBe(404)
  })

  it('lists embedded-wallet users (provider, last seen) and active sessions, never keys or shares; revokes a session', async () => {
    const { db } = engine().context
    const now = Date.now()
    await db
      .insertInto('auth_users')
      .values([
        { id: 'user-a', email: 'a@example.com', created: now },
        { id: 'user-b', email: null, created: now },
      ])
      .execute()
    await db
      .insertInto('auth_wallets')
      .values({
        user_id: 'user-a',
        evm_address: '0x1',
        solana_address: 'So1',
        share_iv: 'SECRET-IV',
        share_ciphertext: 'SECRET-SHARE',
        recovery: 'SECRET-RECOVERY',
        created: now,
      })
      .execute()
    const session = (hash: string, user: string, provider: string, created: number, expires: number) => ({
      token_hash: hash.repeat(64),
      user_id: user,
      project_id: PRO.id,
      provider,
      user_name: null,
      created,
      expires_at: expires,
    })
    await db
      .insertInto('auth_sessions')
      .values([
        session('a', 'user-a', 'email', now - 5000, now + DAY),
        session('b', 'user-a', 'google', now - 1000, now + DAY),
        session('c', 'user-b', 'github', now - 3000, now - 1),
      ])
      .execute()
    const users = await request(`/admin/projects/${PRO.id}/users`, admin())
    const text = await users.text()
    expect(text).not.toMatch(/SECRET|share|recovery|token/i)
    const body = JSON.parse(text)
    expect(body.count).toBe(2)
    expect(body.data[0]).toEqual({
      userId: 'user-a',
      email: 'a@example.com',
      providers: expect.arrayContaining(['email', 'google']),
      lastSeen: new Date(now - 1000).toISOString(),
      hasWallet: true,
    })
    expect(body.data[1]).toMatchObject({ userId: 'user-b', providers: ['github'], hasWallet: false })
    const sessions = (await (await request(`/admin/projects/${PRO.id}/sessions`, admin())).json()).data
    expect(sessions.map((s: { id: string }) => s.id)).toEqual(['b'.repeat(64), 'a'.repeat(64)])
    const revoked = await request(`/admin/projects/${PRO.id}/sessions/${'b'.repeat(64)}`, admin({ method: 'DELETE' }))
    expect(await revoked.json()).toEqual({ revoked: 'b'.repeat(64) })
    expect(
      await db.selectFrom('auth_sessions').select('token_hash').where('token_hash', '=', 'b'.repeat(64)).execute(),
    ).toHaveLength(0)
    expect(
      (await request(`/admin/projects/${PRO.id}/sessions/${'b'.repeat(64)}`, admin({ method: 'DELETE' }))).status,
    ).toBe(404)
    expect((await request(`/admin/projects/${PRO.id}/sessions/not-a-hash`, admin({ method: 'DELETE' }))).status).toBe(
      400,
    )
  })

  it('refuses an origin pattern that matches everything or nothing, and saves nothing', async () => {
    for (const pattern of ['*', 'https://*', 'https://example.com:443', 'http://localhost:99999']) {
      const created = await request(
        '/admin/projects',
        admin({
          method: 'POST',
          json: { id: 'bad-origins', name: 'Bad', allowedOrigins: ['https://ok.example', pattern] },
        }),
      )
      expect(created.status, pattern).toBe(400)
      expect((await created.json()).error).toMatch(/matches every origin|can never match/)
      const updated = await request(
        `/admin/projects/${PRO.id}`,
        admin({ method: 'PUT', json: { allowedOrigins: [pattern] } }),
      )
      expect(updated.status, pattern).toBe(400)
    }
    expect((await request('/admin/projects', admin())).ok).toBe(true)
    const list = (await (await request('/admin/projects', admin())).json()).data as Array<{
      id: string
      allowedOrigins: string[]
    }>
    expect(list.map((project) => project.id)).not.toContain('bad-origins')
    expect(list.find((project) => project.id === PRO.id)?.allowedOrigins).toEqual(PRO.allowedOrigins)
  })

  it('answers "would this origin pass?" with the matcher the cloud applies to browsers', async () => {
    const check = async (origin: string) =>
      (
        await request(
          '/admin/origins/check',
          admin({ method: 'POST', json: { origin, allowedOrigins: PRO.allowedOrigins } }),
        )
      ).json()
    expect(await check('https://pr-7.preview.example')).toEqual({ allowed: true, pattern: 'https://*.preview.example' })
    expect(await check('https://evil.example')).toEqual({ allowed: false, pattern: null })
    const served = await request(`/appkit/v1/config?${sdk()}`, { headers: { origin: 'https://pr-7.preview.example' } })
    expect(served.status).toBe(200)
    expect((await request('/admin/origins/check', admin({ method: 'POST', json: { origin: 'x' } }))).status).toBe(400)
  })

  it('refuses a feature the basic plan does not allow, and saves nothing', async () => {
    const created = await request(
      '/admin/projects',
      admin({ method: 'POST', json: { id: 'basic-email', name: 'Basic', plan: 'basic', features: { email: true } } }),
    )
    expect(created.status).toBe(400)
    expect((await created.json()).error).toBe('Feature email is not available on the basic plan: choose the pro plan')
    expect((await request('/admin/projects', admin())).ok).toBe(true)
    const downgrade = await request(
      `/admin/projects/${PRO.id}`,
      admin({ method: 'PUT', json: { plan: 'basic', features: { socials: ['google'] } } }),
    )
    expect(downgrade.status).toBe(400)
    const list = (await (await request('/admin/projects', admin())).json()).data as Array<{ id: string; plan: string }>
    expect(list.find((project) => project.id === PRO.id)?.plan).toBe('pro')
    expect(list.map((project) => project.id)).not.toContain('basic-email')
  })

  it('refuses to delete a project a page still uses (409, kept); deletes an unused one', async () => {
    const busy = await request(`/admin/projects/${PRO.id}`, admin({ method: 'DELETE' }))
    expect(busy.status).toBe(409)
    expect((await busy.json()).error).toMatch(
      /^Project pro-project is still in use: \d+ analytics events from a page in the last 7 days/,
    )
    expect((await request(`/appkit/v1/config?${sdk()}`)).status).toBe(200)
    const idle = await request('/admin/projects/idle-project', admin({ method: 'DELETE' }))
    expect(await idle.json()).toEqual({ deleted: 'idle-project' })
    expect((await request(`/appkit/v1/config?${sdk('idle-project')}`)).status).toBe(401)
    expect((await request('/admin/projects/idle-project', admin({ method: 'DELETE' }))).status).toBe(404)
  })

  it('searches the catalogue for the operator', async () => {
    const found = await (await request('/admin/wallets?search=metamask', admin())).json()
    expect(found.count).toBeGreaterThan(0)
    expect(found.data[0].name).toMatch(/MetaMask/i)
    expect(found.data[0]).toHaveProperty('image_id')
    const page = await (await request('/admin/wallets', admin())).json()
    expect(page.data.length).toBeLessThanOrEqual(40)
  })

  it("lists the project's featured then recommended wallets first and never its excluded ones; the change applies at once", async () => {
    const page = async () =>
      (await (await request(`/getWallets?${sdk()}&page=1&entries=40`)).json()).data.map(
        (wallet: { id: string }) => wallet.id,
      ) as string[]
    const before = await page()
    const [a, b, c, d] = [before[5]!, before[9]!, before[2]!, before[0]!]
    const saved = await request(
      `/admin/projects/${PRO.id}`,
      admin({ method: 'PUT', json: { walletLists: { featured: [a, b], recommended: [c], excluded: [d] } } }),
    )
    expect(saved.status).toBe(200)
    expect((await saved.json()).walletLists).toEqual({ featured: [a, b], recommended: [c], excluded: [d] })
    const after = await page()
    expect(after.slice(0, 3)).toEqual([a, b, c])
    expect(after).not.toContain(d)
    const both = await request(
      `/admin/projects/${PRO.id}`,
      admin({ method: 'PUT', json: { walletLists: { featured: [a], recommended: [a], excluded: [] } } }),
    )
    expect(both.status).toBe(400)
    expect((await both.json()).error).toMatch(/is both featured and recommended/)
    await request(
      `/admin/projects/${PRO.id}`,
      admin({ method: 'PUT', json: { walletLists: { featured: [], recommended: [], excluded: [] } } }),
    )
    expect(await page()).toEqual(before)
  })
})

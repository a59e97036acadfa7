// Project configuration, allowed origins, the project guard, and the project admin API, on both engines.
import { beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../src/seed.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const featureMap = (body: { features: { id: string; isEnabled: boolean; config: unknown }[] }) =>
  Object.fromEntries(
    body.features.map((feature) => [feature.id, { isEnabled: feature.isEnabled, config: feature.config }]),
  )

describeOnEngines('projects', { adminToken: ADMIN_TOKEN }, (engine) => {
  beforeAll(async () => {
    await saveProjects(
      engine().context,
      PRO,
      {
        ...PRO,
        id: 'pro-custom',
        features: { email: false, socials: ['google', 'github'], multiWallet: true, activity: false },
      },
      {
        ...PRO,
        id: 'basic-project',
        plan: 'basic',
        features: { email: true, socials: true, swaps: true, activity: false, reownBranding: false },
      },
      { ...PRO, id: 'basic-default', plan: 'basic', features: {} },
    )
  })

  it('R-7.3 R-6.23 R-6.24 R-4.41: a pro project without settings gets every remote feature with the defaults', async () => {
    const response = await engine().request(`/appkit/v1/config?${sdk()}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.features.map((feature: { id: string }) => feature.id)).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'reownBranding',
      'multiWallet',
      'emailCapture',
      'sponsoredGas',
      'passkeys',
      'walletSignIn',
    ])
    expect(featureMap(body)).toMatchObject({
      email: { isEnabled: true, config: null },
      socials: { isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      activity: { isEnabled: true },
      multiWallet: { isEnabled: false },
    })
  })

  it('R-4.41: a pro project gets its own settings over the defaults', async () => {
    const features = featureMap(await (await engine().request(`/appkit/v1/config?${sdk('pro-custom')}`)).json())
    expect(features).toMatchObject({
      email: { isEnabled: false },
      socials: { isEnabled: true, config: ['google', 'github'] },
      multiWallet: { isEnabled: true },
      activity: { isEnabled: false },
      swaps: { isEnabled: true },
    })
  })

  it('R-4.43: a basic project gets only what the basic plan allows: paid features off, branding on, its activity setting', async () => {
    const body = await (await engine().request(`/appkit/v1/config?${sdk('basic-project')}`)).json()
    expect(body.plan).toBe('basic')
    const features = featureMap(body)
    expect(features).toEqual({
      email: { isEnabled: false, config: null },
      socials: { isEnabled: false, config: [] },
      swaps: { isEnabled: false, config: null },
      onramp: { isEnabled: false, config: null },
      activity: { isEnabled: false, config: null },
      reownBranding: { isEnabled: true, config: null },
      multiWallet: { isEnabled: false, config: null },
      emailCapture: { isEnabled: false, config: null },
      sponsoredGas: { isEnabled: false, config: [] },
      passkeys: { isEnabled: false, config: null },
      walletSignIn: { isEnabled: false, config: null },
    })
    const defaults = featureMap(await (await engine().request(`/appkit/v1/config?${sdk('basic-default')}`)).json())
    expect(defaults.activity).toEqual({ isEnabled: true, config: null })
  })

  it('R-7.4: the origins endpoint returns the allowed origins', async () => {
    const response = await engine().request(`/projects/v1/origins?${sdk()}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ allowedOrigins: PRO.allowedOrigins })
  })

  it('R-5.12 R-8.8: a call without a project id is a 400 "Project ID Missing"', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/appkit/v1/config?projectId=&st=x']) {
      const response = await engine().request(path)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Project ID Missing' })
    }
  })

  it('R-8.13: an unknown project id is a 401 "Unauthorized: invalid key"', async () => {
    for (const id of ['nope', 'x'.repeat(200)]) {
      const response = await engine().request(`/appkit/v1/config?${sdk(id)}`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Unauthorized: invalid key' })
    }
  })

  it('R-5.10 R-5.11 R-8.11: a browser origin must match an allowed origin; wildcard entries match', async () => {
    const call = (origin: string) => engine().request(`/projects/v1/origins?${sdk()}`, { headers: { origin } })
    for (const allowed of ['https://app.example', 'https://pr-42.preview.example', 'http://localhost:5173']) {
      expect((await call(allowed)).status, allowed).toBe(200)
    }
    for (const foreign of [
      'https://evil.example',
      'https://preview.example.evil.test',
      'http://app.example',
      'https://localhost:5173',
    ]) {
      const response = await call(foreign)
      expect(response.status, foreign).toBe(403)
      expect(await response.json()).toEqual({ error: 'Unauthorized: origin not allowed' })
    }
  })

  it('a bad sdk parameter is a 400 with a message, not a 500', async () => {
    const response = await engine().request(`/appkit/v1/config?projectId=${PRO.id}&st=${'x'.repeat(65)}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/^st: /)
  })

  it('admin API: a missing or wrong bearer token is a 401', async () => {
    const missing = await engine().request('/admin/projects', { method: 'POST', body: '{}' })
    expect(missing.status).toBe(401)
    const wrong = await engine().request('/admin/projects', {
      method: 'POST',
      headers: { authorization: 'Bearer wrong-token-0123456789' },
      body: '{}',
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: 'Unauthorized' })
    const listed = await engine().request('/admin/projects', { headers: { authorization: `Basic ${ADMIN_TOKEN}` } })
    expect(listed.status).toBe(401)
  })

  it('admin API creates a project the config and origins endpoints then serve; a second create is a 409', async () => {
    const input = {
      id: 'created',
      name: 'Created',
      allowedOrigins: ['https://*.created.example'],
      plan: 'pro',
      features: { swaps: false },
    }
    const created = await engine().request('/admin/projects', admin({ method: 'POST', json: input }))
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({
      ...input,
      isAnalyticsEnabled: true,
      walletLists: { featured: [], recommended: [], excluded: [] },
      rpcDailyQuota: null,
    })
    const origins = await engine().request(`/projects/v1/origins?${sdk('created')}`, {
      headers: { origin: 'https://a.created.example' },
    })
    expect(await origins.json()).toEqual({ allowedOrigins: ['https://*.created.example'] })
    expect(
      featureMap(await (await engine().request(`/appkit/v1/config?${sdk('created')}`)).json()).swaps?.isEnabled,
    ).toBe(false)
    const again = await engine().request('/admin/projects', admin({ method: 'POST', json: input }))
    expect(again.status).toBe(409)
    const list = await (await engine().request('/admin/projects', admin())).json()
    expect(list.data.map((project: { id: string }) => project.id)).toContain('created')
  })

  it('admin API updates a project: fields left out keep their value, features merge, the plan applies at once', async () => {
    await engine().request(
      '/admin/projects',
      admin({ method: 'POST', json: { id: 'to-update', name: 'Before', features: { email: false } } }),
    )
    const updated = await engine().request(
      '/admin/projects/to-update',
      admin({ method: 'PUT', json: { plan: 'pro', features: { multiWallet: true } } }),
    )
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      name: 'Before',
      plan: 'pro',
      features: { email: false, multiWallet: true },
    })
    const features = featureMap(await (await engine().request(`/appkit/v1/config?${sdk('to-update')}`)).json())
    expect(features.email?.isEnabled).toBe(false)
    expect(features.multiWallet?.isEnabled).toBe(true)
    // the project's own daily quota of proxied RPC calls, and back to the operator's default
    const quota = await engine().request(
      '/admin/projects/to-update',
      admin({ method: 'PUT', json: { rpcDailyQuota: 5000 } }),
    )
    expect(await quota.json()).toMatchObject({ name: 'Before', rpcDailyQuota: 5000 })
    const reset = await engine().request(
      '/admin/projects/to-update',
      admin({ method: 'PUT', json: { rpcDailyQuota: null } }),
    )
    expect(await reset.json()).toMatchObject({ rpcDailyQuota: null })
    const missing = await engine().request('/admin/projects/absent', admin({ method: 'PUT', json: { name: 'x' } }))
    expect(missing.status).toBe(404)
  })

  it('admin API refuses bad bodies with a 400 and a message', async () => {
    const bodies: [unknown, RegExp][] = [
      [{ id: 'bad id!', name: 'x' }, /^id: /],
      [{ id: 'ok-id', name: '' }, /^name: /],
      [{ id: 'ok-id', name: 'x', allowedOrigins: ['https://a.example/path'] }, /^allowedOrigins\.0: /],
      [{ id: 'ok-id', name: 'x', plan: 'gold' }, /^plan: /],
      [{ id: 'ok-id', name: 'x', features: { teleport: true } }, /^features: /],
      [{ id: 'ok-id', name: 'x', features: { socials: ['myspace'] } }, /^features\.socials/],
      [{ id: 'ok-id', name: 'x', extra: 1 }, /^input: /],
      [{ id: 'ok-id', name: 'x', rpcDailyQuota: 0 }, /^rpcDailyQuota: /],
      [{ id: 'ok-id', name: 'x', rpcDailyQuota: 1.5 }, /^rpcDailyQuota: /],
    ]
    for (const [json, message] of bodies) {
      const response = await engine().request('/admin/projects', admin({ method: 'POST', json }))
      expect(response.status, JSON.stringify(json)).toBe(400)
      expect((await response.json()).error).toMatch(message)
    }
    const notJson = await engine().request(
      '/admin/projects',
      admin({ method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } }),
    )
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'Body is not valid JSON' })
  })

  it('seedDemo creates the pro demo project with every feature on but sponsored gas, passkeys and wallet sign-in (its twin latch-demo-sponsored has it), and updates its origins when run again', async () => {
    const context = engine().context
    await seedDemo(context, { origins: ['http://127.0.0.1:*'] })
    await seedDemo(context, { origins: ['http://127.0.0.1:*', 'http://localhost:*'] })
    const origins = await (await engine().request(`/projects/v1/origins?${sdk('latch-demo')}`)).json()
    expect(origins).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
    const body = await (
      await engine().request(`/appkit/v1/config?${sdk('latch-demo')}`, { headers: { origin: 'http://127.0.0.1:5173' } })
    ).json()
    const off = body.features
      .filter((feature: { isEnabled: boolean }) => !feature.isEnabled)
      .map((feature: { id: string }) => feature.id)
    expect(off).toEqual(['sponsoredGas', 'passkeys', 'walletSignIn'])
    const twin = await (
      await engine().request(`/appkit/v1/config?${sdk('latch-demo-sponsored')}`, {
        headers: { origin: 'http://localhost:5173' },
      })
    ).json()
    // on, but this cloud has no paymaster configured: no chain to sponsor on
    expect(twin.features.find((feature: { id: string }) => feature.id === 'sponsoredGas')).toEqual({
      id: 'sponsoredGas',
      isEnabled: false,
      config: [],
    })
    const wallets = await (await engine().request(`/getWallets?${sdk('latch-demo')}`)).json()
    expect(wallets.count).toBe(229)
  })
})

describeOnEngines('projects admin API without a token', {}, (engine) => {
  it('is off: every admin path is a 404, whatever the header', async () => {
    for (const [path, method] of [
      ['/admin/projects', 'POST'],
      ['/admin/projects/x', 'PUT'],
      ['/admin/projects', 'GET'],
      ['/admin/wallets', 'POST'],
      ['/admin/wallets/x/image', 'PUT'],
    ] as const) {
      const response = await engine().request(path, { method, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found' })
    }
  })
})

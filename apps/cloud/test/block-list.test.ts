// The operator's block list: edited per project and for the whole cloud through the admin API (the admin token,
// schema-checked input), served to the frame merged with the feed's entries and nothing else.
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const DRAINER = '0x00000000000000000000000000000000DeaDBeef'
const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = { ...PRO, id: 'other-project', name: 'Other' }

describeOnEngines('block list', { adminToken: ADMIN_TOKEN }, (engine) => {
  const request = (path: string, init?: RequestInit) => engine().request(path, init)
  const served = async (projectId = PRO.id) => (await request(`/appkit/v1/block-list?${sdk(projectId)}`)).json()

  beforeAll(async () => {
    await saveProjects(engine().context, PRO, OTHER)
  })

  it('refuses every block-list admin route without the admin token (401) and with a wrong one', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/admin/block-list'],
      ['PUT', '/admin/block-list'],
      ['POST', '/admin/block-list/feed'],
      ['GET', `/admin/projects/${PRO.id}/block-list`],
      ['PUT', `/admin/projects/${PRO.id}/block-list`],
    ]
    for (const [method, path] of routes) {
      const body = method === 'PUT' ? JSON.stringify({ addresses: [DRAINER], domains: [] }) : undefined
      expect((await request(path, { method, body })).status).toBe(401)
      const wrong = { method, body, headers: { authorization: 'Bearer not-the-admin-token-at-all' } }
      expect((await request(path, wrong)).status).toBe(401)
    }
    expect(await served()).toEqual({ addresses: [], domains: [] })
  })

  it("stores a project's list normalised (any case, EIP-55, *. and upper-case hosts) and serves it to that project only", async () => {
    const put = await request(
      `/admin/projects/${PRO.id}/block-list`,
      admin({
        method: 'PUT',
        json: { addresses: [DRAINER, DRAINER.toLowerCase(), CHECKSUMMED], domains: ['*.Drainer.Example', 'evil.test'] },
      }),
    )
    expect(put.status).toBe(200)
    const stored = {
      addresses: [DRAINER.toLowerCase(), CHECKSUMMED.toLowerCase()].sort(),
      domains: ['drainer.example', 'evil.test'],
    }
    expect(await put.json()).toEqual(stored)
    expect(await (await request(`/admin/projects/${PRO.id}/block-list`, admin())).json()).toEqual(stored)
    expect(await served()).toEqual(stored)
    expect(await served(OTHER.id)).toEqual({ addresses: [], domains: [] })
  })

  it("serves the cloud's own entries to every project, with the project's, each once", async () => {
    const put = await request(
      '/admin/block-list',
      admin({ method: 'PUT', json: { addresses: [DRAINER], domains: ['phish.example'] } }),
    )
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual({ addresses: [DRAINER.toLowerCase()], domains: ['phish.example'], feed: null })
    expect(await served(OTHER.id)).toEqual({ addresses: [DRAINER.toLowerCase()], domains: ['phish.example'] })
    const mine = await served()
    expect(mine.addresses).toEqual([DRAINER.toLowerCase(), CHECKSUMMED.toLowerCase()].sort())
    expect(mine.domains).toEqual(['drainer.example', 'evil.test', 'phish.example'])
    // the public answer is the two lists: no scope, source or feed status
    expect(Object.keys(mine).sort()).toEqual(['addresses', 'domains'])
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await served()
    const bad = [
      { addresses: ['0x1234'], domains: [] },
      // mixed case whose EIP-55 checksum fails: a typo
      { addresses: [CHECKSUMMED.replace('E7', 'e7')], domains: [] },
      { addresses: [], domains: ['https://drainer.example/path'] },
      { addresses: [], domains: ['drainer.example:443'] },
      { addresses: [], domains: ['-bad-.example'] },
      { addresses: [], domains: ['localhost'] },
      { addresses: [], domains: [`${'a'.repeat(64)}.example`] },
      { addresses: Array.from({ length: 1001 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`), domains: [] },
      { addresses: [], domains: [], scope: '*' },
      { addresses: [DRAINER] },
    ]
    for (const json of bad) {
      const response = await request(`/admin/projects/${PRO.id}/block-list`, admin({ method: 'PUT', json }))
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      expect((await response.json()).error).toEqual(expect.any(String))
    }
    const unknown = await request(
      '/admin/projects/no-such-project/block-list',
      admin({ method: 'PUT', json: { addresses: [], domains: [] } }),
    )
    expect(unknown.status).toBe(404)
    expect(await served()).toEqual(before)
  })

  it('says there is no feed to import when none is configured', async () => {
    const response = await request('/admin/block-list/feed', admin({ method: 'POST' }))
    expect(response.status).toBe(409)
  })

  it("answers the frame's GET like every project call: an unknown project 401, a foreign origin 403", async () => {
    expect((await request('/appkit/v1/block-list?projectId=nope')).status).toBe(401)
    const foreign = await request(`/appkit/v1/block-list?${sdk()}`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })

  it('keeps a Solana address as written: base58 is case-sensitive', async () => {
    const program = 'Drain1111111111111111111111111111111111111'
    const put = await request(
      `/admin/projects/${OTHER.id}/block-list`,
      admin({ method: 'PUT', json: { addresses: [program, DRAINER], domains: [] } }),
    )
    expect(put.status).toBe(200)
    expect((await served(OTHER.id)).addresses).toEqual([DRAINER.toLowerCase(), program].sort())
    // not base58 (0, O, I and l are not in its alphabet): refused
    const bad = { addresses: ['Drain0OIl111111111111111111111111111111111'], domains: [] }
    expect((await request(`/admin/projects/${OTHER.id}/block-list`, admin({ method: 'PUT', json: bad }))).status).toBe(
      400,
    )
  })

  it("drops a deleted project's own entries with it", async () => {
    expect(
      (
        await request(
          `/admin/projects/${OTHER.id}/block-list`,
          admin({ method: 'PUT', json: { addresses: [CHECKSUMMED], domains: [] } }),
        )
      ).status,
    ).toBe(200)
    expect((await request(`/admin/projects/${OTHER.id}`, admin({ method: 'DELETE' }))).status).toBe(200)
    await saveProjects(engine().context, OTHER)
    expect(await (await request(`/admin/projects/${OTHER.id}/block-list`, admin())).json()).toEqual({
      addresses: [],
      domains: [],
    })
  })
})

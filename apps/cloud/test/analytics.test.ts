// POST /e: events and error reports stored per project (SPEC §7); analytics off is a 403 (SPEC §8).
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from './engines.ts'
import { PRO, saveProjects, sdk } from './platform-fixtures.ts'

const base = { url: 'https://app.example/swap?x=1', domain: 'app.example', timestamp: 1_760_000_000_123 }

describeOnEngines('analytics', {}, (engine) => {
  const send = (body: unknown, query = sdk(), init: RequestInit = {}) =>
    engine().request(`/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    })
  const stored = (eventId: string) =>
    engine().context.db.selectFrom('analytics_events').selectAll().where('event_id', '=', eventId).execute()

  beforeAll(async () => {
    await saveProjects(engine().context, PRO, { ...PRO, id: 'quiet', isAnalyticsEnabled: false })
  })

  it('R-7.36 R-7.37 R-7.41 R-7.43: an INITIALIZE event is stored with its fields and the sdk type and version', async () => {
    const response = await send({ eventId: 'ev-init-1', ...base, props: { type: 'track', event: 'INITIALIZE' } })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ ok: true })
    const [row] = await stored('ev-init-1')
    expect(row).toMatchObject({
      project_id: PRO.id,
      event_type: 'track',
      event_name: 'INITIALIZE',
      url: base.url,
      domain: base.domain,
      sdk_type: 'latch-react',
      sdk_version: '0.1.0',
    })
    expect(Number(row?.timestamp)).toBe(base.timestamp)
    expect(JSON.parse(row?.props ?? '')).toEqual({ type: 'track', event: 'INITIALIZE' })
    expect(Number.isNaN(Date.parse(row?.received_at ?? ''))).toBe(false)
  })

  it('R-7.42: DISCONNECT_SUCCESS carries its namespace; without one it is a 400', async () => {
    const props = { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } }
    expect((await send({ eventId: 'ev-disc-1', ...base, props })).status).toBe(202)
    expect(JSON.parse((await stored('ev-disc-1'))[0]?.props ?? '')).toEqual(props)
    const missing = await send({ eventId: 'ev-disc-2', ...base, props: { type: 'track', event: 'DISCONNECT_SUCCESS' } })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toMatch(/namespace/)
  })

  it('R-7.39 R-7.40: an error report is stored with its type, message and stack trace', async () => {
    const props = {
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
      stackTrace: 'at y (z.js:1:2)',
    }
    expect((await send({ eventId: 'ev-err-1', ...base, props })).status).toBe(202)
    const [row] = await stored('ev-err-1')
    expect(row).toMatchObject({ event_type: 'error', event_name: 'INTERNAL_SDK_ERROR' })
    expect(JSON.parse(row?.props ?? '')).toEqual(props)
    const noMessage = await send({
      eventId: 'ev-err-2',
      ...base,
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError' },
    })
    expect(noMessage.status).toBe(400)
  })

  it('a resent event id is stored once', async () => {
    const body = { eventId: 'ev-twice', ...base, props: { type: 'track', event: 'INITIALIZE' } }
    expect((await send(body)).status).toBe(202)
    expect((await send(body)).status).toBe(202)
    expect(await stored('ev-twice')).toHaveLength(1)
  })

  it('R-8.20: a project with analytics off gets 403 "Invalid App Configuration" and nothing is stored', async () => {
    const response = await send(
      { eventId: 'ev-quiet', ...base, props: { type: 'track', event: 'INITIALIZE' } },
      sdk('quiet'),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Invalid App Configuration' })
    expect(await stored('ev-quiet')).toHaveLength(0)
  })

  it('R-7.1 R-7.2: project id and sdk type/version are required; the project guard applies', async () => {
    const body = { eventId: 'ev-q', ...base, props: { type: 'track', event: 'INITIALIZE' } }
    expect((await send(body, 'st=latch-react&sv=1')).status).toBe(400)
    expect((await send(body, 'projectId=nope&st=latch-react&sv=1')).status).toBe(401)
    const noSdk = await send(body, `projectId=${PRO.id}`)
    expect(noSdk.status).toBe(400)
    expect((await noSdk.json()).error).toMatch(/^st: .*; sv: /)
    expect(
      (await send(body, sdk(), { headers: { 'content-type': 'application/json', origin: 'https://evil.example' } }))
        .status,
    ).toBe(403)
  })

  it('bad bodies are 400s with a message; a body over 16 KiB is a 413', async () => {
    const bodies: unknown[] = [
      '{not json',
      [],
      { ...base, props: { type: 'track', event: 'INITIALIZE' } },
      { eventId: 'e1', ...base, url: 'javascript:alert(1)', props: { type: 'track', event: 'INITIALIZE' } },
      { eventId: 'e1', ...base, timestamp: 'yesterday', props: { type: 'track', event: 'INITIALIZE' } },
      { eventId: 'e1', ...base, props: { type: 'page', event: 'INITIALIZE' } },
      { eventId: 'e1', ...base, props: { type: 'track', event: 'lower case' } },
      { eventId: 'e1', ...base, props: { type: 'track', event: 'INITIALIZE' }, extra: true },
    ]
    for (const body of bodies) {
      const response = await send(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).error).toEqual(expect.any(String))
    }
    const huge = await send({
      eventId: 'e-big',
      ...base,
      props: { type: 'error', event: 'X', errorType: 'E', errorMessage: 'm'.repeat(17 * 1024) },
    })
    expect(huge.status).toBe(413)
  })
})

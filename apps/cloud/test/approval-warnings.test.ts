// The approval card's warnings in the operator's analytics: APPROVAL_WARNING events (POST /e, the frame's) counted per
// warning code as shown, passed and heeded, in the summary and its CSV; an event without a code or outcome is refused.
//
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

let counter = 0
const warning = (properties: Record<string, unknown>) => ({
  eventId: `warning-${counter++}`,
  url: 'https://frame.example/',
  domain: 'frame.example',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'APPROVAL_WARNING', properties },
})

describeOnEngines('approval warnings in analytics', { adminToken: ADMIN_TOKEN }, (engine) => {
  const send = (body: unknown) =>
    engine().request(`/e?${sdk()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    await saveProjects(engine().context, PRO)
  })

  it('R-7.36 counts each code shown, passed and heeded, the most shown first; the CSV has the same', async () => {
    const events = [
      { code: 'blockedAddress', outcome: 'shown' },
      { code: 'blockedAddress', outcome: 'shown' },
      { code: 'blockedAddress', outcome: 'heeded' },
      { code: 'blockedAddress', outcome: 'passed' },
      { code: 'unlimitedApproval', outcome: 'shown' },
      { code: 'unlimitedApproval', outcome: 'passed' },
    ]
    for (const properties of events) expect((await send(warning(properties))).status).toBe(202)
    const summary = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=24h`, admin())).json()
    expect(summary.warnings).toEqual([
      { code: 'blockedAddress', shown: 2, passed: 1, heeded: 1 },
      { code: 'unlimitedApproval', shown: 1, passed: 1, heeded: 0 },
    ])
    const csv = await (await engine().request(`/admin/analytics.csv?projectId=${PRO.id}&range=24h`, admin())).text()
    expect(csv).toContain(',warnings_shown,blockedAddress,2\r\n')
    expect(csv).toContain(',warnings_heeded,blockedAddress,1\r\n')
  })

  it('R-7.43 refuses an APPROVAL_WARNING without a code or with another outcome (400), and counts nothing', async () => {
    for (const properties of [
      { outcome: 'shown' },
      { code: 'blockedAddress', outcome: 'ignored' },
      { code: '<b>x</b>', outcome: 'shown' },
    ])
      expect((await send(warning(properties))).status).toBe(400)
    const summary = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=24h`, admin())).json()
    expect(summary.warnings.map((row: { code: string }) => row.code)).toEqual(['blockedAddress', 'unlimitedApproval'])
  })
})

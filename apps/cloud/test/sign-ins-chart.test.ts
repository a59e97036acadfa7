// The dashboard's sign-ins chart on both engines: embedded-wallet sign-ins (email, socials, farcaster)
// and sign-in-with-X sessions, counted per bucket by method, in the summary and its CSV; other projects' and
// out-of-range sign-ins are not counted, and a sign-in still counts after its user signed out everywhere.
import { beforeAll, expect, it } from 'vitest'
import { createSession as createAuthSession, revokeUserSessions } from '../src/auth/sessions.ts'
import { emailUser } from '../src/auth/users.ts'
import { createSession as createSiwxSession, issueNonce } from '../src/sessions/store.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects } from './platform-fixtures.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR
const OTHER = { ...PRO, id: 'other-project', name: 'Other' }

describeOnEngines('dashboard sign-ins chart', { adminToken: ADMIN_TOKEN }, (engine) => {
  const now = Date.now()
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)

  beforeAll(async () => {
    const { db } = engine().context
    await saveProjects(engine().context, PRO, OTHER)
    const user = await emailUser(db, 'someone@example.com', now)
    const embedded = async (provider: string, at: number, projectId = PRO.id) =>
      createAuthSession(db, { userId: user.id, projectId, provider, userName: null }, at)
    await embedded('email', now)
    await embedded('email', now - HOUR)
    await embedded('google', now)
    await embedded('farcaster', now - 2 * DAY)
    await embedded('email', now - 10 * DAY)
    await embedded('email', now, OTHER.id)
    // the sessions are gone; the sign-ins they were stay in the chart
    await revokeUserSessions(db, user.id)
    expect(await db.selectFrom('auth_sessions').select('token_hash').where('user_id', '=', user.id).execute()).toEqual(
      [],
    )
    let index = 0
    const siwx = async (at: number, projectId = PRO.id) => {
      const { nonce } = await issueNonce(db, projectId, at)
      const address = `0x${String(++index).padStart(40, '0')}`
      const id = await createSiwxSession(
        db,
        {
          projectId,
          account: `eip155:1:${address}`,
          chainId: 'eip155:1',
          address,
          domain: 'app.example',
          uri: 'https://app.example/',
          message: 'm',
          signature: '0x',
          issuedAt: new Date(at).toISOString(),
          expiresAt: at + DAY,
          nonce,
        },
        at,
      )
      expect(id).toBeTypeOf('string')
    }
    await siwx(now)
    await siwx(now - 2 * DAY)
    await siwx(now, OTHER.id)
  })

  it('counts sign-ins per day by method: email, each social, farcaster and siwx (7 d)', async () => {
    const response = await engine().request(`/admin/analytics?projectId=${PRO.id}&range=7d`, admin())
    expect(response.status).toBe(200)
    const summary = await response.json()
    const today = day(now)
    const expected = [
      { bucket: day(now - 2 * DAY), key: 'farcaster', count: 1 },
      { bucket: day(now - 2 * DAY), key: 'siwx', count: 1 },
      ...(day(now - HOUR) === today
        ? [{ bucket: today, key: 'email', count: 2 }]
        : [
            { bucket: day(now - HOUR), key: 'email', count: 1 },
            { bucket: today, key: 'email', count: 1 },
          ]),
      { bucket: today, key: 'google', count: 1 },
      { bucket: today, key: 'siwx', count: 1 },
    ].sort((a, b) => a.bucket.localeCompare(b.bucket) || a.key.localeCompare(b.key))
    expect(summary.signIns).toEqual({ total: 6, rows: expected })
  })

  it('24 h buckets by hour; 30 d takes in the older sign-in', async () => {
    const hourly = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=24h`, admin())).json()
    expect(hourly.signIns.total).toBe(4)
    expect(hourly.signIns.rows).toContainEqual({
      bucket: new Date(now).toISOString().slice(0, 13),
      key: 'google',
      count: 1,
    })
    const month = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=30d`, admin())).json()
    expect(month.signIns.total).toBe(7)
    expect(month.signIns.rows).toContainEqual({ bucket: day(now - 10 * DAY), key: 'email', count: 1 })
    const other = await (await engine().request(`/admin/analytics?projectId=${OTHER.id}&range=7d`, admin())).json()
    expect(other.signIns.total).toBe(2)
  })

  it('the CSV carries the sign-ins series', async () => {
    const lines = (await (await engine().request(`/admin/analytics.csv?projectId=${PRO.id}&range=7d`, admin())).text())
      .trim()
      .split('\r\n')
    expect(lines).toContain(`${day(now)},sign_ins,google,1`)
    expect(lines).toContain(`${day(now)},sign_ins,siwx,1`)
  })
})

// The cloud's request rate limits, on both engines: email start across many addresses, Farcaster channels, passkey
// challenges, wallet message nonces, social login URIs, name registration, sign-in sessions, paymaster signatures, analytics ingest, token approvals lists and the JSON-RPC proxy —
// per client address and per project, counted in the
// database (shared by every process), refused with 429, Retry-After and the SPEC text (R-5.3: 'Please try again
// after {n} seconds').
import { beforeAll, expect, it } from 'vitest'
import type { RateRuleId } from '../src/limits/rules.ts'
import { manualClock, midWindow } from './auth-fixtures.ts'
import { describeOnEngines } from './engines.ts'
import { PRO, saveProjects, sdk } from './platform-fixtures.ts'

const WINDOW = 60_000
const PER_IP = 3
const PER_PROJECT = 5
const small = { perIp: { limit: PER_IP, windowMs: WINDOW }, perProject: { limit: PER_PROJECT, windowMs: WINDOW } }
const RULES: RateRuleId[] = [
  'emailStart',
  'farcasterChannel',
  'passkeyChallenge',
  'walletNonce',
  'socialUri',
  'nameRegistration',
  'analytics',
  'sessionNonce',
  'sessionCreate',
  'captureStart',
  'onrampUrl',
  'paymaster',
  'rpc',
  'approvals',
]

let sequence = 0
/** one call of each rule's route, from `ip`; each email start names a new address (many addresses, one client) */
const CALLS: Record<RateRuleId, () => { path: string; init: RequestInit }> = {
  emailStart: () => ({ path: '/v1/auth/email/start', init: json({ email: `victim${sequence++}@example.com` }) }),
  farcasterChannel: () => ({ path: '/v1/auth/farcaster/channel', init: json({}) }),
  socialUri: () => ({ path: '/v1/auth/social/google/uri', init: { method: 'GET' } }),
  passkeyChallenge: () => ({ path: '/v1/auth/passkey/authenticate/options', init: json({}) }),
  walletNonce: () => ({ path: '/v1/auth/siwe/nonce', init: json({}) }),
  nameRegistration: () => ({
    path: '/v1/profile/account',
    init: json({ coin_type: 60, address: '0x0', message: '{}', signature: '0x' }),
  }),
  sessionNonce: () => ({ path: '/v1/sessions/nonce', init: json({}) }),
  sessionCreate: () => ({ path: '/v1/sessions', init: json({}) }),
  captureStart: () => ({ path: '/v1/data-capture/start', init: json({}) }),
  onrampUrl: () => ({ path: '/v1/generators/onrampurl', init: json({}) }),
  paymaster: () => ({ path: '/paymaster/v1/31337', init: json({}) }),
  rpc: () => ({ path: '/v1', init: json({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) }),
  approvals: () => ({
    path: '/v1/account/0x0000000000000000000000000000000000000001/approvals',
    init: { method: 'GET' },
  }),
  analytics: () => ({
    path: '/e',
    init: json({
      eventId: `event-${sequence++}`,
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'INITIALIZE' },
    }),
  }),
}

function json(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

describeOnEngines(
  'rate limits of the routes',
  // one trusted proxy: the tests choose the client address with X-Forwarded-For; mail goes nowhere (port 1)
  {
    trustProxy: 1,
    smtp: { host: '127.0.0.1', port: 1, from: 'Latch <no-reply@latch.localhost>' },
    rateLimits: Object.fromEntries(RULES.map((rule) => [rule, small])),
  },
  (engine) => {
    beforeAll(async () => {
      await saveProjects(engine().context, PRO, { ...PRO, id: 'second-project' })
      // each test's counts are taken within one of the limiter's fixed windows, wherever the real clock is
      manualClock(engine(), midWindow(WINDOW))
    })

    const call = async (rule: RateRuleId, ip: string, projectId = PRO.id) => {
      const { path, init } = CALLS[rule]()
      const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip }
      return engine().request(`${path}?${sdk(projectId)}`, { ...init, headers })
    }

    for (const rule of RULES) {
      it(`${rule}: ${PER_IP} calls per address, then 429 with Retry-After; ${PER_PROJECT} per project across addresses`, async () => {
        const statuses = []
        for (let i = 0; i < PER_IP; i++) statuses.push((await call(rule, `198.51.100.${RULES.indexOf(rule)}`)).status)
        expect(statuses).not.toContain(429)
        const refused = await call(rule, `198.51.100.${RULES.indexOf(rule)}`)
        expect(refused.status).toBe(429)
        const seconds = Number(refused.headers.get('retry-after'))
        expect(seconds).toBeGreaterThanOrEqual(1)
        expect(seconds).toBeLessThanOrEqual(WINDOW / 1000)
        expect(await refused.json()).toEqual({ error: `Please try again after ${seconds} seconds` })

        // another address of the same project: its own budget, until the project's is spent (3 + 2 = 5)
        expect((await call(rule, `203.0.113.${RULES.indexOf(rule)}`)).status).not.toBe(429)
        expect((await call(rule, `203.0.113.${RULES.indexOf(rule)}`)).status).not.toBe(429)
        expect((await call(rule, `192.0.2.${RULES.indexOf(rule)}`)).status).toBe(429)
        // another project is counted apart
        expect((await call(rule, `192.0.2.${100 + RULES.indexOf(rule)}`, 'second-project')).status).not.toBe(429)
      })
    }

    it('the counts live in the database, where every cloud process reads them', async () => {
      const rows = await engine()
        .context.db.selectFrom('rate_limits')
        .select('key')
        .where('key', 'like', 'emailStart:%')
        .execute()
      expect(rows.map((row) => row.key).sort()).toEqual(
        expect.arrayContaining([
          `emailStart:ip:198.51.100.0`,
          `emailStart:project:${PRO.id}`,
          'emailStart:project:second-project',
        ]),
      )
    })

    it('an unknown project is not counted (nobody can fill the table with made-up ids)', async () => {
      expect((await call('analytics', '198.51.100.200', 'made-up-project')).status).toBe(401)
      const rows = await engine()
        .context.db.selectFrom('rate_limits')
        .select('key')
        .where('key', 'like', '%made-up-project%')
        .execute()
      expect(rows).toEqual([])
    })
  },
)

// Several cloud processes, one killed in the middle of a session, on SQLite (one file) and PostgreSQL,
// with Redis for the relay: the wallet's process dies with SIGKILL while the dApp publishes; the wallet reconnects to
// the other process and gets that message exactly once (and nothing it had acknowledged), the pairing session goes
// on; an email code mailed by the dead process verifies on the live one; rate limits and lockouts hold across
// processes; nothing is written twice..
import { rmSync } from 'node:fs'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { openDatabase } from '../src/db/database.ts'
import { startMailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../src/projects/store.ts'
import { codeMailedTo, lastMailId, wrongCode } from './auth-fixtures.ts'
import { type CloudProcess, startCloudProcess } from './cloud-process.ts'
import { ENGINES, freshDatabase } from './engines.ts'
import { PRO, sdk } from './platform-fixtures.ts'
import { RelayClient, randomTopic, relayIdentity, seedRelayProject } from './relay-client.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())

/** every call comes from one client address (a trusted proxy says so), so per-address limits add up */
const CLIENT_IP = '198.51.100.7'
const EMAIL_STARTS_PER_IP = 4

for (const engine of ENGINES) {
  describe(`several cloud processes, one killed mid-session [${engine}]`, () => {
    let a: CloudProcess
    let b: CloudProcess
    let database: { dataDir: string; databaseUrl?: string }
    const clients: RelayClient[] = []
    const email = `kill-test-${engine}@example.com`
    const lockedEmail = `lock-test-${engine}@example.com`

    const post = async (cloud: CloudProcess, path: string, body: unknown) => {
      const response = await fetch(`${cloud.url}${path}?${sdk()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_IP },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const relayOf = (cloud: CloudProcess) => `${cloud.url.replace('http', 'ws')}/relay`
    const connect = async (cloud: CloudProcess, options: Parameters<typeof RelayClient.connect>[1] = {}) => {
      const client = await RelayClient.connect(relayOf(cloud), options)
      clients.push(client)
      return client
    }

    beforeAll(async () => {
      database = freshDatabase(engine)
      const setup = await openDatabase(database)
      await saveProject(setup.db, PRO)
      await seedRelayProject(setup)
      await setup.close()
      const env = {
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { LATCH_CLOUD_DATA_DIR: database.dataDir }),
        REDIS_URL: inject('redisUrl'),
        LATCH_SMTP_PORT: String(catcher.smtpPort),
        LATCH_TRUST_PROXY: '1',
        LATCH_RATE_LIMITS: JSON.stringify({ emailStart: { perIp: { limit: EMAIL_STARTS_PER_IP, windowMs: 600_000 } } }),
      }
      ;[a, b] = await Promise.all([
        startCloudProcess({ ...env, LATCH_CLOUD_PORT: String(await freePort()) }),
        startCloudProcess({ ...env, LATCH_CLOUD_PORT: String(await freePort()) }),
      ])
    }, 60_000)

    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()))
      await Promise.all([a?.stop(), b?.stop()])
      rmSync(database.dataDir, { recursive: true, force: true })
    })

    it("the pairing session, email sign-in, limits and lockouts go on after the wallet's process is killed", async () => {
      // a pairing: the dApp on process A, the wallet on process B
      const pairingTopic = randomTopic()
      const sessionTopic = randomTopic()
      const wallet = relayIdentity()
      const dapp = await connect(a)
      const walletOnB = await connect(b, { identity: wallet })
      await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
      await walletOnB.call('irn_subscribe', { topic: pairingTopic })
      expect((await walletOnB.waitForPushes(1))[0]?.data.message).toBe('proposal')
      await walletOnB.call('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      })
      await dapp.waitForPushes(1)
      await dapp.call('irn_subscribe', { topic: sessionTopic })
      await dapp.waitForPushes(2)
      await dapp.call('irn_publish', { topic: sessionTopic, message: 'request-1', ttl: 300, tag: 1108 })
      expect((await walletOnB.waitForPushes(2))[1]?.data.message).toBe('request-1')
      await walletOnB.barrier() // its acknowledgements are stored before this reply

      // an email code mailed by B, and three wrong codes for another address on B; one analytics event on both
      const before = lastMailId(catcher)
      const started = await post(b, '/v1/auth/email/start', { email })
      expect(started.status).toBe(200)
      const { attempt } = started.body as { attempt: string }
      const { code } = await codeMailedTo(catcher, email, before)
      const lockedStart = await post(b, '/v1/auth/email/start', { email: lockedEmail })
      expect(lockedStart.status).toBe(200)
      const lockedAttempt = (lockedStart.body as { attempt: string }).attempt
      for (let i = 0; i < 3; i++)
        expect(
          (await post(b, '/v1/auth/email/verify', { email: lockedEmail, otp: '000000', attempt: lockedAttempt }))
            .status,
        ).toBe(401)
      const event = {
        eventId: `kill-${engine}`,
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: Date.now(),
        props: { type: 'track', event: 'INITIALIZE' },
      }
      expect((await post(a, '/e', event)).status).toBe(202)
      expect((await post(b, '/e', event)).status).toBe(202)

      // B dies with no clean-up; the dApp's next request is in flight while the wallet has no socket
      const closed = walletOnB.closed
      await b.kill()
      await closed
      await dapp.call('irn_publish', { topic: sessionTopic, message: 'request-2', ttl: 300, tag: 1108 })

      // the wallet reconnects — to A — as the same client, and resubscribes as @walletconnect/core does
      const walletOnA = await connect(a, { identity: wallet })
      await walletOnA.call('irn_batchSubscribe', { topics: [pairingTopic, sessionTopic] })
      expect((await walletOnA.waitForPushes(1))[0]?.data).toMatchObject({ topic: sessionTopic, message: 'request-2' })
      await walletOnA.barrier()
      expect(walletOnA.pushes.map((push) => push.data.message)).toEqual(['request-2'])
      // the session goes on both ways
      await walletOnA.call('irn_publish', { topic: sessionTopic, message: 'response-2', ttl: 300, tag: 1109 })
      expect((await dapp.waitForPushes(3))[2]?.data.message).toBe('response-2')

      // the code B mailed verifies on A, once
      const verified = await post(a, '/v1/auth/email/verify', { email, otp: code, attempt })
      expect(verified.status).toBe(200)
      expect(verified.body.token).toEqual(expect.any(String))
      expect((await post(a, '/v1/auth/email/verify', { email, otp: code, attempt })).status).toBe(401)
      // the attempt's guesses count B's wrong codes: the fifth, on A, ends its code
      expect(
        (
          await post(a, '/v1/auth/email/verify', {
            email: lockedEmail,
            otp: wrongCode('000000'),
            attempt: lockedAttempt,
          })
        ).status,
      ).toBe(401)
      expect(
        (
          await post(a, '/v1/auth/email/verify', {
            email: lockedEmail,
            otp: wrongCode('000000'),
            attempt: lockedAttempt,
          })
        ).status,
      ).toBe(423)
      // the per-address limit counts B's starts too: 2 there, 2 here, then 429
      expect((await post(a, '/v1/auth/email/start', { email: `third-${engine}@example.com` })).status).toBe(200)
      expect((await post(a, '/v1/auth/email/start', { email: `fourth-${engine}@example.com` })).status).toBe(200)
      expect((await post(a, '/v1/auth/email/start', { email: `fifth-${engine}@example.com` })).status).toBe(429)

      // nothing twice: one event row, one session for the user, each relay message stored once
      const check = await openDatabase(database)
      try {
        const events = await check.db
          .selectFrom('analytics_events')
          .select('event_id')
          .where('event_id', '=', event.eventId)
          .execute()
        expect(events).toHaveLength(1)
        const users = await check.db.selectFrom('auth_users').select('id').where('email', '=', email).execute()
        expect(users).toHaveLength(1)
        const sessions = await check.db
          .selectFrom('auth_sessions')
          .select('token_hash')
          .where('user_id', '=', users[0]!.id)
          .execute()
        expect(sessions).toHaveLength(1)
      } finally {
        await check.close()
      }
      const redis = createClient({ url: inject('redisUrl') })
      await redis.connect()
      try {
        const entries = await redis.xRange(`latch:relay:topic:${sessionTopic}`, '-', '+')
        const stored = (entries ?? []).flatMap(({ message }) =>
          message.m ? [(JSON.parse(message.m) as { message: string }).message] : [],
        )
        expect(stored.sort()).toEqual(['request-1', 'request-2', 'response-2', 'settle'])
      } finally {
        await redis.quit()
      }
    }, 60_000)
  })
}

// Attacks on sessions and device tokens, each scripted against the real app and a real SMTP catcher on both engines:
// the attacker knows the project id and has copied what one browser profile's storage holds (a session token, a
// device token), but not the frame's non-extractable device key.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEVICE_CHALLENGE_LIFETIME_MS } from '../../src/auth/deviceKeys.ts'
import { AUTH_TEXTS, SESSION_LIFETIME_MS } from '../../src/auth/limits.ts'
import { startMailCatcher } from '../../../../tooling/devnet/src/mail/catcher.ts'
import { saveProject } from '../../src/projects/store.ts'
import {
  AUTH_PROJECT,
  bindDevice,
  codeMailedTo,
  createAuthProject,
  deviceProof,
  lastMailId,
  manualClock,
  post,
  provenDevice,
} from '../auth-fixtures.ts'
import { describeOnEngines } from '../engines.ts'

const catcher = await startMailCatcher()
afterAll(() => catcher.stop())
let mailbox = 0

/** what a frame registers: public addresses, a 33-byte share, the sealed recovery share */
const WALLET = {
  evmAddress: `0x${'ab'.repeat(20)}`,
  solanaAddress: `${'1'.repeat(31)}A`,
  serverShare: Buffer.alloc(33, 7).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: 'Y2lwaGVy' },
}
const OTHER_PROJECT = 'attacks-other'

describeOnEngines(
  'attacks: sessions and device tokens',
  { smtp: { host: '127.0.0.1', port: catcher.smtpPort } },
  (engine) => {
    let clock: ReturnType<typeof manualClock>
    let email: string
    beforeAll(async () => {
      await createAuthProject(engine())
      await saveProject(engine().context.db, {
        id: OTHER_PROJECT,
        name: 'Other',
        allowedOrigins: ['http://localhost:*'],
        plan: 'basic',
        features: {},
      })
    })
    beforeEach(() => {
      clock = manualClock(engine())
      email = `victim${mailbox++}.${engine().context.engine}@example.com`
    })

    /** the victim signs in with a code on their own device: a session, and a device token bound to the device's key */
    async function victimSignsIn() {
      const before = lastMailId(catcher)
      const { attempt } = (await post<{ attempt: string }>(engine(), '/v1/auth/email/start', { email })).body
      const { code } = await codeMailedTo(catcher, email, before)
      const { body } = await post<{ token: string; deviceToken: string }>(engine(), '/v1/auth/email/verify', {
        email,
        otp: code,
        attempt,
      })
      expect((await bindDevice(engine(), body)).status).toBe(200)
      return body
    }
    const start = (deviceToken: string, proof?: unknown) =>
      post<{ action: string; token?: string }>(engine(), '/v1/auth/email/start', {
        email,
        deviceToken,
        deviceProof: proof,
      })

    it('a device token after sign-out signs nobody in, even with the key', async () => {
      const victim = await victimSignsIn()
      await post(engine(), '/v1/auth/signout', { token: victim.token, deviceToken: victim.deviceToken })
      clock.advance(31_000)
      expect((await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken))).body.action).toBe(
        'VERIFY_DEVICE',
      )
    })

    it('a device token after the session expired and the user signed out signs nobody in and releases no share', async () => {
      const victim = await victimSignsIn()
      expect(
        (await post(engine(), '/v1/auth/wallet', { ...(await provenDevice(engine(), victim)), ...WALLET })).status,
      ).toBe(200)
      clock.advance(SESSION_LIFETIME_MS + 1)
      // the frame found the session expired and forgot it; signing out then sends what it still holds
      expect(
        await post(engine(), '/v1/auth/signout', { token: victim.token, deviceToken: victim.deviceToken }),
      ).toMatchObject({ status: 200, body: { ok: true } })
      expect((await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken))).body.action).toBe(
        'VERIFY_DEVICE',
      )
    })

    it('a device token whose frame had already forgotten the expired session is revoked by sign-out alone', async () => {
      const victim = await victimSignsIn()
      clock.advance(SESSION_LIFETIME_MS + 1)
      expect(await post(engine(), '/v1/auth/signout', { deviceToken: victim.deviceToken })).toMatchObject({
        status: 200,
        body: { ok: true },
      })
      expect((await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken))).body.action).toBe(
        'VERIFY_DEVICE',
      )
    })

    it('a device token copied without its key signs nobody in', async () => {
      const victim = await victimSignsIn()
      clock.advance(31_000)
      expect((await start(victim.deviceToken)).body.action).toBe('VERIFY_DEVICE')
      // the attacker's own key over a real challenge
      const thief = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
        'sign',
        'verify',
      ])) as CryptoKeyPair
      clock.advance(31_000)
      expect(
        (await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken, AUTH_PROJECT, thief))).body
          .action,
      ).toBe('VERIFY_DEVICE')
      // the owner's device still signs in without a code
      clock.advance(31_000)
      expect((await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken))).body.action).toBe(
        'CONNECT',
      )
    })

    it('a copied device token with a copied live session releases no share without the key', async () => {
      const victim = await victimSignsIn()
      expect(
        (await post(engine(), '/v1/auth/wallet', { ...(await provenDevice(engine(), victim)), ...WALLET })).status,
      ).toBe(200)
      const copied = { token: victim.token, deviceToken: victim.deviceToken }
      expect(await post(engine(), '/v1/auth/key-share', copied)).toMatchObject({
        status: 403,
        body: { error: AUTH_TEXTS.deviceNotProven },
      })
      expect(await post(engine(), '/v1/auth/export/start', copied)).toMatchObject({
        status: 403,
        body: { error: AUTH_TEXTS.deviceNotProven },
      })
      expect((await post(engine(), '/v1/auth/key-share', await provenDevice(engine(), victim))).status).toBe(200)
    })

    it("a copied device token cannot be bound to the thief's key", async () => {
      const victim = await victimSignsIn()
      expect(await bindDevice(engine(), victim)).toMatchObject({
        status: 409,
        body: { error: AUTH_TEXTS.deviceKeyBound },
      })
      clock.advance(31_000)
      expect((await start(victim.deviceToken, await deviceProof(engine(), victim.deviceToken))).body.action).toBe(
        'CONNECT',
      )
    })

    it('a device token of a sign-in that never bound a key proves nothing', async () => {
      const before = lastMailId(catcher)
      const { attempt } = (await post<{ attempt: string }>(engine(), '/v1/auth/email/start', { email })).body
      const { code } = await codeMailedTo(catcher, email, before)
      const { body } = await post<{ token: string; deviceToken: string }>(engine(), '/v1/auth/email/verify', {
        email,
        otp: code,
        attempt,
      })
      clock.advance(31_000)
      expect((await start(body.deviceToken)).body.action).toBe('VERIFY_DEVICE')
      expect(
        await post(engine(), '/v1/auth/key-share', { token: body.token, deviceToken: body.deviceToken }),
      ).toMatchObject({ status: 403 })
    })

    it('a signature replayed after its challenge expired proves nothing', async () => {
      const victim = await victimSignsIn()
      const captured = await deviceProof(engine(), victim.deviceToken)
      clock.advance(DEVICE_CHALLENGE_LIFETIME_MS + 1)
      expect((await start(victim.deviceToken, captured)).body.action).toBe('VERIFY_DEVICE')
    })

    it('a challenge made up or taken from another project proves nothing', async () => {
      const victim = await victimSignsIn()
      clock.advance(31_000)
      const proof = (await deviceProof(engine(), victim.deviceToken))!
      const [time] = proof.challenge.split('.')
      expect((await start(victim.deviceToken, { ...proof, challenge: `${time}.${'0'.repeat(64)}` })).body.action).toBe(
        'VERIFY_DEVICE',
      )
      const foreign = (await deviceProof(engine(), victim.deviceToken, OTHER_PROJECT))!
      clock.advance(31_000)
      expect((await start(victim.deviceToken, foreign)).body.action).toBe('VERIFY_DEVICE')
    })

    it('a device key that is not a P-256 point is refused', async () => {
      const victim = await victimSignsIn()
      const answer = await post(engine(), '/v1/auth/device/key', {
        token: victim.token,
        deviceToken: victim.deviceToken,
        publicKey: Buffer.alloc(65, 4).toString('base64url'),
      })
      expect(answer).toMatchObject({ status: 400, body: { error: AUTH_TEXTS.invalidDeviceKey } })
    })
  },
)

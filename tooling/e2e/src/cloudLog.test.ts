// What the e2e run's log check counts as a leak: a mailed code, a configured secret, a secret field left unredacted —
// and not a number that merely contains a code's digits, nor a redacted field.
import { describe, expect, it } from 'vitest'
import { secretsInLog } from './cloudLog.ts'

const known = { codes: ['482913'], secrets: ['latch-e2e-auth-secret-0123456789'] }
const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 'debug', msg: 'request', ...fields })

describe('the cloud log check', () => {
  it('finds a mailed code, a configured secret and an unredacted token, naming only the line and the kind', () => {
    const log = [
      line({ route: '/v1/auth/email/verify', status: 200 }),
      line({ body: 'otp 482913 was right' }),
      line({ error: 'bad key latch-e2e-auth-secret-0123456789' }),
      line({ deviceToken: 'abc' }),
      '',
    ].join('\n')
    const leaks = secretsInLog(log, known)
    expect(leaks).toEqual([
      'line 2: a one-time code',
      'line 3: a configured secret',
      'line 4: an unredacted "deviceToken" field',
    ])
    expect(leaks.join(' ')).not.toContain('482913')
  })

  it("passes redacted fields, and numbers or ids that only contain a code's digits", () => {
    const log = [
      line({ token: '[redacted]', otp: '[redacted]' }),
      line({ ms: 14829131 }),
      line({ requestId: '0c5f1a2b-7d3e-4c1a-9b2f-a482913c0d1e' }),
    ].join('\n')
    expect(secretsInLog(log, known)).toEqual([])
  })
})

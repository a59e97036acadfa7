// The device token and the device key, in the frame against the real cloud: sign-out revokes the token whatever the
// session's state, and a token copied into another browser's storage signs nobody in without the key.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SESSION_LIFETIME_MS } from '../../cloud/src/auth/limits.ts'
import { hashToken } from '../../cloud/src/auth/secrets.ts'
import {
  type CloudAndChain,
  openFrame,
  PROJECT_ID,
  signedInFrame,
  startCloudAndChain,
  type TestCloud,
} from './fixtures.ts'

let test: TestCloud
let bed: CloudAndChain
let mailbox = 0
const newEmail = (name: string) => `${name}${mailbox++}@example.com`
const DEVICE_TOKEN = `@appkit-wallet/DEVICE_TOKEN:${PROJECT_ID}`

beforeAll(async () => {
  bed = await startCloudAndChain()
  ;({ test } = bed)
}, 60_000)
afterAll(() => bed?.stop())

/** runs `steps` with the cloud's clock `ms` ahead */
async function later<T>(ms: number, steps: () => Promise<T>): Promise<T> {
  const clock = test.cloud.context.now
  test.cloud.context.now = () => new Date(Date.now() + ms)
  try {
    return await steps()
  } finally {
    test.cloud.context.now = clock
  }
}

it('sign-out after the session expired still revokes the device token at the server', async () => {
  const { frame } = await signedInFrame(test, newEmail('expired'))
  const deviceToken = frame.window.localStorage.getItem(DEVICE_TOKEN)!
  await later(SESSION_LIFETIME_MS + 1, async () => {
    await expect(frame.call('IS_CONNECTED')).rejects.toThrow('Session Expired')
    await frame.call('SIGN_OUT')
  })
  const row = await test.cloud.context.db
    .selectFrom('auth_devices')
    .select('user_id')
    .where('token_hash', '=', hashToken(deviceToken))
    .executeTakeFirst()
  expect(row).toBeUndefined()
  await frame.close()
})

it('a device token copied into another browser signs nobody in there; the device that holds the key still does', async () => {
  const email = newEmail('copied')
  const { frame: owner } = await signedInFrame(test, email)
  const thief = openFrame(test)
  thief.window.localStorage.setItem(DEVICE_TOKEN, owner.window.localStorage.getItem(DEVICE_TOKEN)!)
  await later(31_000, async () =>
    expect(await thief.call('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' }),
  )
  await later(62_000, async () => expect(await owner.call('CONNECT_EMAIL', { email })).toEqual({ action: 'CONNECT' }))
  await owner.close()
  await thief.close()
})

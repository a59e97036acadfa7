// A frame left open against the real cloud: once its session ended elsewhere (sign out everywhere on another device,
// or expiry) it signs nothing more, says why, and shows no card.
import { RPC_TEXTS } from '@latch/frame'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SESSION_LIFETIME_MS } from '../../cloud/src/auth/limits.ts'
import { type CloudAndChain, openFrame, signedInFrame, startCloudAndChain, type TestCloud } from './fixtures.ts'

let test: TestCloud
let bed: CloudAndChain
let mailbox = 0
const newEmail = (name: string) => `${name}${mailbox++}@example.com`

beforeAll(async () => {
  bed = await startCloudAndChain()
  ;({ test } = bed)
}, 60_000)
afterAll(() => bed?.stop())

const personalSign = (address: string) => ({
  method: 'personal_sign',
  params: ['0x68656c6c6f', address],
  chainId: 31337,
  chainNamespace: 'eip155' as const,
})
const signatureCards = (document: Document) =>
  [...document.querySelectorAll('[role="dialog"] h1')].filter((h1) => h1.textContent === 'Signature request')

it('after "Sign out everywhere" on another device, a sign request in the open frame is refused before any card', async () => {
  const email = newEmail('open-frame')
  const { frame: laptop, address } = await signedInFrame(test, email)
  const phone = openFrame(test)
  const clock = test.cloud.context.now
  test.cloud.context.now = () => new Date(Date.now() + 31_000)
  try {
    expect(await phone.signIn(email)).toBe('VERIFY_DEVICE')
    await phone.call('SIGN_OUT_EVERYWHERE')
  } finally {
    test.cloud.context.now = clock
  }
  await expect(laptop.call('RPC_REQUEST', personalSign(address))).rejects.toThrow(RPC_TEXTS.signedOut)
  expect(signatureCards(laptop.document)).toEqual([])
  // the wallet is locked: nothing in this frame can sign with it any more
  expect(laptop.app.wallets.current()).toBeUndefined()
  await laptop.close()
  await phone.close()
})

it('after the session expired, a sign request in the open frame is refused', async () => {
  const { frame, address } = await signedInFrame(test, newEmail('expired'))
  const clock = test.cloud.context.now
  test.cloud.context.now = () => new Date(Date.now() + SESSION_LIFETIME_MS + 1)
  try {
    await expect(frame.call('RPC_REQUEST', personalSign(address))).rejects.toThrow(RPC_TEXTS.signedOut)
    expect(signatureCards(frame.document)).toEqual([])
  } finally {
    test.cloud.context.now = clock
  }
  await frame.close()
})

// A person's way through a running cloud process over HTTP, as the frame walks it: an email code, the sign-in, a
// device key bound to the new device, the embedded wallet registered, its server share released.
import type { MailCatcher } from '../../../tooling/devnet/src/mail/catcher.ts'
import { AUTH_PROJECT, bindDevice, codeMailedTo, lastMailId, post, provenDevice } from './auth-fixtures.ts'
import type { EngineHandle } from './engines.ts'

/** an EngineHandle whose requests go over the network to `url` (the fixtures take either) */
export const overHttp = (url: string): EngineHandle =>
  ({ request: (path, init) => fetch(`${url}${path}`, init) }) as EngineHandle

/** a process's URL, or an in-process app's handle */
type Cloud = string | EngineHandle
const handleOf = (cloud: Cloud) => (typeof cloud === 'string' ? overHttp(cloud) : cloud)

/** what a frame registers: public addresses, a 33-byte Shamir share, the sealed recovery share */
export const newWallet = (n: number) => ({
  evmAddress: `0x${n.toString(16).padStart(40, '0')}`,
  solanaAddress: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[n % 24]}`,
  serverShare: Buffer.alloc(33, (n * 7 + 3) % 256).toString('base64'),
  recovery: { v: 1, salt: 'c2FsdA', iv: 'aXZpdml2aXZpdml2', ct: `Y2lwaGVy${n}` },
})

export interface SignedIn {
  email: string
  code: string
  token: string
  deviceToken: string
}

/** mails a code, verifies it, binds the new device's key; every secret it saw, for the caller to look for */
export async function signInByEmail(url: Cloud, catcher: MailCatcher, email: string): Promise<SignedIn> {
  const cloud = handleOf(url)
  const before = lastMailId(catcher)
  const started = await post<{ attempt: string }>(cloud, '/v1/auth/email/start', { email })
  if (started.status !== 200) throw new Error(`email start: ${started.status} ${started.body.error}`)
  const { code } = await codeMailedTo(catcher, email, before)
  const verified = await post<{ token: string; deviceToken: string }>(cloud, '/v1/auth/email/verify', {
    email,
    otp: code,
    attempt: started.body.attempt,
  })
  if (verified.status !== 200) throw new Error(`email verify: ${verified.status} ${verified.body.error}`)
  const bound = await bindDevice(cloud, verified.body)
  if (bound.status !== 200) throw new Error(`device key: ${bound.status} ${bound.body.error}`)
  return { email, code, token: verified.body.token, deviceToken: verified.body.deviceToken }
}

export async function registerWallet(url: Cloud, who: SignedIn, wallet: ReturnType<typeof newWallet>) {
  return post(handleOf(url), '/v1/auth/wallet', { ...(await provenDevice(handleOf(url), who)), ...wallet })
}

/** the wallet's server share as the cloud releases it (unlock) */
export async function unlock(url: Cloud, who: SignedIn) {
  return post<{ share: string; evmAddress: string }>(
    handleOf(url),
    '/v1/auth/key-share',
    await provenDevice(handleOf(url), who),
  )
}

export { AUTH_PROJECT }

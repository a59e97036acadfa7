// A device token is bound to a key its frame keeps non-extractable (ECDSA P-256): every use of the token carries a
// signature over a fresh challenge of ours, so a token copied out of the browser's storage proves nothing alone.
import { createHmac, webcrypto } from 'node:crypto'
import { deviceProofMessage } from '@latch/core/internal'
import { z } from 'zod'
import type { AuthDeps } from './deps.ts'
import { type Device, deviceOf } from './devices.ts'
import { sameDigest } from './secrets.ts'

/** how long a challenge can be answered */
export const DEVICE_CHALLENGE_LIFETIME_MS = 2 * 60_000

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .length(Math.ceil((bytes * 4) / 3))
/** the uncompressed P-256 point (0x04 ‖ x ‖ y), as WebCrypto exports it ('raw') */
export const devicePublicKey = base64url(65)
/** what the frame sends with its device token: our challenge and its signature (r ‖ s, as WebCrypto signs) */
export const deviceProofSchema = z.strictObject({
  challenge: z.string().regex(/^\d{1,15}\.[0-9a-f]{64}$/),
  signature: base64url(64),
})
export type DeviceProof = z.infer<typeof deviceProofSchema>

const challengeMac = (secret: string, projectId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`latch/device-challenge/v1\n${projectId}\n${issuedAt}`).digest('hex')

/** a challenge needs no row: it is the time we made it, with our MAC over it and the project */
export async function deviceChallenge(deps: AuthDeps, projectId: string): Promise<string> {
  const issuedAt = deps.now()
  return `${issuedAt}.${challengeMac(await deps.codeSecret(), projectId, issuedAt)}`
}

async function challengeIsLive(deps: AuthDeps, projectId: string, challenge: string): Promise<boolean> {
  const [time, mac] = challenge.split('.')
  const issuedAt = Number(time)
  const age = deps.now() - issuedAt
  // a challenge made just before a rotation carries the previous secret's MAC: good for its short life
  const macs = [
    challengeMac(await deps.codeSecret(), projectId, issuedAt),
    ...(deps.previousSecret ? [challengeMac(deps.previousSecret, projectId, issuedAt)] : []),
  ]
  const matches = macs.map((expected) => sameDigest(expected, mac!)).some(Boolean)
  return matches && age >= 0 && age <= DEVICE_CHALLENGE_LIFETIME_MS
}

/** whether `signature` over the proof message verifies under the stored public key */
async function signatureHolds(publicKey: string, message: string, signature: string): Promise<boolean> {
  try {
    const key = await webcrypto.subtle.importKey(
      'raw',
      Buffer.from(publicKey, 'base64url'),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    return await webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(signature, 'base64url'),
      new TextEncoder().encode(message),
    )
  } catch {
    return false
  }
}

/** a public key the frame sent is a point on P-256 */
export async function isDevicePublicKey(publicKey: string): Promise<boolean> {
  try {
    await webcrypto.subtle.importKey(
      'raw',
      Buffer.from(publicKey, 'base64url'),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    return true
  } catch {
    return false
  }
}

/** the live device of `deviceToken` in this project, only when it signed a live challenge with its bound key */
export async function provenDevice(
  deps: AuthDeps,
  input: { deviceToken: string; deviceProof?: DeviceProof; projectId: string },
): Promise<Device | undefined> {
  const device = await deviceOf(deps.db, input.deviceToken, input.projectId, deps.now())
  const proof = input.deviceProof
  if (!device?.publicKey || !proof) return undefined
  if (!(await challengeIsLive(deps, input.projectId, proof.challenge))) return undefined
  const message = deviceProofMessage(input.projectId, proof.challenge, input.deviceToken)
  return (await signatureHolds(device.publicKey, message, proof.signature)) ? device : undefined
}

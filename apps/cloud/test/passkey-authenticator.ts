// A software authenticator: a STAND-IN for a platform authenticator in these server tests (the browser tests use
// Chromium's virtual authenticator). It makes an ES256 passkey with "none" attestation and signs assertions exactly
// as WebAuthn lays them out, with a signature counter it moves on each use (or is told to keep, to replay).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** UP (user present) and UV (user verified), and AT (attested credential data) for a registration */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 }

export interface ClientContext {
  /** the origin the browser would put in the client data (the frame's) */
  origin: string
  /** the rp id the authenticator scopes the passkey to */
  rpId: string
  /** false: the authenticator answers without verifying the person (no PIN, no biometric) */
  userVerified?: boolean
  /** the page that embeds the frame, when the ceremony runs in the frame (the browser's crossOrigin and topOrigin) */
  topOrigin?: string
}

const framing = (context: ClientContext) =>
  context.topOrigin ? { crossOrigin: true, topOrigin: context.topOrigin } : { crossOrigin: false }

export class SoftPasskey {
  readonly id = b64url(randomBytes(32))
  readonly userHandle: string
  counter = 0
  private readonly privateKey: KeyObject
  private readonly publicJwk: { x: string; y: string }

  constructor(userHandle: string) {
    this.userHandle = userHandle
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    const jwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string }
    this.publicJwk = { x: jwk.x, y: jwk.y }
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array) {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])])
  }

  private flags(context: ClientContext, extra = 0) {
    return FLAGS.up | (context.userVerified === false ? 0 : FLAGS.uv) | extra
  }

  /** navigator.credentials.create's answer as @simplewebauthn/browser sends it (RegistrationResponseJSON) */
  register(options: { challenge: string }, context: ClientContext) {
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    )
    const idBytes = Buffer.from(this.id, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(idBytes.length)
    const attested = Buffer.concat([Buffer.alloc(16), length, idBytes, cose])
    const authData = this.authData(context.rpId, this.flags(context, FLAGS.at), attested)
    const attStmt = new Map<string, never>()
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', attStmt],
        ['authData', authData],
      ]),
    )
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: context.origin,
      ...framing(context),
    })
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    }
  }

  /** navigator.credentials.get's answer (AuthenticationResponseJSON); `keepCounter` signs with the last count again */
  authenticate(
    options: { challenge: string },
    context: ClientContext,
    { keepCounter = false, userHandle = this.userHandle } = {},
  ) {
    if (!keepCounter) this.counter++
    const authData = this.authData(context.rpId, this.flags(context))
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: context.origin,
        ...framing(context),
      }),
    )
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle,
      },
    }
  }
}

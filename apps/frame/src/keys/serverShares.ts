// ServerShareSource over the auth service's `POST /v1/auth/key-share` (apps/cloud/src/auth/README.md).
import { type Bytes, fromBase64 } from './bytes.ts'
import { WalletKeyError } from './errors.ts'
import type { ServerShareSource } from './wallet.ts'

export interface CloudServerSharesOptions {
  /** the cloud's origin, e.g. https://cloud.example.com */
  cloudUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
}

/** the auth service refused the share: `status` 401 with `message` 'Session Expired' (APKT006) or 'Not signed in' */
export class ServerShareError extends Error {
  override readonly name = 'ServerShareError'
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

const SHARE = /^[A-Za-z0-9+/]{43}=$/

function decodeShare(share: unknown): Bytes {
  // 32 bytes are exactly 43 base64 characters and one '='; anything else is not a share
  if (typeof share !== 'string' || !SHARE.test(share)) throw new WalletKeyError('BAD_SHARE')
  return fromBase64(share)
}

export function cloudServerShares(options: CloudServerSharesOptions): ServerShareSource {
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = new URL('/v1/auth/key-share', options.cloudUrl)
  url.searchParams.set('projectId', options.projectId)
  return {
    async get(sessionToken) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: sessionToken }),
        cache: 'no-store',
        credentials: 'omit',
      })
      const body = (await response.json().catch(() => ({}))) as { share?: unknown; error?: unknown }
      if (!response.ok) {
        throw new ServerShareError(response.status, typeof body.error === 'string' ? body.error : `Key share request failed (${response.status})`)
      }
      return decodeShare(body.share)
    },
  }
}

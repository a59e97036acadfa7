// Whether the page runs as a Safe App: the Safe Apps SDK asks the parent Safe{Wallet} for its Safe, and a parent that
// does not answer in time is some other page framing ours. index.ts loads this with import() only inside a frame.
import SafeAppsSDK, { type SafeInfo } from '@safe-global/safe-apps-sdk'
import { DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS, type SafeConnectorOptions } from './externalConnectors.ts'

/** the parent's Safe, or undefined when the parent is not a Safe{Wallet} (no answer within the timeout) */
export async function safeHandshake(options: SafeConnectorOptions): Promise<SafeInfo | undefined> {
  const sdk = new SafeAppsSDK({ allowedDomains: options.allowedDomains })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), options.handshakeTimeoutMs ?? DEFAULT_SAFE_HANDSHAKE_TIMEOUT_MS)
  })
  try {
    return await Promise.race([sdk.safe.getInfo().catch(() => undefined), timeout])
  } finally {
    clearTimeout(timer)
  }
}

// The heavy part: a WalletConnect Core built here (telemetry off, verify resolving at once) under a
// UniversalProvider, so no request ever waits on a vendor host (MACHINE-NOTES).
// Every part logs at SPEC §9's default level, error (R-9.46).
import { DEFAULT_LOG_LEVEL } from '@latch/core/internal'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { watchLiveness } from './liveness.ts'
import { pairingStoragePrefix } from './storagePrefix.ts'
import type { PairingProviderOptions } from './types.ts'

/**
 * The universal provider of a pairing session: EIP-1193 requests to the phone wallet, in every namespace it approved.
 */
export type PairingProvider = InstanceType<typeof UniversalProvider>

/** the project the relay is told about: the pairing network's own id when given, else the Latch project */
function relayProjectIdOf(options: Pick<PairingProviderOptions, 'projectId' | 'relayProjectId'>): string {
  return options.relayProjectId ?? options.projectId
}

/** a Core whose verify never loads the vendor's iframe, which would add its 5 s abort timer to every request */
export function createPairingCore(options: PairingProviderOptions): InstanceType<typeof Core> {
  const core = new Core({
    projectId: relayProjectIdOf(options),
    relayUrl: options.relayUrl,
    customStoragePrefix: pairingStoragePrefix(options),
    telemetryEnabled: false,
    logger: DEFAULT_LOG_LEVEL,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  // init would fetch the vendor's public key; register and resolve would load its iframe
  Object.assign(core.verify, {
    init: async () => {},
    register: async () => undefined,
    resolve: async () => ({ origin: '' }),
  })
  return core
}

export async function createPairingProvider(options: PairingProviderOptions): Promise<PairingProvider> {
  const core = createPairingCore(options)
  const projectId = relayProjectIdOf(options)
  const client = await SignClient.init({
    core,
    projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    telemetryEnabled: false,
    logger: DEFAULT_LOG_LEVEL,
  })
  const provider = await UniversalProvider.init({
    client,
    projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    logger: DEFAULT_LOG_LEVEL,
  })
  // every request that needs the phone first asks whether it is still there (liveness.ts)
  watchLiveness(provider as never, {
    ...(options.livenessTimeoutMs === undefined ? {} : { timeoutMs: options.livenessTimeoutMs }),
    ...(options.handOff ? { handOff: options.handOff } : {}),
    ...(options.window ? { window: options.window } : {}),
  })
  return provider
}

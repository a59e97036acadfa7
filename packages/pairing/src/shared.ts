// One pairing session per Latch instance, shared by its adapters (AdapterContext.shared, key SHARED_PAIRING): the
// adapter offering WalletConnect (@latch/evm) puts its options there at setup, without loading this package; the provider is made once, by whichever adapter
// needs it first, and kept beside them. The map is the instance's, so nothing here is module state.
import type { Network } from '@latch/core'
import { type RequestHandOff, SHARED_PAIRING, SHARED_REQUEST_HAND_OFF } from '@latch/core/internal'
import type { PairingProvider } from './provider.ts'
import type { PairingProviderOptions } from './types.ts'

/** The instance's one pairing session, shared by its adapters: the options, the networks and the provider once made. */
export interface SharedPairing {
  options: Omit<PairingProviderOptions, 'networks'>
  /** every configured network: the proposal names each namespace among them */
  networks: readonly Network[]
  /** the universal provider, once made */
  provider?: Promise<PairingProvider>
}

/**
 * the instance's pairing provider, made on first call; undefined when no adapter offers WalletConnect
 *
 * @example
 * ```ts
 * const provider = await pairingProviderOf(context.shared)
 * ```
 */
export function pairingProviderOf(shared: Map<string, unknown>): Promise<PairingProvider> | undefined {
  const slot = shared.get(SHARED_PAIRING) as SharedPairing | undefined
  if (!slot) return undefined
  if (!slot.provider) {
    const handOff = shared.get(SHARED_REQUEST_HAND_OFF) as (() => Promise<RequestHandOff>) | undefined
    const made = Promise.all([import('./provider.ts'), handOff?.()]).then(([{ createPairingProvider }, handOff]) =>
      createPairingProvider({
        ...slot.options,
        networks: slot.networks,
        // on a phone, each request opens the wallet app (core's links)
        handOff,
      }),
    )
    slot.provider = made
    // a failed load (offline) is tried again on the next call
    made.catch(() => {
      if (slot.provider === made) slot.provider = undefined
    })
  }
  return slot.provider
}

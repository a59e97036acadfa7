// The pairing Core's storage prefix: stable across page loads (so a stored session is found again) and derived from
// the instance's own options only, never from how many instances came before it.
import type { PairingProviderOptions } from './types.ts'

/** FNV-1a, 32 bits, in base 36: short, stable, enough to tell configurations apart (not a security measure) */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/**
 * `latch:<projectId>:<hash of relay and chains>`; two instances with the same project, relay and chains share
 * their pairing storage unless each is given its own `storagePrefix`
 */
export function pairingStoragePrefix(
  options: Pick<PairingProviderOptions, 'projectId' | 'relayUrl' | 'networks' | 'storagePrefix'>,
): string {
  if (options.storagePrefix) return options.storagePrefix
  const chains = options.networks.map((network) => network.caipNetworkId).sort()
  return `latch:${options.projectId}:${shortHash([options.relayUrl, ...chains].join('|'))}`
}

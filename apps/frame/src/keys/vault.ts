// The stored, encrypted seed. Public addresses ride along and are bound to the ciphertext via AAD.
import { fromBase64Url, randomBytes, toBase64Url, type Bytes } from './bytes.ts'
import { WalletKeyError } from './errors.ts'

export const VAULT_VERSION = 1
const IV_LENGTH = 12

export interface Vault {
  v: typeof VAULT_VERSION
  evmAddress: string
  solanaAddress: string
  iv: string
  ct: string
}

export function vaultAad(evmAddress: string, solanaAddress: string): Bytes {
  return new TextEncoder().encode(`latch-wallet-vault/v${VAULT_VERSION}|${evmAddress}|${solanaAddress}`)
}

export async function sealSeed(kek: CryptoKey, seed: Bytes, evmAddress: string, solanaAddress: string): Promise<Vault> {
  const iv = randomBytes(IV_LENGTH)
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: vaultAad(evmAddress, solanaAddress) },
    kek,
    seed,
  )
  return { v: VAULT_VERSION, evmAddress, solanaAddress, iv: toBase64Url(iv), ct: toBase64Url(new Uint8Array(ct)) }
}

// Any key or data mismatch fails the GCM tag check; the caller learns only "could not unlock".
export async function openSeed(kek: CryptoKey, vault: Vault): Promise<Bytes> {
  try {
    const seed = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(vault.iv), additionalData: vaultAad(vault.evmAddress, vault.solanaAddress) },
      kek,
      fromBase64Url(vault.ct),
    )
    return new Uint8Array(seed)
  } catch {
    throw new WalletKeyError('UNLOCK_FAILED')
  }
}

export function parseVault(text: string): Vault {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new WalletKeyError('CORRUPT_VAULT')
  }
  const v = value as Partial<Vault> | null
  const ok =
    typeof v === 'object' && v !== null && v.v === VAULT_VERSION &&
    typeof v.evmAddress === 'string' && typeof v.solanaAddress === 'string' &&
    typeof v.iv === 'string' && typeof v.ct === 'string'
  if (!ok) throw new WalletKeyError('CORRUPT_VAULT')
  return v as Vault
}

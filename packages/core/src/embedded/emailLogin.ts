// Stored email-login data and its cooldown (SPEC §4, §5).
import { EMAIL_COOLDOWN_MS } from '../constants.ts'
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'

/** whole seconds left in the cooldown, rounded up; 0 when none */
export function emailCooldownSeconds(lastLoginAt: number | undefined, now: number = Date.now()): number {
  if (lastLoginAt === undefined) return 0
  const remaining = lastLoginAt + EMAIL_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** records the start time, or returns the cooldown text when a login started under 30 s ago */
/** the seconds left to wait before another code may be sent, else undefined once the attempt is recorded */
export function startEmailLogin(storage: SafeStorage, now: number = Date.now()): number | undefined {
  const stored = Number(storage.get(FEATURE_STORAGE_KEYS.lastEmailLoginTime))
  const seconds = emailCooldownSeconds(Number.isFinite(stored) && stored > 0 ? stored : undefined, now)
  if (seconds > 0) return seconds
  storage.set(FEATURE_STORAGE_KEYS.lastEmailLoginTime, String(now))
  return undefined
}

export function emailLoginSucceeded(storage: SafeStorage, email: string): void {
  storage.set(STORAGE_KEYS.email, email)
  storage.set(FEATURE_STORAGE_KEYS.emailLoginUsed, 'true')
  storage.remove(FEATURE_STORAGE_KEYS.lastEmailLoginTime)
}

/** after a failed or negative connection check, and on disconnect */
export function deleteLoginData(storage: SafeStorage): void {
  for (const key of [
    STORAGE_KEYS.email,
    FEATURE_STORAGE_KEYS.emailLoginUsed,
    FEATURE_STORAGE_KEYS.lastEmailLoginTime,
    FEATURE_STORAGE_KEYS.lastUsedChain,
    STORAGE_KEYS.socialProvider,
    STORAGE_KEYS.socialUsername,
  ]) {
    storage.remove(key)
  }
}

/** runs the embedded wallet's connection check; a failed or negative one deletes stored login data */
export async function checkLoginSession(storage: SafeStorage, isConnected: () => Promise<boolean>): Promise<boolean> {
  try {
    if (await isConnected()) return true
  } catch {
    // a failing check is treated like a negative one
  }
  deleteLoginData(storage)
  return false
}

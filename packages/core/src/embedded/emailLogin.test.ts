import { describe, expect, it } from 'vitest'
import { EmbeddedWalletError } from '../errors/classes.ts'
import {
  checkLoginSession,
  deleteLoginData,
  emailCooldownSeconds,
  emailLoginSucceeded,
  startEmailLogin,
} from './emailLogin.ts'
import { createSafeStorage, memoryStorage, STORAGE_KEYS } from '../storage.ts'
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'

const loggedIn = () => {
  const storage = createSafeStorage(memoryStorage())
  emailLoginSucceeded(storage, 'ada@example.com')
  storage.set(STORAGE_KEYS.socialUsername, 'ada')
  return storage
}

describe('email login', () => {
  it('R-4.14 starting records the time', () => {
    const storage = createSafeStorage(memoryStorage())
    expect(startEmailLogin(storage, 1_000_000)).toBeUndefined()
    expect(storage.get(FEATURE_STORAGE_KEYS.lastEmailLoginTime)).toBe('1000000')
  })

  it('R-4.19 R-5.2 R-5.3 R-9.4 a start within 30 s is blocked with the rounded-up remaining seconds', () => {
    const storage = createSafeStorage(memoryStorage())
    startEmailLogin(storage, 1_000_000)
    expect(startEmailLogin(storage, 1_000_000 + 10_500)).toBe(20)
    expect(startEmailLogin(storage, 1_000_000 + 29_999)).toBe(1)
    // the text shown for it (SPEC §8)
    expect(new EmbeddedWalletError('EmailCooldown', { params: { seconds: 20 } }).message).toBe(
      'Please try again after 20 seconds',
    )
    expect(startEmailLogin(storage, 1_000_000 + 30_000)).toBeUndefined()
  })

  it('R-5.3 cooldown seconds are rounded up', () => {
    expect(emailCooldownSeconds(0, 100)).toBe(30)
    expect(emailCooldownSeconds(0, 1_001)).toBe(29)
    expect(emailCooldownSeconds(undefined, 1)).toBe(0)
  })

  it('R-4.15 R-4.16 success stores the email and the used flag, and clears the time', () => {
    const storage = createSafeStorage(memoryStorage())
    startEmailLogin(storage, 5)
    emailLoginSucceeded(storage, 'ada@example.com')
    expect(storage.get(STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(storage.get(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(storage.get(FEATURE_STORAGE_KEYS.lastEmailLoginTime)).toBeUndefined()
  })

  it('R-4.17 a failed connection check deletes stored login data', async () => {
    const storage = loggedIn()
    await expect(checkLoginSession(storage, () => Promise.reject(new Error('frame gone')))).resolves.toBe(false)
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    expect(storage.get(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBeUndefined()
  })

  it('R-4.18 a negative connection check deletes stored login data; a positive one keeps it', async () => {
    const storage = loggedIn()
    await expect(checkLoginSession(storage, async () => true)).resolves.toBe(true)
    expect(storage.get(STORAGE_KEYS.email)).toBe('ada@example.com')
    await expect(checkLoginSession(storage, async () => false)).resolves.toBe(false)
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })

  it('R-4.20 disconnect deletes the login cache', () => {
    const storage = loggedIn()
    deleteLoginData(storage)
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    expect(storage.get(FEATURE_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
  })
})

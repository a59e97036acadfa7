import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingExpiresAt } from './pairing.ts'

describe('pairing lifetime', () => {
  it('R-4.12 a pairing lives 4 minutes', () => {
    expect(pairingExpiresAt(1_000)).toBe(1_000 + 240_000)
  })

  it('R-4.13 a pairing counts as expired when under 10 s remain', () => {
    const expiresAt = pairingExpiresAt(0)
    expect(isPairingExpired(expiresAt, 230_000)).toBe(false)
    expect(isPairingExpired(expiresAt, 230_001)).toBe(true)
    expect(isPairingExpired(expiresAt, 300_000)).toBe(true)
  })
})

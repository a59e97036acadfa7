import { describe, expect, it } from 'vitest'
import {
  coinTypeReason,
  MESSAGE_MAX_AGE_MS,
  nameVariants,
  parseName,
  parseRegistrationMessage,
  REASONS,
} from './rules.ts'

describe('name rules', () => {
  it('a label or a full name under latch.id, lowercased (R-5.13, R-5.14)', () => {
    expect(parseName('Alice')).toEqual({ label: 'alice', name: 'alice.latch.id' })
    expect(parseName('al-1c.latch.id')).toEqual({ label: 'al-1c', name: 'al-1c.latch.id' })
    expect(parseName('abc')).toEqual({ reasons: [REASONS.tooShort] })
    expect(parseName('ab_')).toEqual({ reasons: [REASONS.tooShort, REASONS.badCharacters] })
    expect(parseName('alice.eth')).toEqual({ reasons: [REASONS.wrongZone] })
    expect(parseName('a'.repeat(64))).toEqual({ reasons: [REASONS.tooLong] })
  })

  it('coin types: 60, or 0x80000000 | chainId with the chain id below 2147483648 (R-5.15)', () => {
    expect(coinTypeReason(60)).toBeNull()
    expect(coinTypeReason(0x80000000 + 31337)).toBeNull()
    expect(coinTypeReason(0xffffffff)).toBeNull()
    expect(coinTypeReason(0x100000000)).toBe(REASONS.coinTypeChainId)
    expect(coinTypeReason(501)).toBe(REASONS.coinType)
  })

  it('a signed message is recent JSON with a name and a timestamp in seconds or milliseconds', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const seconds = now.getTime() / 1000
    expect(parseRegistrationMessage(JSON.stringify({ name: 'alice', timestamp: seconds }), now)).toEqual({
      name: 'alice',
      timestamp: seconds,
    })
    expect(parseRegistrationMessage(JSON.stringify({ name: 'alice', timestamp: now.getTime() }), now)).toMatchObject({
      name: 'alice',
    })
    const old = (now.getTime() - MESSAGE_MAX_AGE_MS - 1000) / 1000
    expect(parseRegistrationMessage(JSON.stringify({ name: 'alice', timestamp: old }), now)).toEqual({
      reasons: [REASONS.messageTooOld],
    })
    expect(parseRegistrationMessage(JSON.stringify({ name: 'alice', timestamp: seconds + 120 }), now)).toEqual({
      reasons: [REASONS.messageInFuture],
    })
    expect(parseRegistrationMessage('alice', now)).toEqual({ reasons: [REASONS.messageNotJson] })
    expect(parseRegistrationMessage(JSON.stringify({ name: 'alice' }), now)).toEqual({
      reasons: [REASONS.messageNotJson],
    })
  })

  it('variants append a number, with or without a hyphen', () => {
    expect(nameVariants('alice', 4)).toEqual(['alice1', 'alice-1', 'alice2', 'alice-2'])
  })
})

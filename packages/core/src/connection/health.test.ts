// The liveness state machine: which reports move a namespace's status, and which cannot.
import { describe, expect, test } from 'vitest'
import type { AccountState } from '../types.ts'
import { type HealthReport, hasAccountSession, statusAfterHealth } from './health.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const at = (status: AccountState['status'], statusReason?: AccountState['statusReason']) => ({
  status,
  address: ADDRESS,
  ...(statusReason ? { statusReason } : {}),
})
const STALE: HealthReport = { status: 'stale', reason: 'walletNoAnswer' }
const ANSWERED: HealthReport = { status: 'connected', reason: 'walletAnswered' }
const RELAY_DOWN: HealthReport = { status: 'reconnecting', reason: 'relayDown' }

describe('connection health', () => {
  test('a wallet that does not answer makes a connected session stale, with the reason', () => {
    expect(statusAfterHealth(at('connected'), STALE)).toEqual({ status: 'stale', statusReason: 'walletNoAnswer' })
  })

  test('a stale session that answers again is connected again', () => {
    expect(statusAfterHealth(at('stale', 'walletNoAnswer'), ANSWERED)).toEqual({
      status: 'connected',
      statusReason: 'walletAnswered',
    })
  })

  test('the relay going down makes a connected or stale session reconnecting', () => {
    expect(statusAfterHealth(at('connected'), RELAY_DOWN)).toEqual({
      status: 'reconnecting',
      statusReason: 'relayDown',
    })
    expect(statusAfterHealth(at('stale', 'walletNoAnswer'), RELAY_DOWN)).toEqual({
      status: 'reconnecting',
      statusReason: 'relayDown',
    })
  })

  test('while the relay is down, an unanswered ping is explained by the relay: the session stays reconnecting', () => {
    expect(statusAfterHealth(at('reconnecting', 'relayDown'), STALE)).toBeUndefined()
  })

  test('once the relay is back, the wallet answering makes the session connected', () => {
    expect(statusAfterHealth(at('reconnecting', 'relayDown'), ANSWERED)).toEqual({
      status: 'connected',
      statusReason: 'walletAnswered',
    })
  })

  test('no report makes a disconnected or still-connecting namespace connected: only a connection does', () => {
    for (const report of [ANSWERED, STALE, RELAY_DOWN]) {
      expect(statusAfterHealth(at('disconnected'), report)).toBeUndefined()
      expect(statusAfterHealth(at('connecting'), report)).toBeUndefined()
      expect(statusAfterHealth(undefined, report)).toBeUndefined()
      expect(statusAfterHealth({ status: 'connected' }, report)).toBeUndefined()
    }
  })

  test('a report that changes nothing is no change (no re-render)', () => {
    expect(statusAfterHealth(at('stale', 'walletNoAnswer'), STALE)).toBeUndefined()
  })

  test('a stale or reconnecting session still has its account; a connecting or disconnected one has none yet', () => {
    expect(hasAccountSession(at('connected'))).toBe(true)
    expect(hasAccountSession(at('stale'))).toBe(true)
    expect(hasAccountSession(at('reconnecting'))).toBe(true)
    expect(hasAccountSession(at('connecting'))).toBe(false)
    expect(hasAccountSession(at('disconnected'))).toBe(false)
  })
})

// The error base: a stable code, SPEC §8's text as the message, details, a docs path and a cause chain a caller walks.
import { describe, expect, it } from 'vitest'
import { TEXTS } from '../errors.ts'
import { findLatchError, hasErrorCode, LatchError, walk } from './base.ts'
import { ConnectionError, EmbeddedWalletError, InvalidInputError, latchError, UserRejectedError } from './classes.ts'
import { errorMessage, isLatchErrorCode } from './codes.ts'
import { ERROR_CODES } from './table.ts'

describe('LatchError', () => {
  it('carries its code, its family, SPEC §8 text as message and shortMessage, details and a docs path', () => {
    const cause = new Error('wallet said: nope')
    const error = new ConnectionError('FailedToConnect', { cause, details: 'wallet said: nope' })
    expect(error).toBeInstanceOf(LatchError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ConnectionError')
    expect(error.code).toBe('FailedToConnect')
    expect(error.family).toBe('Connection')
    expect(error.message).toBe(TEXTS.failedToConnect)
    expect(error.shortMessage).toBe(TEXTS.failedToConnect)
    expect(error.details).toBe('wallet said: nope')
    expect(error.cause).toBe(cause)
    expect(error.docsPath).toBe('/reference/errors#FailedToConnect')
  })

  it('a user rejection carries EIP-1193 4001 (R-8.85)', () => {
    const error = new UserRejectedError('ConnectionRejected')
    expect(error.rpcCode).toBe(4001)
    expect(error.message).toBe(TEXTS.connectionRejected)
  })

  it('builds a parameterised text from its params, and keeps them for translating', () => {
    const error = new EmbeddedWalletError('EmailCooldown', { params: { seconds: 17 } })
    expect(error.message).toBe(TEXTS.emailCooldown(17))
    expect(error.params).toEqual({ seconds: 17 })
  })

  it('latchError picks the family class of a code known only at run time', () => {
    const error = latchError('InvalidEmail')
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(latchError('UserRejected')).toBeInstanceOf(UserRejectedError)
  })

  it('every code has a text, a family class and a code string equal to its key', () => {
    for (const code of Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]) {
      const error = latchError(code, {
        params: {
          seconds: 1,
          method: 'm',
          chainId: '1',
          reason: 'r',
          namespace: 'n',
          min: '1',
          max: '2',
          currency: 'USD',
        },
      } as never)
      expect(error.code).toBe(code)
      expect(error.message, code).not.toBe('')
      expect(error.message).toBe(errorMessage(code, error.params as never))
      expect(isLatchErrorCode(code)).toBe(true)
    }
    expect(isLatchErrorCode('toString')).toBe(false)
  })
})

describe('walk', () => {
  const root = new Error('socket closed')
  const middle = new UserRejectedError('UserRejected', { cause: root })
  const top = new Error('connector failed', { cause: middle })

  it('without a predicate, returns the deepest cause', () => {
    expect(walk(top)).toBe(root)
    expect(new ConnectionError('FailedToConnect', { cause: top }).walk()).toBe(root)
  })

  it('with a predicate, returns the first error of the chain it accepts, else null', () => {
    expect(walk(top, (e) => e instanceof UserRejectedError)).toBe(middle)
    expect(walk(top, (e) => e === 'nothing')).toBeNull()
    expect(middle.walk((e) => e === middle)).toBe(middle)
  })

  it('finds a LatchError and its code however deep a connector wrapped it', () => {
    expect(findLatchError(top)).toBe(middle)
    expect(hasErrorCode(top, 'UserRejected')).toBe(true)
    expect(hasErrorCode(top, 'FailedToConnect')).toBe(false)
    expect(findLatchError(root)).toBeUndefined()
  })

  it('stops on a cycle of causes', () => {
    const a: Error & { cause?: unknown } = new Error('a')
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(walk(a, () => false)).toBeNull()
  })
})

describe('the README documents every code', () => {
  it('has a row with the class and the code of each', async () => {
    const { readFile } = await import('node:fs/promises')
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8')
    for (const code of Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]) {
      const error = latchError(code, { params: {} } as never)
      expect(readme, code).toContain(`| \`${error.name}\` | \`${code}\` |`)
    }
  })
})

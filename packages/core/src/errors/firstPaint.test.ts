// The first chunk carries the error classes and the texts of the codes it raises, not the table of every code: an
// error it throws reads right before that table has loaded, and the table's entries for those codes are the same.
import { beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => vi.resetModules())

describe('errors before the table of codes has loaded', () => {
  it('R-5.9 createLatch throws ConfigurationError with its text from the first chunk alone', async () => {
    const { ConfigurationError } = await import('./families.ts')
    const { createInstanceContext } = await import('../instance/context.ts')
    const thrown = (() => {
      try {
        createInstanceContext({ adapters: [], networks: [], metadata: undefined, siweConfig: {}, siwx: {} } as never)
      } catch (error) {
        return error
      }
    })() as InstanceType<typeof ConfigurationError>
    expect(thrown).toBeInstanceOf(ConfigurationError)
    expect(thrown.code).toBe('SiwxConflict')
    expect(thrown.family).toBe('Configuration')
    expect(thrown.message).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it('a code of the table keeps its code, class and family at once; its text and number come with the table', async () => {
    const { ConnectionError, UserRejectedError } = await import('./families.ts')
    const early = new UserRejectedError('ConnectionRejected')
    expect(early).toBeInstanceOf(UserRejectedError)
    expect(early.code).toBe('ConnectionRejected')
    expect(early.family).toBe('UserRejected')
    expect(early.message).toBe('ConnectionRejected')
    await import('./codes.ts')
    const later = new UserRejectedError('ConnectionRejected')
    expect(later.message).toBe('Connection rejected')
    expect(later.rpcCode).toBe(4001)
    expect(new ConnectionError('FailedToConnect').message).toBe('Failed to connect')
  })

  it("the first chunk's codes are the table's entries, texts and all", async () => {
    const { FIRST_PAINT_CODES } = await import('./firstPaintCodes.ts')
    const { CODES } = await import('./codes.ts')
    const { TEXTS } = await import('../errors.ts')
    for (const [code, entry] of Object.entries(FIRST_PAINT_CODES))
      expect(CODES[code as keyof typeof CODES], code).toBe(entry)
    expect(TEXTS.siwxConflict).toBe(FIRST_PAINT_CODES.SiwxConflict.message)
  })
})

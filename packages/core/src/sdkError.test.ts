import { describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from './errors/classes.ts'
import { HttpRequestError, SdkError, withSdkErrorBoundary, wrapSdkError } from './sdkError.ts'

describe('SDK error wrapping', () => {
  it('R-8.52 wraps any thrown value with a category, INTERNAL_SDK_ERROR by default', () => {
    const cause = new Error('provider exploded')
    const wrapped = wrapSdkError(cause)
    expect(wrapped).toBeInstanceOf(SdkError)
    expect(wrapped.category).toBe('INTERNAL_SDK_ERROR')
    expect(wrapped.message).toBe('provider exploded')
    expect(wrapped.cause).toBe(cause)
    expect(wrapSdkError('plain', 'CONNECTION_FAILED').category).toBe('CONNECTION_FAILED')
  })

  it("R-8.85 a wallet's 4001 reaches the dApp as a UserRejectedError, the wallet's error as its cause", async () => {
    const rejection = Object.assign(new Error('MetaMask Tx Signature: User denied message signature.'), { code: 4001 })
    const actions = withSdkErrorBoundary({ signMessage: async () => Promise.reject(rejection) }, () => undefined)
    const caught = await actions.signMessage().catch((error: unknown) => error)
    expect(caught).toBeInstanceOf(UserRejectedError)
    expect(caught).toMatchObject({ code: 'UserRejected', rpcCode: 4001, cause: rejection, details: rejection.message })
  })

  it('R-8.98 R-8.80 numbered failures map by number, however deep a library wrapped them; an unknown number stays on an SdkError', () => {
    const wrappedByViem = Object.assign(new Error('User rejected the request.'), {
      name: 'UserRejectedRequestError',
      cause: { code: 5000, message: 'denied' },
    })
    expect(wrapSdkError(wrappedByViem)).toBeInstanceOf(UserRejectedError)
    expect(wrapSdkError(Object.assign(new Error('busy'), { code: -32002 }))).toMatchObject({
      code: 'ResourceUnavailable',
      rpcCode: -32002,
    })
    const odd = wrapSdkError(Object.assign(new Error('odd'), { code: 1234 }))
    expect(odd).toBeInstanceOf(SdkError)
    expect(odd).toMatchObject({ code: 1234, message: 'odd' })
    expect(wrapSdkError(new Error('no code')).code).toBeUndefined()
  })

  it('R-8.52 keeps the category of an error that is already wrapped', () => {
    const inner = new SdkError('x', { category: 'SECURE_SITE_ERROR' })
    expect(wrapSdkError(inner, 'OTHER')).toBe(inner)
  })

  it('R-8.52 R-8.53 R-8.54 a coded failure crosses the boundary as itself: reported with its category, rethrown for instanceof', async () => {
    const report = vi.fn()
    const rejection = new UserRejectedError('PaymentCancelled')
    const actions = withSdkErrorBoundary({ pay: async () => Promise.reject(rejection) }, report)
    const caught = await actions.pay().catch((error: unknown) => error)
    expect(caught).toBe(rejection)
    expect(caught).toBeInstanceOf(UserRejectedError)
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'INTERNAL_SDK_ERROR', code: 'PaymentCancelled' }),
    )
  })

  it('the boundary keeps synchronous members synchronous and values as they are', () => {
    const report = vi.fn()
    const wrapped = withSdkErrorBoundary(
      {
        value: 7,
        twice: (n: number) => n * 2,
        fail: () => {
          throw new Error('sync')
        },
      },
      report,
    )
    expect(wrapped.value).toBe(7)
    expect(wrapped.twice(4)).toBe(8)
    expect(() => wrapped.fail()).toThrow(SdkError)
    expect(report).toHaveBeenCalledOnce()
  })

  it('R-8.100 an HTTP error includes its status and body', () => {
    const error = new HttpRequestError(503, '{"error":"down"}', 'https://rpc.example')
    expect(error.status).toBe(503)
    expect(error.body).toBe('{"error":"down"}')
    expect(error.message).toContain('503')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { HttpRequestError, SdkError, withSdkErrorReport, wrapSdkError } from './sdkError.ts'

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

  it('R-8.52 keeps the category of an error that is already wrapped', () => {
    const inner = new SdkError('x', { category: 'SECURE_SITE_ERROR' })
    expect(wrapSdkError(inner, 'OTHER')).toBe(inner)
  })

  it('R-8.53 R-8.54 reports a failure to analytics and rethrows it', async () => {
    const report = vi.fn()
    const failing = withSdkErrorReport(() => Promise.reject(new Error('nope')), report, 'INITIALIZATION_ERROR')
    await expect(failing).rejects.toMatchObject({ message: 'nope', category: 'INITIALIZATION_ERROR' })
    expect(report).toHaveBeenCalledOnce()
    expect(report.mock.calls[0]?.[0]).toMatchObject({ category: 'INITIALIZATION_ERROR' })
  })

  it('R-8.54 passes a success through without reporting', async () => {
    const report = vi.fn()
    await expect(withSdkErrorReport(() => 42, report)).resolves.toBe(42)
    expect(report).not.toHaveBeenCalled()
  })

  it('R-8.100 an HTTP error includes its status and body', () => {
    const error = new HttpRequestError(503, '{"error":"down"}', 'https://rpc.example')
    expect(error.status).toBe(503)
    expect(error.body).toBe('{"error":"down"}')
    expect(error.message).toContain('503')
  })
})

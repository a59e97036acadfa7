import { describe, expect, it } from 'vitest'
import {
  alertForOriginsCheckError,
  alertForProjectId,
  alertForProviderMessage,
  isOriginAllowed,
  originsFetchFailure,
} from './alerts.ts'
import { CloudError } from './errors/classes.ts'

describe('provider message alerts', () => {
  it('R-8.11 origin not allowed gives the invalid app configuration alert', () => {
    expect(alertForProviderMessage('Unauthorized: origin not allowed')).toBe('APKT002')
  })

  it('R-8.12 a JWT not-yet-valid message gives session expired', () => {
    expect(alertForProviderMessage('JWT validation error: JWT Token is not yet valid')).toBe('APKT006')
  })

  it('R-8.13 invalid key gives invalid project id', () => {
    expect(alertForProviderMessage('Unauthorized: invalid key')).toBe('APKT007')
  })

  it('maps any other message to no alert', () => {
    expect(alertForProviderMessage('Socket stalled')).toBeUndefined()
  })
})

describe('allowed-origins check', () => {
  it('R-8.17 an origins fetch answered 429 raises RATE_LIMITED', () => {
    expect(originsFetchFailure(429)).toEqual({ error: 'RATE_LIMITED' })
  })

  it('R-8.18 an origins fetch answered 5xx raises SERVER_ERROR', () => {
    expect(originsFetchFailure(500)).toEqual({ error: 'SERVER_ERROR' })
    expect(originsFetchFailure(503)).toEqual({ error: 'SERVER_ERROR' })
    expect(originsFetchFailure(599)).toEqual({ error: 'SERVER_ERROR' })
  })

  it('R-8.19 any other origins fetch failure reads as an empty list', () => {
    expect(originsFetchFailure(404)).toEqual({ allowedOrigins: [] })
    expect(originsFetchFailure(403)).toEqual({ allowedOrigins: [] })
  })

  it('R-8.9 R-8.10 R-8.14 R-8.15 R-8.16 rate limit gives APKT010, server error APKT009, anything else APKT008', () => {
    expect(alertForOriginsCheckError(new CloudError('RateLimited'))).toBe('APKT010')
    expect(alertForOriginsCheckError(new CloudError('ServerError'))).toBe('APKT009')
    // told by the code, never the text
    expect(alertForOriginsCheckError(new Error('RATE_LIMITED'))).toBe('APKT008')
    expect(alertForOriginsCheckError(new Error('boom'))).toBe('APKT008')
    expect(alertForOriginsCheckError('not an error')).toBe('APKT008')
  })

  it('R-5.10 an origin outside the allow list is not allowed (the caller raises the APKT002 alert)', () => {
    expect(isOriginAllowed('https://evil.example', ['https://app.example'])).toBe(false)
    expect(isOriginAllowed('https://app.example', ['https://app.example'])).toBe(true)
  })

  it('R-5.11 allow-list entries support wildcard patterns', () => {
    expect(isOriginAllowed('https://preview-42.app.example', ['https://*.app.example'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', [], ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('https://app.example.evil.test', ['https://*.app.example'])).toBe(false)
  })

  it('R-5.12 a missing project id raises the project id missing alert', () => {
    expect(alertForProjectId(undefined)).toBe('APKT008')
    expect(alertForProjectId('  ')).toBe('APKT008')
    expect(alertForProjectId('abc123')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { checkOrigin, MATCHES_EVERYTHING, NEVER_MATCHES, originPatternProblem } from './originRules.ts'

describe('origin patterns an operator may save', () => {
  it('refuses patterns that match every origin', () => {
    for (const pattern of ['*', 'https://*', 'http://*:*', '*://*', 'https://*.*'])
      expect(originPatternProblem(pattern), pattern).toBe(MATCHES_EVERYTHING)
  })
  it('refuses patterns no browser Origin can match', () => {
    for (const pattern of [
      'https://example.com:443',
      'http://example.com:80',
      'http://localhost:99999',
      'https://exa mple.com',
    ])
      expect(originPatternProblem(pattern), pattern).toBe(NEVER_MATCHES)
  })
  it('takes wildcards, ports and other schemes', () => {
    for (const pattern of [
      'https://*.example.com',
      'http://localhost:*',
      'http://127.0.0.1:5173',
      'https://app.*.example.com',
      '*://app.example',
      'chrome-extension://abcdef',
    ])
      expect(originPatternProblem(pattern), pattern).toBeUndefined()
  })
  it('R-5.11: "would this origin pass?" names the first pattern that lets it in', () => {
    expect(checkOrigin('https://a.example.com', ['https://app.example', 'https://*.example.com'])).toEqual({
      allowed: true,
      pattern: 'https://*.example.com',
    })
    expect(checkOrigin('https://example.org', ['https://*.example.com'])).toEqual({ allowed: false, pattern: null })
  })
})

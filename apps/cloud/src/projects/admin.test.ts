import { describe, expect, it } from 'vitest'
import { tokenMatches } from './admin.ts'

describe('admin token check', () => {
  it('matches only the exact token, whatever the lengths', () => {
    expect(tokenMatches('secret-token-123456', 'secret-token-123456')).toBe(true)
    expect(tokenMatches('secret-token-12345', 'secret-token-123456')).toBe(false)
    expect(tokenMatches('', 'secret-token-123456')).toBe(false)
    expect(tokenMatches('Secret-token-123456', 'secret-token-123456')).toBe(false)
  })
})

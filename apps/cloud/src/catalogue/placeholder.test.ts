import { describe, expect, it } from 'vitest'
import { colourOf, escapeXml, initialsOf, placeholderSvg } from './placeholder.ts'

describe('wallet image placeholder', () => {
  it('takes the first letters of the first two words, or the first letter of one word', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('MetaMask')).toBe('M')
    expect(initialsOf('  imToken  ')).toBe('I')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('Ōkami wallet')).toBe('ŌW')
    expect(initialsOf('<>&')).toBe('?')
  })

  it('escapes every piece of text and falls back to a stable colour', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const svg = placeholderSvg('"><script>alert(1)</script>', 'javascript:red', 'seed')
    expect(svg).not.toMatch(/<script|javascript/)
    expect(svg).toContain(`fill="${colourOf('seed')}"`)
    expect(colourOf('seed')).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('writes dark initials on light colours and white on dark ones', () => {
    expect(placeholderSvg('Light', '#FFFFFF')).toMatch(/fill="#ffffff"\/>.*fill="#141414"/)
    expect(placeholderSvg('Dark', '#000000')).toMatch(/fill="#000000"\/>.*fill="#ffffff"/)
  })
})

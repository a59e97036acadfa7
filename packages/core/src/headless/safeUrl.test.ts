import { describe, expect, it } from 'vitest'
import { appLinkUrl, httpUrl, imageSrc } from './safeUrl.ts'

describe('links and images from catalogue data (security: rendered as text, links only http(s))', () => {
  it('keeps http and https links', () => {
    expect(httpUrl('https://metamask.io/')).toBe('https://metamask.io/')
    expect(httpUrl('http://127.0.0.1:5173/get')).toBe('http://127.0.0.1:5173/get')
  })
  it('drops script, data, wallet-scheme and malformed links', () => {
    expect(httpUrl('javascript:alert(1)')).toBeUndefined()
    expect(httpUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined()
    expect(httpUrl('metamask:')).toBeUndefined()
    expect(httpUrl('not a url')).toBeUndefined()
    expect(httpUrl(null)).toBeUndefined()
  })
  it('allows data:image icons (EIP-6963 announces them so) but no other data URLs', () => {
    expect(imageSrc('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(imageSrc('data:text/html;base64,PHN2Zy8+')).toBeUndefined()
    expect(imageSrc('javascript:alert(1)')).toBeUndefined()
  })
  it("links into an app by http(s) or that app's own scheme only", () => {
    expect(appLinkUrl('https://farcaster.xyz/~/siwf?channelToken=a', 'farcaster:')).toBe(
      'https://farcaster.xyz/~/siwf?channelToken=a',
    )
    expect(appLinkUrl('farcaster://connect?channelToken=a', 'farcaster:')).toBe('farcaster://connect?channelToken=a')
    expect(appLinkUrl('javascript:alert(1)', 'farcaster:')).toBeUndefined()
    expect(appLinkUrl('metamask://x', 'farcaster:')).toBeUndefined()
    expect(appLinkUrl(undefined, 'farcaster:')).toBeUndefined()
  })
})

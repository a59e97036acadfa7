import { describe, expect, it } from 'vitest'
import { isAllowedParentOrigin, isDefaultFrameAncestor, strictOriginSources } from './ancestors.ts'

describe('default frame ancestors', () => {
  it('R-7.74 localhost on http and https, any port', () => {
    for (const origin of ['http://localhost', 'http://localhost:5173', 'https://localhost:8443'])
      expect(isDefaultFrameAncestor(origin)).toBe(true)
  })

  it('R-7.75 IP literals on http and https, any port', () => {
    for (const origin of ['http://127.0.0.1:4000', 'https://192.168.1.20', 'http://[::1]:3000'])
      expect(isDefaultFrameAncestor(origin)).toBe(true)
    expect(isDefaultFrameAncestor('http://999.1.1.1')).toBe(false)
  })

  it('R-7.76 pages.dev, vercel.app and ngrok-free.app subdomains on https', () => {
    for (const origin of ['https://demo.pages.dev', 'https://a.b.vercel.app', 'https://x1.ngrok-free.app'])
      expect(isDefaultFrameAncestor(origin)).toBe(true)
    for (const origin of [
      'http://demo.pages.dev',
      'https://pages.dev',
      'https://evilpages.dev',
      'https://demo.pages.dev.evil.com',
      'https://demo.vercel.app:444',
    ]) {
      expect(isDefaultFrameAncestor(origin)).toBe(false)
    }
  })

  it('R-7.77 the two secure-mobile hosts', () => {
    expect(isDefaultFrameAncestor('https://secure-mobile.walletconnect.com')).toBe(true)
    expect(isDefaultFrameAncestor('https://secure-mobile.walletconnect.org')).toBe(true)
    expect(isDefaultFrameAncestor('https://secure-mobile.walletconnect.net')).toBe(false)
  })

  it('refuses anything that is not exactly a serialised origin', () => {
    for (const origin of [
      'null',
      '',
      'localhost',
      'https://localhost.evil.com',
      'http://localhost/path',
      'http://user@localhost',
      'file:///etc',
      'ws://localhost',
    ]) {
      expect(isDefaultFrameAncestor(origin)).toBe(false)
    }
  })
})

describe('allowed parent origins', () => {
  it('R-5.11 the project allow list supports wildcard patterns next to the defaults', () => {
    expect(isAllowedParentOrigin('https://app.example.com', ['https://*.example.com'])).toBe(true)
    expect(isAllowedParentOrigin('https://example.org', ['https://*.example.com'])).toBe(false)
    expect(isAllowedParentOrigin('http://localhost:5173', [])).toBe(true)
    expect(isAllowedParentOrigin('null', ['*'])).toBe(false)
  })

  it('R-5.11: the project list is read strictly, as CSP reads it; `*` and loose patterns let nobody in', () => {
    for (const loose of [
      '*',
      'https://*',
      'https://*.com',
      'https://app.example.com*',
      '*.example.com',
      'https://app.example.com/',
      'javascript:1',
    ]) {
      expect(isAllowedParentOrigin('https://evil.example', [loose]), loose).toBe(false)
      expect(strictOriginSources([loose]), loose).toEqual([])
    }
    expect(isAllowedParentOrigin('https://app.example.com.evil.com', ['https://app.example.com*'])).toBe(false)
    // a wildcard covers subdomains only, on the same scheme and default port
    expect(isAllowedParentOrigin('https://a.b.example.org', ['https://*.example.org'])).toBe(true)
    expect(isAllowedParentOrigin('https://example.org', ['https://*.example.org'])).toBe(false)
    expect(isAllowedParentOrigin('http://a.example.org', ['https://*.example.org'])).toBe(false)
    expect(isAllowedParentOrigin('https://a.example.org:8443', ['https://*.example.org'])).toBe(false)
    expect(isAllowedParentOrigin('https://a.example.org:8443', ['https://*.example.org:*'])).toBe(true)
    expect(isAllowedParentOrigin('https://app.example.com', ['https://APP.example.com:443'])).toBe(true)
    expect(strictOriginSources(['https://app.example.com', '*', 'https://*.example.org:*'])).toEqual([
      'https://app.example.com',
      'https://*.example.org:*',
    ])
  })

  it("R-7.74 the defaults are for development: a production frame lets in the project's own origins only", () => {
    const production = { defaultAncestors: false }
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4000',
      'https://192.168.1.20',
      'https://attacker.vercel.app',
      'https://attacker.pages.dev',
      'https://x1.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
    ]) {
      expect(isAllowedParentOrigin(origin, ['https://app.example.com'], production), origin).toBe(false)
      expect(isAllowedParentOrigin(origin, ['https://app.example.com']), origin).toBe(true)
    }
    expect(isAllowedParentOrigin('https://app.example.com', ['https://app.example.com'], production)).toBe(true)
    // a project that lists a development origin itself still gets it
    expect(isAllowedParentOrigin('http://localhost:5173', ['http://localhost:5173'], production)).toBe(true)
  })
})

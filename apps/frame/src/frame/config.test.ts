// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_SHARE_KEY, memoryStorage } from '../keys/index.ts'
import { readFrameConfig } from './config.ts'
import { userScopedStorage } from './store.ts'

afterEach(() => document.head.replaceChildren())

function meta(content: string) {
  const element = document.createElement('meta')
  element.name = 'latch-frame-config'
  element.content = content
  document.head.append(element)
}

describe('frame configuration', () => {
  it('R-2.42 reads projectId, chainId, version, enableLogger and rpcUrl from the query, cloud and origins from the meta', () => {
    meta(JSON.stringify({ cloudUrl: 'http://127.0.0.1:8787', allowedOrigins: ['http://127.0.0.1:5173'] }))
    const config = readFrameConfig(
      { search: '?projectId=p1&chainId=31337&version=0.1.0&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545' },
      document,
    )
    expect(config).toEqual({
      projectId: 'p1',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: true,
      rpcUrl: 'http://127.0.0.1:8545',
      cloudUrl: 'http://127.0.0.1:8787',
      allowedOrigins: ['http://127.0.0.1:5173'],
      defaultAncestors: true,
      bundlers: {},
    })
  })

  it("R-7.74 a production server's meta turns SPEC §7's default ancestors off; only false is accepted", () => {
    meta(JSON.stringify({ cloudUrl: 'http://127.0.0.1:8787', allowedOrigins: [], defaultAncestors: false }))
    expect(readFrameConfig({ search: '?projectId=p1' }, document).defaultAncestors).toBe(false)
    document.head.replaceChildren()
    meta(JSON.stringify({ cloudUrl: 'http://127.0.0.1:8787', allowedOrigins: [], defaultAncestors: 'no' }))
    expect(() => readFrameConfig({ search: '?projectId=p1' }, document)).toThrow('configuration')
  })

  it('refuses a page without projectId or config, and drops a non-http rpcUrl', () => {
    expect(() => readFrameConfig({ search: '?projectId=p1' }, document)).toThrow('configuration')
    meta(JSON.stringify({ cloudUrl: 'javascript:alert(1)', allowedOrigins: [] }))
    expect(() => readFrameConfig({ search: '?projectId=p1' }, document)).toThrow('configuration')
    document.head.replaceChildren()
    meta(JSON.stringify({ cloudUrl: 'http://c.example', allowedOrigins: [] }))
    expect(() => readFrameConfig({ search: '' }, document)).toThrow('projectId')
    expect(readFrameConfig({ search: '?projectId=p&rpcUrl=javascript:x' }, document).rpcUrl).toBeUndefined()
  })
})

describe('per-user wallet storage', () => {
  it('R-3.61 keeps each user under their own @appkit-wallet/ keys; an id with a separator is refused', async () => {
    const base = memoryStorage()
    await userScopedStorage(base, 'user-a').setItem(DEVICE_SHARE_KEY, 'a')
    await userScopedStorage(base, 'user-b').setItem(DEVICE_SHARE_KEY, 'b')
    expect(await userScopedStorage(base, 'user-a').getItem(DEVICE_SHARE_KEY)).toBe('a')
    expect([...base.entries.keys()]).toEqual(['@appkit-wallet/KEYS_SHARE:user-a', '@appkit-wallet/KEYS_SHARE:user-b'])
    expect(() => userScopedStorage(base, 'a:b')).toThrow('Invalid user id')
  })
})

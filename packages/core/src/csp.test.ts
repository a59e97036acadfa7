import { describe, expect, it } from 'vitest'
import { latchCsp } from './csp.ts'
import { devnet } from './testDevnet.ts'

describe('latchCsp', () => {
  it('names the cloud, relay, RPC and frame origins in the directives the browser checks them under', () => {
    const policy = latchCsp({
      cloudUrl: 'https://cloud.example.com/latch/',
      relayUrl: 'wss://cloud.example.com/relay',
      frameUrl: 'https://wallet.example.com/?projectId=my-app',
      networks: [
        {
          rpcUrls: { default: { http: ['https://rpc.example.org/v1/key'] } },
          assets: { imageUrl: 'https://img.example.net/base.png' },
        },
        { rpcUrls: { default: { http: ['https://rpc.example.org/other', 'http://127.0.0.1:8545'] } } },
      ],
      rpcUrls: ['https://transport.example.io/'],
      imageHosts: ['https://cdn.example.com/catalogue'],
    })
    expect(policy).toEqual({
      'connect-src': [
        'https://cloud.example.com',
        'wss://cloud.example.com',
        'https://rpc.example.org',
        'http://127.0.0.1:8545',
        'https://transport.example.io',
      ],
      'frame-src': ['https://wallet.example.com'],
      'img-src': ['data:', 'https://cloud.example.com', 'https://cdn.example.com', 'https://img.example.net'],
      'script-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
    })
  })

  it('without a cloud, relay or frame it adds only what the modal itself needs', () => {
    const policy = latchCsp({ networks: [devnet] })
    expect(policy['frame-src']).toEqual([])
    expect(policy['connect-src']).toEqual([new URL(devnet.rpcUrls.default.http[0] as string).origin])
    expect(policy['img-src']).toEqual(['data:'])
  })

  it('a URL that does not parse is a clear error naming the option', () => {
    expect(() => latchCsp({ cloudUrl: 'cloud.example.com' })).toThrow(
      expect.objectContaining({ code: 'CspInvalidUrl', message: 'latchCsp: cloudUrl is not a URL: cloud.example.com' }),
    )
  })
})

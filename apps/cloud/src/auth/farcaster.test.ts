import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { checkSiwfMessage, fidResource, SIWF_CHAIN_ID, SIWF_STATEMENT } from './farcaster.ts'

const NOW = Date.parse('2026-01-02T03:04:05Z')
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const expected = {
  domain: '127.0.0.1:5175',
  siweUri: 'http://127.0.0.1:5175/',
  nonce: 'abcdef0123456789',
  fid: 1,
  now: NOW,
}

const message = (override: Partial<CreateSiweMessageParameters> = {}) =>
  createSiweMessage({
    domain: expected.domain,
    address,
    statement: SIWF_STATEMENT,
    uri: expected.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: expected.nonce,
    issuedAt: new Date(NOW),
    resources: [fidResource(1)],
    ...override,
  })

describe('checkSiwfMessage (docs/design/farcaster-and-signing.md §1.2)', () => {
  it('a Sign In With Farcaster message with our domain, uri, nonce and the fid gives its address', () => {
    expect(checkSiwfMessage(message(), expected)).toEqual({ address })
    expect(checkSiwfMessage(message({ resources: ['https://example.com/x', fidResource(1)] }), expected)).toEqual({
      address,
    })
    expect(
      checkSiwfMessage(message({ notBefore: new Date(NOW), expirationTime: new Date(NOW + 1) }), expected),
    ).toEqual({ address })
  })

  it.each<[string, Partial<CreateSiweMessageParameters>, string]>([
    ['domain', { domain: 'evil.example' }, 'domain evil.example is not 127.0.0.1:5175'],
    ['uri', { uri: 'http://127.0.0.1:5175/other' }, 'uri http://127.0.0.1:5175/other is not http://127.0.0.1:5175/'],
    ['nonce', { nonce: 'zzzzzzzzzzzz' }, 'nonce is not the channel nonce'],
    ['chain id', { chainId: 1 }, 'chain id 1 is not 10'],
    ['statement', { statement: 'Sign in' }, 'statement Sign in is not Farcaster Auth'],
    ['no statement', { statement: undefined }, 'statement undefined is not Farcaster Auth'],
    ['resources of another fid', { resources: [fidResource(2)] }, 'resources do not name fid 1'],
    ['no resources', { resources: undefined }, 'resources do not name fid 1'],
    ['expired at now', { expirationTime: new Date(NOW) }, 'expired'],
    ['not valid yet', { notBefore: new Date(NOW + 1) }, 'not valid yet'],
  ])('refuses %s', (_, override, problem) => {
    expect(checkSiwfMessage(message(override), expected)).toEqual({ problem })
  })

  it('refuses text that is no EIP-4361 message, and unreadable dates', () => {
    expect(checkSiwfMessage('hello', expected)).toEqual({ problem: 'not an EIP-4361 message' })
    expect(checkSiwfMessage(message().replace(/Issued At: .*/, 'Issued At: yesterday'), expected)).toEqual({
      problem: 'not an EIP-4361 message',
    })
    const unreadableExpiry = message({ expirationTime: new Date(NOW + 60_000) }).replace(
      /Expiration Time: .*/,
      'Expiration Time: soon',
    )
    expect(checkSiwfMessage(unreadableExpiry, expected)).toEqual({ problem: 'expired' })
  })
})

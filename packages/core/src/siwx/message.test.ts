// The EIP-4361 message (CAIP-122 for eip155) against the standard's own example: parsed to its fields and built back.
import { describe, expect, it } from 'vitest'
import { createSiwxMessage, parseSiwxMessage } from './message.ts'

// EIP-4361, "Example message" (Issued At written with milliseconds, as toISOString and viem write it)
const EIP4361_EXAMPLE = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24.000Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

const FIELDS = {
  chainId: 'eip155:1',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  domain: 'service.invalid',
  uri: 'https://service.invalid/login',
  version: '1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24.000Z',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
} as const

describe('sign-in message (EIP-4361)', () => {
  it('R-3.39 parses the standard’s example into the sign-in session fields', async () => {
    expect(await parseSiwxMessage(EIP4361_EXAMPLE)).toEqual(FIELDS)
  })

  it('builds the standard’s example from those fields, and parses what it builds', async () => {
    const built = await createSiwxMessage({ ...FIELDS, resources: [...FIELDS.resources] })
    expect(built).toBe(EIP4361_EXAMPLE)
    const withTimes = await createSiwxMessage({
      ...FIELDS,
      resources: [],
      expirationTime: '2021-10-01T00:00:00.000Z',
      notBefore: '2021-09-30T17:00:00.000Z',
      requestId: 'r-1',
    })
    expect(await parseSiwxMessage(withTimes)).toEqual({
      ...FIELDS,
      resources: undefined,
      expirationTime: '2021-10-01T00:00:00.000Z',
      notBefore: '2021-09-30T17:00:00.000Z',
      requestId: 'r-1',
    })
  })

  it('a text that is not a sign-in message parses to nothing; other namespaces are refused', async () => {
    expect(await parseSiwxMessage('Hello from the Latch demo')).toBeUndefined()
    await expect(createSiwxMessage({ ...FIELDS, resources: [], chainId: 'cosmos:cosmoshub-4' })).rejects.toThrow(
      'Unsupported chain namespace',
    )
  })
})

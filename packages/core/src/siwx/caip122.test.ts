// Sign In With Solana and the Bitcoin CAIP-122 text against SIWS's own maximal template (Phantom's README, the Wallet
// Standard's createSignInMessageText): built from the fields, parsed back, and foreign texts refused.
import { describe, expect, it } from 'vitest'
import { chainIdOfLabel, chainLabelOf, createCaip122Text, parseCaip122Text } from './caip122.ts'
import { createSiwxMessage, parseSiwxMessage } from './message.ts'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_FIELDS = {
  chainId: SOLANA_DEVNET,
  accountAddress: '8kQvYDqDRWjXgGXqkWz2Sd4fYgk2LBGNRvYWSyZkTeVj',
  domain: 'app.example.com',
  uri: 'https://app.example.com/',
  version: '1',
  nonce: 'oBbLoEldZs',
  issuedAt: '2026-11-24T04:00:00.000Z',
  expirationTime: '2026-12-01T04:00:00.000Z',
  notBefore: '2026-11-24T03:59:00.000Z',
  requestId: 'r-1',
  statement: 'Clicking Sign or Approve only means you have proved this wallet is owned by you.',
  resources: ['https://example.com', 'https://phantom.app/'],
} as const

// SIWS "Maximal Message Template", every field filled in, in its order
const SIWS_MAXIMAL = `app.example.com wants you to sign in with your Solana account:
8kQvYDqDRWjXgGXqkWz2Sd4fYgk2LBGNRvYWSyZkTeVj

Clicking Sign or Approve only means you have proved this wallet is owned by you.

URI: https://app.example.com/
Version: 1
Chain ID: devnet
Nonce: oBbLoEldZs
Issued At: 2026-11-24T04:00:00.000Z
Expiration Time: 2026-12-01T04:00:00.000Z
Not Before: 2026-11-24T03:59:00.000Z
Request ID: r-1
Resources:
- https://example.com
- https://phantom.app/`

describe('Sign In With Solana (CAIP-122 for solana)', () => {
  it('R-3.39 builds SIWS’s maximal template from the sign-in session fields, and parses it back to them', async () => {
    const fields = { ...SOLANA_FIELDS, resources: [...SOLANA_FIELDS.resources] }
    expect(await createSiwxMessage(fields)).toBe(SIWS_MAXIMAL)
    expect(await parseSiwxMessage(SIWS_MAXIMAL)).toEqual(fields)
  })

  it('R-3.39 the optional lines are left out, as SIWS leaves them', () => {
    const {
      statement: _,
      resources: __,
      expirationTime: ___,
      notBefore: ____,
      requestId: _____,
      ...required
    } = SOLANA_FIELDS
    const text = createCaip122Text(required)
    expect(text).toBe(
      'app.example.com wants you to sign in with your Solana account:\n8kQvYDqDRWjXgGXqkWz2Sd4fYgk2LBGNRvYWSyZkTeVj\n\nURI: https://app.example.com/\nVersion: 1\nChain ID: devnet\nNonce: oBbLoEldZs\nIssued At: 2026-11-24T04:00:00.000Z',
    )
    expect(parseCaip122Text(text)).toEqual({ ...required, chainLabel: 'devnet' })
  })

  it('Chain ID names the cluster: the public ones by name, any other network localnet', () => {
    expect(chainLabelOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('mainnet')
    expect(chainLabelOf('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('testnet')
    expect(chainLabelOf('solana:someLocalGenesisHash')).toBe('localnet')
    expect(chainIdOfLabel('solana', 'solana:devnet')).toBe(SOLANA_DEVNET)
    expect(chainIdOfLabel('solana', 'localnet')).toBe('solana:localnet')
  })

  it('a text missing a field Latch requires (nonce, URI, version 1) or of another blockchain parses to nothing', () => {
    expect(parseCaip122Text(SIWS_MAXIMAL.replace('Nonce: oBbLoEldZs\n', ''))).toBeUndefined()
    expect(parseCaip122Text(SIWS_MAXIMAL.replace('Version: 1', 'Version: 2'))).toBeUndefined()
    expect(parseCaip122Text(SIWS_MAXIMAL.replace('Solana account', 'Cosmos account'))).toBeUndefined()
    expect(parseCaip122Text('app.example.com wants you to sign in with your Solana account:\nA')).toBeUndefined()
  })
})

describe('Bitcoin sign-in text (CAIP-122 for bip122, signed with BIP-322)', () => {
  it('R-3.39 names Bitcoin and the CAIP-2 reference, and parses back to the fields', async () => {
    const fields = {
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      accountAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      version: '1',
      nonce: 'abcdEFGH1234',
      issuedAt: '2026-11-24T04:00:00.000Z',
    } as const
    const text = await createSiwxMessage(fields)
    expect(text).toBe(
      'app.example.com wants you to sign in with your Bitcoin account:\nbcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080\n\nURI: https://app.example.com/\nVersion: 1\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\nNonce: abcdEFGH1234\nIssued At: 2026-11-24T04:00:00.000Z',
    )
    expect(await parseSiwxMessage(text)).toEqual(fields)
  })
})

// SPEC §3 siwxMessage on connect social / get user: the frame completes the page's fields with its address and signs.
import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { SIWX_INVALID, SIWX_WRONG_PAGE, signSiwxMessage } from './siwx.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const wallet = { evmAddress: account.address, signMessage: account.signMessage }
const page = 'http://127.0.0.1:5173'
const fields = {
  chainId: 'eip155:31337',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'abcdef1234567890',
  issuedAt: '2026-11-24T00:00:00.000Z',
  expirationTime: '2026-12-01T00:00:00.000Z',
  statement: 'Sign in to the demo',
}

describe('frame: siwxMessage (SPEC §3 connect social / get user, R-3.39)', () => {
  it('R-3.39: fills in the wallet address, builds EIP-4361 and signs it; the signature verifies', async () => {
    const signed = await signSiwxMessage(fields, page, wallet)
    const parsed = parseSiweMessage(signed.message)
    expect(parsed).toMatchObject({ address: account.address, chainId: 31337, domain: fields.domain, nonce: fields.nonce, statement: fields.statement })
    expect(await verifyMessage({ address: account.address, message: signed.message, signature: signed.signature as `0x${string}` })).toBe(true)
    expect(signed.siwxMessage).toMatchObject({ ...fields, accountAddress: account.address })
  })

  it('a numeric chain id is accepted and answered as CAIP-2', async () => {
    const signed = await signSiwxMessage({ ...fields, chainId: 31337 }, page, wallet)
    expect(signed.siwxMessage.chainId).toBe('eip155:31337')
  })

  it('a message naming another page (domain or uri) is refused: a page signs in only to itself', async () => {
    await expect(signSiwxMessage({ ...fields, domain: 'evil.example' }, page, wallet)).rejects.toThrow(SIWX_WRONG_PAGE)
    await expect(signSiwxMessage({ ...fields, uri: 'https://evil.example/' }, page, wallet)).rejects.toThrow(SIWX_WRONG_PAGE)
  })

  it('fields that are not a sign-in message are refused', async () => {
    await expect(signSiwxMessage({ ...fields, nonce: 'x' }, page, wallet)).rejects.toThrow(SIWX_INVALID)
    await expect(signSiwxMessage({ ...fields, chainId: 'solana:abc' }, page, wallet)).rejects.toThrow(SIWX_INVALID)
    await expect(signSiwxMessage({ ...fields, statement: 'two\nlines' }, page, wallet)).rejects.toThrow(SIWX_INVALID)
    await expect(signSiwxMessage('nope', page, wallet)).rejects.toThrow(SIWX_INVALID)
  })
})

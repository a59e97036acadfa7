// SPEC §3 siwxMessage on connect social / get user: the frame completes the page's fields with its address and signs.
import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { parseSiwxMessage } from '@latch/core'
import { parseSiweMessage } from 'viem/siwe'
import { SIWX_INVALID, SIWX_WRONG_PAGE, signSiwxMessage } from './siwx.ts'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const solanaSecret = new Uint8Array(32).fill(9)
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const wallet = {
  evmAddress: account.address,
  signMessage: account.signMessage,
  solanaAddress,
  signSolanaMessage: async (message: Uint8Array) => ed25519.sign(message, solanaSecret),
}
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
    expect(parsed).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: fields.domain,
      nonce: fields.nonce,
      statement: fields.statement,
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: signed.message,
        signature: signed.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(signed.siwxMessage).toMatchObject({ ...fields, accountAddress: account.address })
  })

  it('R-3.39 R-3.83 for a Solana network: fills in the Solana address, builds Sign In With Solana and signs it with ed25519', async () => {
    const solanaFields = { ...fields, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }
    const signed = await signSiwxMessage(solanaFields, page, wallet, 'solana')
    expect(
      signed.message.startsWith(`127.0.0.1:5173 wants you to sign in with your Solana account:\n${solanaAddress}\n`),
    ).toBe(true)
    expect(await parseSiwxMessage(signed.message)).toMatchObject({ ...solanaFields, accountAddress: solanaAddress })
    expect(
      ed25519.verify(
        base58.decode(signed.signature),
        new TextEncoder().encode(signed.message),
        base58.decode(solanaAddress),
      ),
    ).toBe(true)
    expect(signed.siwxMessage).toMatchObject({ ...solanaFields, accountAddress: solanaAddress })
    await expect(signSiwxMessage({ ...solanaFields, domain: 'evil.example' }, page, wallet, 'solana')).rejects.toThrow(
      SIWX_WRONG_PAGE,
    )
  })

  it('a numeric chain id is accepted and answered as CAIP-2', async () => {
    const signed = await signSiwxMessage({ ...fields, chainId: 31337 }, page, wallet)
    expect(signed.siwxMessage.chainId).toBe('eip155:31337')
  })

  it('a message naming another page (domain or uri) is refused: a page signs in only to itself', async () => {
    await expect(signSiwxMessage({ ...fields, domain: 'evil.example' }, page, wallet)).rejects.toThrow(SIWX_WRONG_PAGE)
    await expect(signSiwxMessage({ ...fields, uri: 'https://evil.example/' }, page, wallet)).rejects.toThrow(
      SIWX_WRONG_PAGE,
    )
  })

  it('fields that are not a sign-in message are refused', async () => {
    await expect(signSiwxMessage({ ...fields, nonce: 'x' }, page, wallet)).rejects.toMatchObject({
      code: 'SignInMessageInvalid',
      message: SIWX_INVALID,
    })
    await expect(signSiwxMessage({ ...fields, chainId: 'solana:abc' }, page, wallet)).rejects.toMatchObject({
      code: 'SignInMessageInvalid',
      message: SIWX_INVALID,
    })
    // the message's chain must be of the namespace GET_USER asked for
    await expect(
      signSiwxMessage({ ...fields, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, page, wallet),
    ).rejects.toMatchObject({ code: 'SignInMessageInvalid', message: SIWX_INVALID })
    await expect(signSiwxMessage(fields, page, wallet, 'solana')).rejects.toMatchObject({
      code: 'SignInMessageInvalid',
      message: SIWX_INVALID,
    })
    await expect(signSiwxMessage({ ...fields, statement: 'two\nlines' }, page, wallet)).rejects.toMatchObject({
      code: 'SignInMessageInvalid',
      message: SIWX_INVALID,
    })
    await expect(signSiwxMessage('nope', page, wallet)).rejects.toMatchObject({
      code: 'SignInMessageInvalid',
      message: SIWX_INVALID,
    })
  })
})

// SPEC §3 siwxMessage through the embedded wallet: GET_USER during a sign-in carries the fields; the reply registers.
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFrame } from '../embedded/types.ts'
import { latchError } from '../errors/classes.ts'
import { type EmbeddedSiwx, withEmbeddedSiwx } from './embeddedSignIn.ts'

const fields = {
  chainId: 'eip155:31337' as const,
  domain: 'localhost:3000',
  uri: 'http://localhost:3000/',
  version: '1' as const,
  nonce: 'abcdef123456',
  issuedAt: '2026-11-24T00:00:00.000Z',
}
const reply = {
  address: '0xabc',
  chainId: 31337,
  message: 'signed text',
  signature: '0x01',
  siwxMessage: { ...fields, accountAddress: '0xabc' },
}

function setup(request: EmbeddedFrame['request'], signingIn = true) {
  const frame = {
    request: vi.fn(request),
    abort: vi.fn(),
    show: vi.fn(),
    hide: vi.fn(),
    provider: {} as EmbeddedFrame['provider'],
  }
  const siwx: EmbeddedSiwx = { embeddedFields: vi.fn(async () => fields), acceptEmbedded: vi.fn(async () => undefined) }
  return { frame, siwx, wrapped: withEmbeddedSiwx(frame, siwx, () => signingIn) }
}

describe('withEmbeddedSiwx (SPEC §3 get user siwxMessage, R-3.39)', () => {
  it("R-3.39: a sign-in's GET_USER carries the fields; the reply is registered before it is returned", async () => {
    const { frame, siwx, wrapped } = setup(async () => reply)
    expect(await wrapped.request('GET_USER', { chainId: 31337 })).toBe(reply)
    expect(siwx.embeddedFields).toHaveBeenCalledWith('eip155:31337')
    expect(frame.request).toHaveBeenCalledWith('GET_USER', { chainId: 31337, siwxMessage: fields })
    expect(siwx.acceptEmbedded).toHaveBeenCalledWith(reply, fields)
  })

  it("R-3.67 a Solana network's GET_USER (its CAIP-2 id) asks for a Sign In With Solana of that network", async () => {
    const { frame, siwx, wrapped } = setup(async () => reply)
    await wrapped.request('GET_USER', {
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrl: 'http://127.0.0.1:8899',
    })
    expect(siwx.embeddedFields).toHaveBeenCalledWith('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(frame.request).toHaveBeenCalledWith('GET_USER', {
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrl: 'http://127.0.0.1:8899',
      siwxMessage: fields,
    })
  })

  it('outside a sign-in (a reconnect) and for other messages nothing is added', async () => {
    const idle = setup(async () => reply, false)
    await idle.wrapped.request('GET_USER', { chainId: 31337 })
    expect(idle.frame.request).toHaveBeenCalledWith('GET_USER', { chainId: 31337 })
    const other = setup(async () => ({ isConnected: true }))
    await other.wrapped.request('IS_CONNECTED')
    expect(other.siwx.embeddedFields).not.toHaveBeenCalled()
  })

  it('a frame refusing the message still signs the visitor in (asked again without it); a rejected session is only logged', async () => {
    const { frame, siwx, wrapped } = setup(async (_name, payload) => {
      if ((payload as { siwxMessage?: unknown }).siwxMessage)
        throw latchError('SignInWrongPage', { params: { reason: 'The sign-in message names another page' } })
      return { address: '0xabc', chainId: 31337 }
    })
    expect(await wrapped.request('GET_USER', { chainId: 31337 })).toEqual({ address: '0xabc', chainId: 31337 })
    expect(frame.request).toHaveBeenCalledTimes(2)
    expect(siwx.acceptEmbedded).not.toHaveBeenCalled()

    const refused = setup(async () => reply)
    vi.mocked(refused.siwx.acceptEmbedded).mockRejectedValueOnce(new Error('Invalid signature'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await refused.wrapped.request('GET_USER', { chainId: 31337 })).toBe(reply)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('other frame errors (not signed in, device not connected) pass through, whatever their text says', async () => {
    const { wrapped } = setup(async () => Promise.reject(new Error('Not signed in')))
    await expect(wrapped.request('GET_USER', { chainId: 31337 })).rejects.toThrow('Not signed in')
    const worded = setup(async () =>
      Promise.reject(latchError('NotSignedIn', { params: { reason: 'No session for this sign-in message' } })),
    )
    await expect(worded.wrapped.request('GET_USER', { chainId: 31337 })).rejects.toMatchObject({ code: 'NotSignedIn' })
    expect(worded.frame.request).toHaveBeenCalledTimes(1)
  })

  it("the wrapped frame keeps the frame's RPC on other namespaces (the Solana account signs through it)", async () => {
    const { frame } = setup(async () => reply)
    const rpc = vi.fn(async () => 'signed')
    const wrapped = withEmbeddedSiwx({ ...frame, rpc }, setup(async () => reply).siwx, () => true)
    const asked = { method: 'solana_signMessage', params: {}, chainId: 'solana:x', chainNamespace: 'solana' as const }
    expect(await wrapped.rpc?.(asked)).toBe('signed')
    expect(rpc).toHaveBeenCalledWith(asked)
  })
})

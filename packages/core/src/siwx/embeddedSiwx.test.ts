// Sign in with X through the embedded wallet in createLatch (SPEC §3 siwxMessage on get user): an email sign-in's
// GET_USER carries the fields, the frame's signed answer becomes the session before the account applies, so
// SIWXSignMessage never asks; an answer for other fields is not registered and the ordinary step asks instead.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter.ts'
import { setup } from '../embedded/testDoubles.ts'
import { ADDRESS } from '../testDevnet.ts'
import { SIGNATURE } from '../testDoubles.ts'
import type { SIWXBackend } from './types.ts'

const PAGE = 'http://localhost:5173'
const metadata = { name: 'Tests', description: '', url: PAGE, icons: [] }

function backendDouble(): SIWXBackend {
  return {
    getNonce: vi.fn(async () => 'nonce0abcdef'),
    addSession: vi.fn(async () => ({
      id: 'session-0-0123456789abcdef',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    })),
    isSessionActive: vi.fn(async () => true),
    revokeSession: vi.fn(async () => undefined),
  }
}

/** the embedded wallet with siwx on; the adapter connects as @latch/evm's AUTH connector does (GET_USER) */
function embeddedSignIn(answer: (payload: { siwxMessage?: Record<string, unknown> }) => Record<string, unknown>) {
  vi.stubGlobal('location', { origin: PAGE, href: `${PAGE}/` })
  const backend = backendDouble()
  let user: (payload: unknown) => Promise<Record<string, unknown>> = async () => ({})
  const s = setup({
    latch: { siwx: { backend }, metadata },
    handlers: { GET_USER: (payload) => ({ address: ADDRESS, chainId: 31337, ...answer(payload ?? {}) }) },
    adapter: {
      connect: vi.fn(async (): Promise<ConnectResult> => {
        const reply = await user({ chainId: 31337 })
        return { address: reply.address as string, chainId: 31337, accounts: [reply.address as string] }
      }),
    },
  })
  user = async (payload) => (await s.context().embedded!()).request('GET_USER', payload)
  return { ...s, backend }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sign in with X through the embedded wallet (SPEC §3 siwxMessage)', () => {
  it('R-3.39 R-2.14: an email sign-in signs the message inside get user; the session exists before the account, SIWXSignMessage never opens', async () => {
    const s = embeddedSignIn((payload) => ({
      message: 'the signed text',
      signature: SIGNATURE,
      siwxMessage: { ...payload.siwxMessage, accountAddress: ADDRESS },
    }))
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    await s.latch.submitEmailCode('123456')
    await flush()
    const sent = s.sent.find((entry) => entry.name === 'GET_USER')!.payload as { siwxMessage: Record<string, unknown> }
    expect(sent.siwxMessage).toMatchObject({
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: `${PAGE}/`,
      version: '1',
      nonce: 'nonce0abcdef',
    })
    expect(sent.siwxMessage).not.toHaveProperty('accountAddress')
    expect(s.backend.addSession).toHaveBeenCalledWith(
      expect.objectContaining({
        accountAddress: ADDRESS,
        message: 'the signed text',
        signature: SIGNATURE,
        nonce: 'nonce0abcdef',
      }),
    )
    expect(s.latch.getSession()).toMatchObject({ id: 'session-0-0123456789abcdef', account: `eip155:31337:${ADDRESS}` })
    expect(s.latch.getState().router.view).not.toBe('SIWXSignMessage')
  })

  it('an answer signed over other fields (another nonce) is not registered: SIWXSignMessage asks as for any wallet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const s = embeddedSignIn((payload) => ({
      message: 'the signed text',
      signature: SIGNATURE,
      siwxMessage: { ...payload.siwxMessage, nonce: 'othernonce123', accountAddress: ADDRESS },
    }))
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    await s.latch.submitEmailCode('123456')
    await flush()
    await vi.waitFor(() =>
      expect(s.latch.getState()).toMatchObject({ open: true, router: { view: 'SIWXSignMessage' } }),
    )
    expect(s.backend.addSession).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalled()
  })

  it('a reconnect (no sign-in under way) sends no sign-in fields (only the preferred account type) and asks the backend for no nonce', async () => {
    const s = embeddedSignIn(() => ({}))
    await (await s.context().embedded!()).request('GET_USER', { chainId: 31337 })
    expect(s.sent.find((entry) => entry.name === 'GET_USER')!.payload).toEqual({
      chainId: 31337,
      preferredAccountType: 'smartAccount',
    })
    expect(s.backend.getNonce).not.toHaveBeenCalled()
  })
})

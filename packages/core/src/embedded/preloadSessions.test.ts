// The chain SDK an embedded sign-in's connection needs loads while the visitor reads the mailed code or answers the
// passkey card, so it is there when the frame answers with the wallet (not fetched after "I saved it").
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from './testDoubles.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the adapters' sessions during an embedded sign-in", () => {
  it('load once the code screen shows, before the code is typed', async () => {
    const preload = vi.fn(async () => {})
    const s = setup({ adapter: { preload } })
    s.latch.open()
    await s.latch.connectEmail('ada@example.com')
    expect(s.latch.getState().router.view).toBe('EmailLogin')
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
    expect(s.adapter.connect).not.toHaveBeenCalled()
  })

  it("load while the frame's passkey card waits for the person; one that fails to load does not end the sign-in", async () => {
    const preload = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    let answer: (value: unknown) => void = () => {}
    const s = setup({
      adapter: { preload },
      handlers: { CONNECT_PASSKEY: () => new Promise((resolve) => (answer = resolve)) },
    })
    s.latch.open()
    const connected = s.latch.connectPasskey()
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
    expect(s.latch.getState().router.view).toBe('ConnectPasskey')
    answer({ userName: 'ada' })
    await connected
    expect(s.latch.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'AUTH' })
  })
})

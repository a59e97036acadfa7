// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { deliverSocialCallback, SOCIAL_CALLBACK_TYPE } from './socialCallback.ts'

describe('social callback page', () => {
  it('R-7.66 posts the provider answer to every frame of the opener, to its own origin only, then closes', () => {
    const ours = { postMessage: vi.fn() }
    const foreign = {
      postMessage: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    }
    const other = { postMessage: vi.fn() }
    const frames = Object.assign([foreign, ours, other], {})
    const close = vi.fn()
    const win = {
      opener: { frames },
      location: { search: '?state=abc&code=xyz', origin: 'http://localhost:5175' },
      document,
      close,
    } as unknown as Window
    deliverSocialCallback(win)
    const message = { type: SOCIAL_CALLBACK_TYPE, search: '?state=abc&code=xyz' }
    for (const frame of [foreign, ours, other])
      expect(frame.postMessage).toHaveBeenCalledWith(message, 'http://localhost:5175')
    expect(document.body.textContent).toContain('You can close this window')
    expect(close).toHaveBeenCalledOnce()
  })

  it('without an opener it still tells the user to close the window', () => {
    const close = vi.fn()
    document.body.replaceChildren()
    deliverSocialCallback({
      opener: null,
      location: { search: '', origin: 'http://localhost:5175' },
      document,
      close,
    } as unknown as Window)
    expect(document.body.textContent).toBe('You can close this window')
    expect(close).toHaveBeenCalledOnce()
  })
})

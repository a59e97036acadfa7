// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_BLOCKED, startFrame } from './app.ts'
import { startLazyFrame } from './lazyFrame.ts'

const PARENT = 'http://127.0.0.1:5173'

/** a frame window whose localStorage throws, as a cross-site frame's does where third-party storage is blocked */
function blockedFrameWindow() {
  const meta = document.createElement('meta')
  meta.name = 'latch-frame-config'
  meta.content = JSON.stringify({ cloudUrl: 'http://127.0.0.1:8787', allowedOrigins: [PARENT] })
  document.head.replaceChildren(meta)
  const parent = { postMessage: vi.fn() }
  const listeners: ((event: MessageEvent) => void)[] = []
  const win = {
    location: { search: '?projectId=latch-demo', ancestorOrigins: [PARENT] },
    document,
    navigator: { languages: ['en-US'], language: 'en-US' },
    parent,
    get localStorage(): Storage {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: () => {},
  }
  return { win: win as unknown as Window, parent, listeners }
}

describe('a frame without storage', () => {
  // the built page starts with startLazyFrame (its wallet's code loaded later), the tests' frames with startFrame
  it.each([
    ['with all of its code', startFrame],
    ['as the built page starts', startLazyFrame],
  ])(
    '%s: still says ready, and answers every request with the reason and its code instead of hanging',
    async (_, start) => {
      const { win, parent, listeners } = blockedFrameWindow()
      start(win)
      expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: '@latch-frame/READY' }), PARENT)
      const request = { type: '@latch-app/CONNECT_EMAIL', id: 'r1', payload: { email: 'ada@example.com' } }
      for (const listener of listeners)
        listener({ origin: PARENT, source: parent, data: request } as unknown as MessageEvent)
      await vi.waitFor(() =>
        expect(parent.postMessage).toHaveBeenCalledWith(
          {
            type: '@latch-frame/CONNECT_EMAIL_ERROR',
            id: 'r1',
            payload: { message: STORAGE_BLOCKED, code: 'FrameUnavailable', params: { reason: STORAGE_BLOCKED } },
          },
          PARENT,
        ),
      )
    },
  )
})

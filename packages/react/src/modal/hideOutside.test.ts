// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hideOutside, hideOutsideAfterPaint } from './hideOutside.ts'

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** a page and the modal's host beside it */
function pageAndModal() {
  const page = document.createElement('main')
  const host = document.createElement('latch-modal')
  document.body.append(page, host)
  return { page, host }
}

/** two frames and the tasks they queue */
const twoFrames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))

describe('hideOutside (the page behind the open modal is inert)', () => {
  it('makes the page inert but leaves the embedded wallet frame (#w3m-iframe) reachable, and undoes it', () => {
    const page = document.createElement('main')
    const host = document.createElement('latch-modal')
    const frame = document.createElement('iframe')
    frame.id = 'w3m-iframe'
    document.body.append(page, host, frame)

    const undo = hideOutside(host)
    expect(page.hasAttribute('inert')).toBe(true)
    expect(page.getAttribute('aria-hidden')).toBe('true')
    expect(frame.hasAttribute('inert')).toBe(false)
    expect(frame.hasAttribute('aria-hidden')).toBe(false)
    expect(host.hasAttribute('inert')).toBe(false)

    undo()
    expect(page.hasAttribute('inert')).toBe(false)
  })

  it("R-4.1: leaves the page as it is for the dialog's first frame, then makes it inert; the undo gives it back", async () => {
    const { page, host } = pageAndModal()
    const undo = hideOutsideAfterPaint(host)
    // the opening's frame does not restyle the page
    expect(page.hasAttribute('inert')).toBe(false)
    await vi.waitFor(() => expect(page.hasAttribute('inert')).toBe(true))
    expect(page.getAttribute('aria-hidden')).toBe('true')
    undo()
    expect(page.hasAttribute('inert')).toBe(false)
    expect(page.hasAttribute('aria-hidden')).toBe(false)
  })

  it('a dialog closed before its first paint never makes the page inert', async () => {
    const { page, host } = pageAndModal()
    hideOutsideAfterPaint(host)()
    await twoFrames()
    expect(page.hasAttribute('inert')).toBe(false)
    expect(page.hasAttribute('aria-hidden')).toBe(false)
  })

  it('on a hidden page, which paints no frame, the page is made inert all the same', async () => {
    const { page, host } = pageAndModal()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    const undo = hideOutsideAfterPaint(host)
    await vi.waitFor(() => expect(page.hasAttribute('inert')).toBe(true))
    undo()
    expect(page.hasAttribute('inert')).toBe(false)
  })
})

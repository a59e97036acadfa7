// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
import { afterEach, describe, expect, it } from 'vitest'
import { hideOutside } from './hideOutside.ts'

afterEach(() => document.body.replaceChildren())

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
})

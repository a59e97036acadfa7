import { describe, expect, it } from 'vitest'
import { isEmbeddedFrame, nextFocusIndex } from './focusTrap.ts'

describe('nextFocusIndex (focus trapped in the dialog while open)', () => {
  it('Tab from the last focusable wraps to the first', () => {
    expect(nextFocusIndex(3, 2, false)).toBe(0)
    expect(nextFocusIndex(3, 0, false)).toBe(1)
  })
  it('Shift+Tab from the first focusable wraps to the last', () => {
    expect(nextFocusIndex(3, 0, true)).toBe(2)
    expect(nextFocusIndex(3, 2, true)).toBe(1)
  })
  it('focus outside the dialog comes back to its first (or, backwards, last) focusable', () => {
    expect(nextFocusIndex(4, -1, false)).toBe(0)
    expect(nextFocusIndex(4, -1, true)).toBe(3)
  })
  it('has nowhere to go in an empty dialog', () => {
    expect(nextFocusIndex(0, -1, false)).toBe(-1)
  })
})

describe('isEmbeddedFrame (the embedded wallet frame is exempt from the trap)', () => {
  it('matches the iframe with id w3m-iframe only', () => {
    expect(isEmbeddedFrame({ tagName: 'IFRAME', id: 'w3m-iframe' })).toBe(true)
    expect(isEmbeddedFrame({ tagName: 'IFRAME', id: 'other' })).toBe(false)
    expect(isEmbeddedFrame({ tagName: 'DIV', id: 'w3m-iframe' })).toBe(false)
    expect(isEmbeddedFrame(null)).toBe(false)
  })
})

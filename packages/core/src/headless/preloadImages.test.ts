// The catalogue's first images are fetched before the list shows (SPEC §9). A recording Image class stands in for the
// browser's (Node has none); the clock is fake, so the 2 s wait is counted, not timed.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadImages } from './preloadImages.ts'

const requested: string[] = []
class RecordingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(url: string) {
    requested.push(url) // never loads: only the timeout ends the wait
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  requested.splice(0)
})

describe('preloadImages', () => {
  it('R-9.8 R-9.22 fetches only the first 20 images and waits for them at most 2 s', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', RecordingImage)
    const urls = Array.from({ length: 25 }, (_, index) => `https://img.example/${index}.png`)
    let done = false
    const waiting = preloadImages(urls).then(() => {
      done = true
    })
    expect(requested).toEqual(urls.slice(0, 20))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })
})

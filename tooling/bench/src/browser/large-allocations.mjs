// One run of a page under V8's sampling heap profiler, to say where its large single allocations come from: the
// heap figure counts them, and one can hide in a line that looks free (a number turned into a string as a module loads
// grew V8's number-to-string cache from 1 KiB to 64 KiB). Its own run: the profiler's bookkeeping would move the heap
// figure of a measured one.
import { largeSamples } from '../heapSamples.ts'
import { openProbedPage, pressConnectButton } from './launch.mjs'

const TIMEOUT = 20_000
/** the profiler samples about one allocation per this many bytes: one of 32 KiB is all but always sampled */
const SAMPLING_INTERVAL = 4096

/**
 * @param {string} url
 * @param {{ minBytes?: number }} [options]
 * @returns {Promise<{ bytes: number, frames: string[] }[]>} each allocation of at least minBytes made by the page's
 *   own scripts between navigation and the open list, with its innermost JS frames (function and file:line)
 */
export async function largeAllocations(url, { minBytes = 32 * 1024 } = {}) {
  const { browser, page } = await openProbedPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: SAMPLING_INTERVAL,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    })
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT })
    await page.waitForFunction(() => window.__latchBench.buttonVisibleAt !== undefined, null, { timeout: TIMEOUT })
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT })
    await pressConnectButton(page)
    await page.waitForFunction(() => window.__latchBench.listVisibleAt !== undefined, null, { timeout: TIMEOUT })
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT })
    const { profile } = await cdp.send('HeapProfiler.stopSampling')
    return largeSamples(profile, new URL(url).origin, minBytes)
  } finally {
    await browser.close()
  }
}

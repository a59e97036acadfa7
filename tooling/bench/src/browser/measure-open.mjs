// One run in a fresh browser: load the page, wait for the connect button, click it, wait for the
// wallet list, then read which JS arrived when and the heap with the modal open.
import { gzipSync } from 'node:zlib'
import { openProbedPage, pressConnectButton } from './launch.mjs'
import { trackNetwork } from './network.mjs'

const TIMEOUT = 20_000
const QUIET_MS = 500

/**
 * @param {string} url
 * @param {{ cpuThrottle?: number }} [options] cpuThrottle: CDP Emulation.setCPUThrottlingRate (4 = DevTools' mid-range
 *   phone), set before navigation so the page's whole life runs slowed
 * @returns {Promise<{ buttonMs: number, clickToDialogMs: number, clickToListMs: number, heapMB: number,
 *   scripts: { url: string, bytes: number, gzip: number, phase: 'before-button'|'list-open'|'later',
 *     end: number, afterClick: number }[],
 *   blocked: string[], errors: string[] }>}
 */
export async function measureOpen(url, { cpuThrottle = 1 } = {}) {
  const { browser, page, blocked } = await openProbedPage()
  try {
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error.message ?? error)))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const bodies = collectScriptBodies(page)
    const quiet = trackNetwork(page, { quietMs: QUIET_MS, timeoutMs: TIMEOUT })
    if (cpuThrottle !== 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    }

    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT })
    await until(
      page,
      () => window.__latchBench.buttonVisibleAt !== undefined,
      'button "Connect Wallet" painted',
      errors,
    )
    // click as a person would: once the page has loaded and its network has gone quiet
    await quiet()
    await pressConnectButton(page)
    await until(
      page,
      () => window.__latchBench.listVisibleAt !== undefined,
      'dialog "Connect Wallet" with button "Latch Test Wallet" painted',
      errors,
    )
    await quiet()
    // read after the network went quiet: files fetched once the list is painted are timed too
    const probe = await page.evaluate(() => window.__latchBench.snapshot())
    if (probe.clickAt === undefined) throw new Error('the click did not reach the connect button')
    const heapMB = await usedHeapMB(page)
    const scripts = await scriptsByPhase(await bodies(), probe)
    return {
      buttonMs: probe.buttonVisibleAt,
      clickToDialogMs: probe.dialogVisibleAt - probe.clickAt,
      clickToListMs: probe.listVisibleAt - probe.clickAt,
      heapMB,
      scripts,
      blocked: [...blocked],
      errors,
    }
  } finally {
    await browser.close()
  }
}

/** waits for a condition in the page; on timeout says which one, with the page's errors */
async function until(page, condition, what, errors) {
  try {
    await page.waitForFunction(condition, null, { timeout: TIMEOUT })
  } catch (error) {
    const seen = errors.length ? `; page errors: ${errors.slice(0, 3).join(' / ')}` : ''
    throw new Error(`no ${what} within ${TIMEOUT / 1000} s${seen}`, { cause: error })
  }
}

/** every JS response body, by URL (first response wins) */
function collectScriptBodies(page) {
  const reads = new Map()
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    const isScript = type.includes('javascript') || /\.m?js(\?|$)/.test(response.url())
    // a body still unread when the browser closes must not become an unhandled rejection
    if (isScript && !reads.has(response.url()))
      reads.set(
        response.url(),
        response.body().catch(() => undefined),
      )
  })
  return async () => {
    const read = await Promise.all([...reads].map(async ([url, body]) => [url, await body]))
    return new Map(read.filter(([, body]) => body !== undefined))
  }
}

/** JSHeapUsedSize after a forced garbage collection, in MiB */
async function usedHeapMB(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')
  if (!used) throw new Error('Chromium reported no JSHeapUsedSize')
  return used.value / 2 ** 20
}

/** each JS file with its gzip size and the phase its response finished in (page clock) */
function scriptsByPhase(bodies, probe) {
  const finished = new Map()
  for (const { url, responseEnd } of probe.resources) {
    if (!finished.has(url) || responseEnd < finished.get(url)) finished.set(url, responseEnd)
  }
  return [...bodies].map(([url, body]) => {
    const end = finished.get(url) ?? Number.POSITIVE_INFINITY
    const phase = end <= probe.buttonVisibleAt ? 'before-button' : end <= probe.listVisibleAt ? 'list-open' : 'later'
    // when it finished: ms after navigation start, and ms after the click (negative: before it)
    return {
      url,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      phase,
      end,
      afterClick: end - probe.clickAt,
    }
  })
}

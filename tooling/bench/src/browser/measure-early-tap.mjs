// One run of a visitor on a phone who taps the connect button as soon as it shows, before the page has fetched what
// it loads once painted: Lighthouse's mobile conditions (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×)
// over HTTP/2, as a production host serves the page. Times the tap → the dialog and the first wallet row.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openProbedPage, pressConnectButton } from './launch.mjs'

const TIMEOUT = 30_000
/** Lighthouse's mobile throttling, applied by DevTools to each request */
export const PHONE_NETWORK = {
  latency: 150,
  // bytes per second, from Lighthouse's kbit/s (1,638.4 and 750, a kbit being 1,024 bits)
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
export const PHONE_CPU = 4

/** a self-signed certificate for 127.0.0.1 (openssl), made once in `dir`: browsers speak HTTP/2 only over TLS */
export function loopbackCertificate(dir) {
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true })
    // the bench's own throwaway key for loopback, never written to the repository
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    )
  }
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/**
 * @param {string} url the page over https (its certificate is the bench's own)
 * @returns {Promise<{ buttonMs: number, tapDelayMs: number, tapToDialogMs: number, tapToListMs: number,
 *   buttonToListMs: number }>}
 */
export async function measureEarlyTap(url) {
  const { browser, page } = await openProbedPage({ ignoreHTTPSErrors: true })
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU })
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT })
    await page.waitForFunction(() => window.__latchBench?.buttonVisibleAt !== undefined, null, {
      timeout: TIMEOUT,
      polling: 'raf',
    })
    // the tap as soon as the button shows: nothing loaded after the first paint has had time to arrive
    await pressConnectButton(page, 'tap')
    await page.waitForFunction(() => window.__latchBench.listVisibleAt !== undefined, null, { timeout: TIMEOUT })
    const probe = await page.evaluate(() => window.__latchBench.snapshot())
    if (probe.clickAt === undefined) throw new Error('the tap did not reach the connect button')
    return {
      buttonMs: probe.buttonVisibleAt,
      // how soon the tap came (the driver's round trips on a slowed page): the later, the more had loaded before it
      tapDelayMs: probe.clickAt - probe.buttonVisibleAt,
      tapToDialogMs: probe.dialogVisibleAt - probe.clickAt,
      tapToListMs: probe.listVisibleAt - probe.clickAt,
      buttonToListMs: probe.listVisibleAt - probe.buttonVisibleAt,
    }
  } finally {
    await browser.close()
  }
}

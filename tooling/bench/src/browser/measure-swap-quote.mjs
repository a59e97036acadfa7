// Amount typed → quote shown, in the browser: the demo dApp (built against the bench's cloud and devnet) with a test
// wallet connected, its Swap view open on LTT → ETH; each sample sets a new amount on the Amount field (as typing
// does: the value and an input event) and waits, frame by frame, for the "You receive" output to show the new quote.
// The view waits QUOTE_DELAY_MS (200 ms) of stillness before it asks, so that is in every sample.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDemo } from '../../../../apps/demo/build.mjs'
import { DEV_ACCOUNTS } from '../../../devnet/src/devnet.mjs'
import { serveStatic } from '../../../devnet/src/serve-static.mjs'
import { openPage } from './launch.mjs'

const ACCOUNT = DEV_ACCOUNTS[2].address
const WALLET = readFileSync(fileURLToPath(new URL('./swap-wallet.js', import.meta.url)), 'utf8')
const STEP_TIMEOUT_MS = 20_000

/** @returns {Promise<number[]>} ms per sample */
export async function measureSwapQuote({ cloudUrl, rpcUrls, workDir, samples, log }) {
  const outDir = join(workDir, 'demo')
  await buildDemo({ outDir, rpcUrls, cloudUrl, logLevel: 'silent' })
  const server = await serveStatic(outDir)
  const { browser, page } = await openPage()
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
    await page.addInitScript({
      content: `window.__latchBenchWallet = ${JSON.stringify({ account: ACCOUNT, rpcUrl: rpcUrls[0] })};\n${WALLET}`,
    })
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Latch Test Wallet', exact: true })
      .click()
    // connected: the account button shows and the modal closes
    await page.getByRole('button', { name: /^Account 0x/ }).waitFor()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Swap 5 LTT for ETH' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap', exact: true })
    await swap.getByText('Price impact', { exact: true }).waitFor()
    log('swap view open with its first quote')
    const times = []
    for (let index = 0; index < samples; index++) times.push(await page.evaluate(typeAndWait, String(7 + index)))
    return times
  } finally {
    await browser.close()
    await server.close()
  }
}

/** runs in the page: sets the amount, then resolves with the ms until the output shows a quote it did not show before */
function typeAndWait(amount) {
  const root = document.querySelector('latch-modal').shadowRoot
  const input = root.querySelector('input[aria-label="Amount"]')
  const output = root.querySelector('output')
  const before = output.textContent
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const started = performance.now()
  setValue.call(input, amount)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = output.isConnected ? output.textContent : ''
      if (/^\d/.test(text) && text !== before) return resolve(performance.now() - started)
      if (performance.now() - started > 10_000) return reject(new Error(`no new quote for ${amount} (shows ${text})`))
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

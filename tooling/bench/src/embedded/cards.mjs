// The embedded wallet's approval card, timed from the page's request until the card is on screen: a signature's card
// (nothing to simulate: the reference) and a transaction's card with its simulated outcome, both for the same connected
// EOA, through the wallet's EIP-1193 provider as a dApp's library calls it. The frame's own eth_simulateV1 round trip is
// read from the network events, so the figure says how much of the wait is the simulation. Both moments are Date.now()
// in the page (the request) and in the frame (a MutationObserver: the card's dialog visible, and its outcome for the
// transaction), so Playwright's polling (0, 20, 50, 100, 100 ms, then every 500 ms) is not in the figure.
import { walletFrameOf } from './moments.mjs'

const FRAME = '#w3m-iframe'
/** 1 ETH, so the simulated transfer has the balance it moves */
const FUNDS = '0xde0b6b3a7640000'
/** 0.01 ETH to anvil's dev account #9: a plain transfer, the card's outcome is one line */
const TRANSFER = { to: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', value: '0x2386f26fc10000' }

/** @param {import('playwright-core').Page} page */
export async function measureCards(page, rpcUrl, { timeoutMs }) {
  const address = await page.evaluate(() => window.__latch.getState().accounts.eip155?.address)
  if (!address) throw new Error('no connected EOA to ask')
  await rpc(rpcUrl, 'anvil_setBalance', [address, FUNDS])
  const simulations = watchSimulations(page)
  const frame = page.frameLocator(FRAME)
  const walletFrame = await walletFrameOf(page, FRAME)
  await walletFrame.evaluate(watchCards)

  /** from the request until the card's dialog, then `shown`, are visible; the card is rejected after */
  async function timeCard(request, heading, shown) {
    const card = frame.getByRole('dialog', { name: heading, exact: true })
    await walletFrame.evaluate((target) => window.__benchCards.expect(target), { heading, outcome: Boolean(shown) })
    const answer = page.evaluate(askWallet, request)
    // a card that never shows ends the run with its own error, not with this request's once the browser closes
    answer.catch(() => undefined)
    await (shown ? shown(card) : card).waitFor({ state: 'visible', timeout: timeoutMs })
    const asked = await page.evaluate(() => window.__benchAsked)
    const seen = await walletFrame.evaluate(() => window.__benchCards.shown)
    if (!asked || !seen) throw new Error(`the ${heading}'s moments were not seen: ${asked}, ${seen}`)
    const ms = seen - asked
    await card.getByRole('button', { name: 'Reject', exact: true }).click()
    await card.waitFor({ state: 'hidden', timeout: timeoutMs })
    // the page's request ends with the person's rejection; anything else means the card did not answer it
    const outcome = await answer
    if (outcome !== 'rejected') throw new Error(`the ${heading} ended with "${outcome}", not the rejection`)
    return ms
  }

  const signature = { method: 'personal_sign', params: ['0x62656e6368', address] }
  const transaction = { method: 'eth_sendTransaction', params: [{ from: address, ...TRANSFER }] }
  // the first card of the page loads the card's code: that one is not counted, so neither card pays for it
  await timeCard(signature, 'Signature request')
  simulations.reset()
  const toTransactionCard = await timeCard(transaction, 'Transaction request', (card) =>
    card.getByRole('region', { name: 'Simulated outcome', exact: true }),
  )
  const toSignatureCard = await timeCard(signature, 'Signature request')
  return { toSignatureCard, toTransactionCard, simulationMs: simulations.longest() }
}

/** in the page (serialized: it names nothing outside itself): one request through the wallet's provider; 'rejected'
 * when the person said no (EIP-1193's 4001, as a number or as Latch's code with its rpcCode) */
async function askWallet(request) {
  const provider = await window.__latch.getProvider('eip155')
  window.__benchAsked = Date.now()
  return provider.request(request).then(
    () => 'answered',
    (error) =>
      error?.code === 4001 || error?.rpcCode === 4001 || error?.code === 'UserRejected'
        ? 'rejected'
        : String(error?.message ?? error),
  )
}

/** the longest eth_simulateV1 round trip (request sent → response read) since the last reset, in ms */
function watchSimulations(page) {
  const started = new Map()
  let durations = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('"eth_simulateV1"'))
      started.set(request, performance.now())
  })
  page.on('requestfinished', (request) => {
    const at = started.get(request)
    if (at !== undefined) durations.push(performance.now() - at)
  })
  return {
    reset: () => {
      durations = []
    },
    longest: () => (durations.length ? Math.max(...durations) : Number.NaN),
  }
}

async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** in the wallet's frame (serialized): the first moment the expected card's dialog is visible, with its simulated
 * outcome when one is expected; looked for on every change of the frame's DOM, on its resize (the page lays the frame
 * over the modal) and in every animation frame while expected */
function watchCards() {
  const visible = (element) => Boolean(element?.checkVisibility() && element.getBoundingClientRect().width > 0)
  const check = () => {
    const { target } = watch
    if (!target || watch.shown) return
    for (const card of document.querySelectorAll('[role="dialog"]')) {
      if (card.querySelector('h1')?.textContent !== target.heading || !visible(card)) continue
      if (target.outcome && !visible(card.querySelector('.latch-approval-outcome'))) continue
      watch.shown = Date.now()
    }
  }
  const everyFrame = () => {
    check()
    if (watch.target && !watch.shown) requestAnimationFrame(everyFrame)
  }
  const watch = {
    target: undefined,
    shown: undefined,
    expect(target) {
      watch.target = target
      watch.shown = undefined
      requestAnimationFrame(everyFrame)
    },
  }
  window.__benchCards = watch
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  window.addEventListener('resize', check)
}

// The dashboard's swaps and onramp purchases charts on both engines: SWAP_SUCCESS events (core sends one
// when a swap's transaction is sent) counted per bucket by network through the hourly rollup, and onramp purchases
// counted only once completed, per bucket of their completion by provider, with their fiat totals per currency; in
// the summary and its CSV. Other projects' and out-of-range figures are not counted.
import { beforeAll, expect, it } from 'vitest'
import { completePurchase, savePurchase } from '../src/onramp/store.ts'
import type { OnrampQuote } from '../src/onramp/provider.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk } from './platform-fixtures.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR
const OTHER = { ...PRO, id: 'other-project', name: 'Other' }
const ORIGIN = 'https://app.example'

const quote = (provider: string, paymentTotal: string, paymentCurrency = 'USD'): OnrampQuote => ({
  provider,
  providerName: provider,
  paymentMethod: 'card',
  paymentCurrency,
  paymentTotal,
  paymentSubtotal: paymentTotal,
  fee: '0.00',
  feePercent: 0,
  purchaseCurrency: 'ETH',
  network: 'eip155:1',
  asset: 'eip155:1/slip44:60',
  purchaseAmount: '0.01',
  purchaseAmountBase: '10000000000000000',
})

/** rows as the summary gives them: per bucket and key, sorted */
function grouped(list: Array<{ bucket: string; key: string }>) {
  const counts = new Map<string, number>()
  for (const { bucket, key } of list) counts.set(`${bucket} ${key}`, (counts.get(`${bucket} ${key}`) ?? 0) + 1)
  return [...counts]
    .map(([id, count]) => ({ bucket: id.split(' ')[0]!, key: id.split(' ')[1]!, count }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.key.localeCompare(b.key))
}

describeOnEngines('dashboard swaps and onramp purchases charts', { adminToken: ADMIN_TOKEN }, (engine) => {
  const now = Date.now()
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  const hour = (time: number) => new Date(time).toISOString().slice(0, 13)
  let index = 0

  /** a SWAP_SUCCESS as core posts it, received at `at` (the cloud's clock) */
  async function swapped(network: string | undefined, at: number, projectId = PRO.id) {
    const { context } = engine()
    const realNow = context.now
    context.now = () => new Date(at)
    try {
      const properties = { ...(network ? { network } : {}), fromSymbol: 'ETH', toSymbol: 'USDC' }
      const response = await engine().request(`/e?${sdk(projectId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          eventId: `swap-${++index}`,
          url: `${ORIGIN}/`,
          domain: 'app.example',
          timestamp: at,
          props: { type: 'track', event: 'SWAP_SUCCESS', properties },
        }),
      })
      expect(response.status).toBe(202)
    } finally {
      context.now = realNow
    }
  }

  /** a purchase made at `created`, completed at `completed` (or left pending) */
  async function purchase(
    provider: string,
    created: number,
    completed: number | undefined,
    total = '10.00',
    currency = 'USD',
    projectId = PRO.id,
  ) {
    const { db } = engine().context
    const id = `purchase-${++index}`
    await savePurchase(db, {
      id,
      projectId,
      address: '0x0000000000000000000000000000000000000001',
      quote: quote(provider, total, currency),
      now: created,
    })
    if (completed !== undefined) await completePurchase(db, id, `0x${String(index).padStart(64, '0')}`, completed)
  }

  beforeAll(async () => {
    await saveProjects(engine().context, PRO, OTHER)
    await swapped('eip155:1', now)
    await swapped('eip155:1', now - HOUR)
    await swapped('eip155:8453', now)
    await swapped(undefined, now - 2 * DAY)
    await swapped('eip155:1', now - 10 * DAY)
    await swapped('eip155:1', now, OTHER.id)

    await purchase('sandbox', now - HOUR, now, '100.00')
    await purchase('sandbox', now - 2 * HOUR, now - HOUR, '50.25')
    await purchase('transak', now - 3 * DAY, now - 2 * DAY, '20.00', 'EUR')
    // made long ago, completed today: charted when it completed
    await purchase('transak', now - 9 * DAY, now, '5.50', 'EUR')
    await purchase('sandbox', now, undefined, '999.00')
    await purchase('sandbox', now - 11 * DAY, now - 10 * DAY, '7.00')
    await purchase('sandbox', now, now, '30.00', 'USD', OTHER.id)
  })

  it('counts SWAP_SUCCESS events per day by network; one without a network is counted as unknown (7 d)', async () => {
    const summary = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=7d`, admin())).json()
    const expected = grouped([
      { bucket: day(now), key: 'eip155:1' },
      { bucket: day(now - HOUR), key: 'eip155:1' },
      { bucket: day(now), key: 'eip155:8453' },
      { bucket: day(now - 2 * DAY), key: 'unknown' },
    ])
    expect(summary.swaps).toEqual({ total: 4, rows: expected })
    // a swap is not a connection
    expect(summary.connections.total).toBe(0)
  })

  it('counts only completed purchases, per day of completion by provider, with their totals per currency (7 d)', async () => {
    const summary = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=7d`, admin())).json()
    const expected = grouped([
      { bucket: day(now), key: 'sandbox' },
      { bucket: day(now - HOUR), key: 'sandbox' },
      { bucket: day(now - 2 * DAY), key: 'transak' },
      { bucket: day(now), key: 'transak' },
    ])
    expect(summary.onrampPurchases).toEqual({
      total: 4,
      rows: expected,
      amounts: [
        { currency: 'EUR', amount: '25.50' },
        { currency: 'USD', amount: '150.25' },
      ],
    })
  })

  it('24 h buckets by hour; 30 d takes in the older ones; another project sees only its own', async () => {
    const hourly = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=24h`, admin())).json()
    expect(hourly.swaps.total).toBe(3)
    expect(hourly.swaps.rows).toContainEqual({ bucket: hour(now), key: 'eip155:8453', count: 1 })
    expect(hourly.onrampPurchases.total).toBe(3)
    expect(hourly.onrampPurchases.rows).toContainEqual({ bucket: hour(now - HOUR), key: 'sandbox', count: 1 })
    const month = await (await engine().request(`/admin/analytics?projectId=${PRO.id}&range=30d`, admin())).json()
    expect(month.swaps.total).toBe(5)
    expect(month.swaps.rows).toContainEqual({ bucket: day(now - 10 * DAY), key: 'eip155:1', count: 1 })
    expect(month.onrampPurchases.total).toBe(5)
    expect(month.onrampPurchases.rows).toContainEqual({ bucket: day(now - 10 * DAY), key: 'sandbox', count: 1 })
    const other = await (await engine().request(`/admin/analytics?projectId=${OTHER.id}&range=7d`, admin())).json()
    expect(other.swaps).toEqual({ total: 1, rows: [{ bucket: day(now), key: 'eip155:1', count: 1 }] })
    expect(other.onrampPurchases).toEqual({
      total: 1,
      rows: [{ bucket: day(now), key: 'sandbox', count: 1 }],
      amounts: [{ currency: 'USD', amount: '30.00' }],
    })
  })

  it('the CSV carries the swaps and onramp_purchases series and the fiat totals', async () => {
    const lines = (
      await (await engine().request(`/admin/analytics.csv?projectId=${OTHER.id}&range=7d`, admin())).text()
    )
      .trim()
      .split('\r\n')
    expect(lines).toContain(`${day(now)},swaps,eip155:1,1`)
    expect(lines).toContain(`${day(now)},onramp_purchases,sandbox,1`)
    expect(lines).toContain(',onramp_purchase_amount,USD,30.00')
  })
})

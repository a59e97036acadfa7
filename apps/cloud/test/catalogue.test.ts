// The wallet catalogue: paging, search and filters, hidden wallets, images, the analytics switch, operator edits.
import { beforeAll, expect, it } from 'vitest'
import { iconNames, iconSvg, walletIconName } from '../src/catalogue/iconSet.ts'
import { seedCatalogue } from '../src/catalogue/seed.ts'
import { describeOnEngines } from './engines.ts'
import { ADMIN_TOKEN, admin, PRO, saveProjects, sdk, seedWallets, TINY_PNG } from './platform-fixtures.ts'

interface Page {
  count: number
  data: {
    id: string
    name: string
    image_id: string
    image_url: string
    chains: string[]
    badge_type: string
    display_index: number
  }[]
}

const WALLET_KEYS = [
  'app_store',
  'badge_type',
  'chains',
  'chrome_store',
  'desktop_link',
  'display_index',
  'homepage',
  'id',
  'image_id',
  'image_url',
  'mobile_link',
  'name',
  'play_store',
  'primary_color',
  'rdns',
  'webapp_link',
]
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const withChain = (...chains: string[]) =>
  seedWallets.filter((wallet) => wallet.chains.some((chain) => chains.includes(chain)))
const [metamask, trust, coinbase] = seedWallets as [
  (typeof seedWallets)[0],
  (typeof seedWallets)[0],
  (typeof seedWallets)[0],
]
/** the first seed wallet with its own colour that the icon set does not know: it keeps a placeholder */
const unknownToIconSet = seedWallets.find(
  (wallet) => wallet.primary_color && !walletIconName(wallet.name, iconNames('wallets')),
) as (typeof seedWallets)[0]

describeOnEngines('wallet catalogue', { adminToken: ADMIN_TOKEN }, (engine) => {
  const page = async (query = ''): Promise<Page> => {
    const response = await engine().request(`/getWallets?${sdk()}${query}`)
    expect(response.status, query).toBe(200)
    return response.json()
  }

  beforeAll(async () => {
    await saveProjects(engine().context, PRO, { ...PRO, id: 'quiet', isAnalyticsEnabled: false })
  })

  it('is seeded on first start with the 229 shipped wallets in file order, once', async () => {
    const all = [...(await page('&page=1')).data]
    for (let number = 2; number <= 6; number++) all.push(...(await page(`&page=${number}`)).data)
    expect(all.map((wallet) => wallet.id)).toEqual(seedWallets.map((wallet) => wallet.id))
    expect(await seedCatalogue(engine().context.db)).toBe(0)
    expect((await page()).count).toBe(229)
  })

  it('R-7.5 R-9.19: pages of 40; count is every match; a page past the end is empty', async () => {
    const first = await page()
    expect(first.count).toBe(229)
    expect(first.data).toHaveLength(40)
    expect(first.data.slice(0, 3).map((wallet) => wallet.name)).toEqual([metamask.name, trust.name, coinbase.name])
    const second = await page('&page=2&entries=40')
    expect(second.data[0]?.id).toBe(seedWallets[40]?.id)
    expect((await page('&page=6')).data).toHaveLength(229 - 200)
    expect(await page('&page=7')).toEqual({ count: 229, data: [] })
    expect((await page('&entries=10')).data).toHaveLength(10)
  })

  it('R-3.5 each listed wallet carries display_index, its place in the catalogue order, counted across pages', async () => {
    expect((await page()).data.map((wallet) => wallet.display_index)).toEqual([...Array(40).keys()])
    const third = await page('&page=3&entries=10')
    expect(third.data.map((wallet) => [wallet.id, wallet.display_index])).toEqual(
      seedWallets.slice(20, 30).map((wallet, index) => [wallet.id, 20 + index]),
    )
  })

  it('R-3.6 lists each wallet in the contract shape with an absolute image URL that serves its image', async () => {
    const [wallet] = (await page('&entries=1')).data
    expect(Object.keys(wallet ?? {}).sort()).toEqual(WALLET_KEYS)
    expect(wallet).toMatchObject({
      id: metamask.id,
      image_id: metamask.image_id,
      chains: metamask.chains,
      badge_type: 'none',
    })
    const url = new URL(wallet?.image_url ?? '')
    expect(url.pathname).toBe(`/getWalletImage/${metamask.image_id}`)
    expect(url.searchParams.get('projectId')).toBe(PRO.id)
    const image = await engine().request(`${url.pathname}${url.search}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })

  it('R-9.20: a search returns up to 100 entries; without a search more than 40 is refused', async () => {
    const expected = seedWallets.filter((wallet) => wallet.name.toLowerCase().includes('a'))
    const found = await page('&search=a')
    expect(found.count).toBe(expected.length)
    expect(found.data).toHaveLength(100)
    expect(found.data.map((wallet) => wallet.id)).toEqual(expected.slice(0, 100).map((wallet) => wallet.id))
    expect((await page('&search=a&page=2')).data.map((wallet) => wallet.id)).toEqual(
      expected.slice(100, 200).map((wallet) => wallet.id),
    )
    const tooMany = await engine().request(`/getWallets?${sdk()}&entries=41`)
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).error).toMatch(/^entries: at most 40/)
  })

  it('R-5.25: search text is trimmed and matches names case-insensitively; blank search lists everything', async () => {
    const exact = await page('&search=metamask')
    expect(await page(`&search=${encodeURIComponent('  MetaMASK \t')}`)).toEqual(exact)
    expect(exact.data[0]?.name).toBe('MetaMask')
    expect((await page(`&search=${encodeURIComponent('   ')}`)).count).toBe(229)
  })

  it('search characters are literal: % and _ match nothing here', async () => {
    expect((await page(`&search=${encodeURIComponent('%')}`)).count).toBe(0)
    expect((await page('&search=_')).count).toBe(0)
  })

  it('include lists only those wallets (in display order), exclude leaves them out', async () => {
    const included = await page(`&include=${coinbase.id},${metamask.id}`)
    expect(included).toMatchObject({ count: 2 })
    expect(included.data.map((wallet) => wallet.id)).toEqual([metamask.id, coinbase.id])
    const excluded = await page(`&exclude=${metamask.id},${trust.id}`)
    expect(excluded.count).toBe(227)
    expect(excluded.data[0]?.id).toBe(coinbase.id)
  })

  it('chains: a wallet matches when it lists one of the chains; eip155:1 does not match eip155:100', async () => {
    expect((await page(`&chains=${SOLANA}`)).count).toBe(withChain(SOLANA).length)
    expect((await page(`&chains=${SOLANA},${BITCOIN}`)).count).toBe(withChain(SOLANA, BITCOIN).length)
    const mainnet = await page('&chains=eip155:1&search=wallet')
    expect(mainnet.count).toBe(
      withChain('eip155:1').filter((wallet) => wallet.name.toLowerCase().includes('wallet')).length,
    )
    expect((await page('&chains=eip155:1')).count).toBe(withChain('eip155:1').length)
    expect((await page('&chains=eip155:31337')).count).toBe(0)
  })

  it('bad queries are 400s with a message, never 500s', async () => {
    for (const query of [
      '&page=0',
      '&page=abc',
      '&entries=0',
      '&entries=101&search=a',
      '&badge_type=gold',
      '&chains=notachain',
      "&include=a'b",
      `&search=${'x'.repeat(201)}`,
    ]) {
      const response = await engine().request(`/getWallets?${sdk()}${query}`)
      expect(response.status, query).toBe(400)
      expect((await response.json()).error, query).toMatch(/^\w+(\.\d+)?: /)
    }
  })

  it('R-5.12 R-8.13 R-5.10: the catalogue is guarded by the project', async () => {
    expect((await engine().request('/getWallets')).status).toBe(400)
    expect((await engine().request(`/getWallets?${sdk('nope')}`)).status).toBe(401)
    expect(
      (await engine().request(`/getWallets?${sdk()}`, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403)
    expect((await engine().request(`/getWalletImage/${metamask.image_id}`)).status).toBe(400)
  })

  it('a wallet the icon set knows shows its logo, seeded into the image store', async () => {
    const response = await engine().request(`/getWalletImage/${trust.image_id}?${sdk()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/)
    expect(await response.text()).toBe(await iconSvg('wallets', 'trust'))
  })

  it('R-7.6: a wallet no set knows gets its initials on its primary colour, with cache headers', async () => {
    const trust = unknownToIconSet
    const response = await engine().request(`/getWalletImage/${trust.image_id}?${sdk()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await response.text()
    expect(svg).toContain(`fill="${trust.primary_color}"`)
    expect(svg).toContain(`aria-label="${trust.name}"`)
    expect(svg).toMatch(/width="96" height="96"/)
    const unknown = await engine().request(`/getWalletImage/no-such-image?${sdk()}`)
    expect(unknown.status).toBe(404)
  })

  it('R-7.7 R-7.8 R-7.9: asset, currency and token images are placeholders named by their id', async () => {
    for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
      const response = await engine().request(`/public/${kind}/usd-coin`)
      expect(response.status, kind).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await response.text()).toMatch(/aria-label="usd-coin".*>U<\/text>/)
    }
    expect((await engine().request(`/public/getTokenImage/${encodeURIComponent('<svg>')}`)).status).toBe(400)
  })

  it('R-7.7: a network the icon set knows is served its logo by asset image id', async () => {
    const response = await engine().request('/public/getAssetImage/ethereum')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toBe(await iconSvg('networks', 'ethereum'))
  })

  it('R-7.10: the analytics switch is per project and on by default', async () => {
    expect(await (await engine().request(`/getAnalyticsConfig?${sdk()}`)).json()).toEqual({ isAnalyticsEnabled: true })
    expect(await (await engine().request(`/getAnalyticsConfig?${sdk('quiet')}`)).json()).toEqual({
      isAnalyticsEnabled: false,
    })
    expect((await engine().request('/getAnalyticsConfig')).status).toBe(400)
  })

  it('an operator adds a wallet: listed last; its placeholder escapes a hostile name', async () => {
    const name = `<script>alert("x")</script> & Co`
    const created = await engine().request(
      '/admin/wallets',
      admin({ method: 'POST', json: { id: 'hostile', name, chains: ['eip155:31337'], primary_color: '#102030' } }),
    )
    expect(created.status).toBe(201)
    const listed = await page('&chains=eip155:31337')
    expect(listed.count).toBe(1)
    expect(listed.data[0]).toMatchObject({ id: 'hostile', name, image_id: 'hostile' })
    expect((await page('&page=6')).data.at(-1)?.id).toBe('hostile')
    const svg = await (await engine().request(`/getWalletImage/hostile?${sdk()}`)).text()
    expect(svg).not.toContain('<script')
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"')
    expect(svg).toContain('fill="#102030"')
    const again = await engine().request(
      '/admin/wallets',
      admin({ method: 'POST', json: { id: 'hostile', name: 'x' } }),
    )
    expect(again.status).toBe(409)
  })

  it('an operator edits and hides a wallet; hidden wallets are never listed, searched or included', async () => {
    const edited = await engine().request(
      `/admin/wallets/${coinbase.id}`,
      admin({ method: 'PUT', json: { badge_type: 'certified' } }),
    )
    expect(edited.status).toBe(200)
    expect((await page('&badge_type=certified')).data.map((wallet) => wallet.id)).toEqual([coinbase.id])
    const hidden = await engine().request(
      `/admin/wallets/${trust.id}`,
      admin({ method: 'PUT', json: { hidden: true } }),
    )
    expect(await hidden.json()).toMatchObject({ id: trust.id, hidden: true, name: trust.name })
    const first = await page()
    expect(first.count).toBe(229) // 229 seeded + 1 added − 1 hidden
    expect(first.data.map((wallet) => wallet.id)).not.toContain(trust.id)
    expect((await page('&search=trust%20wallet')).count).toBe(0)
    expect((await page(`&include=${trust.id}`)).count).toBe(0)
    await engine().request(`/admin/wallets/${trust.id}`, admin({ method: 'PUT', json: { hidden: false } }))
    expect((await page(`&include=${trust.id}`)).count).toBe(1)
    expect(
      (await engine().request('/admin/wallets/absent', admin({ method: 'PUT', json: { name: 'x' } }))).status,
    ).toBe(404)
  })

  it('wallet edits are validated: script links, bad colours and unknown fields are 400s', async () => {
    const bodies = [
      { id: 'w1', name: 'W', mobile_link: 'javascript:alert(1)' },
      { id: 'w1', name: 'W', homepage: 'ftp://x.example' },
      { id: 'w1', name: 'W', primary_color: 'red' },
      { id: 'w1', name: 'W', chains: ['mainnet'] },
      { id: 'w1', name: 'W', secret: true },
      { id: 'w 1', name: 'W' },
    ]
    for (const json of bodies) {
      const response = await engine().request('/admin/wallets', admin({ method: 'POST', json }))
      expect(response.status, JSON.stringify(json)).toBe(400)
      expect((await response.json()).error).toEqual(expect.any(String))
    }
    expect((await engine().request('/admin/wallets', { method: 'POST', body: '{}' })).status).toBe(401)
  })

  it('an uploaded image replaces the placeholder: png, svg, jpeg or webp only, at most 512 KiB', async () => {
    const upload = (body: BodyInit, type: string, id = metamask.id) =>
      engine().request(`/admin/wallets/${id}/image`, admin({ method: 'PUT', body, headers: { 'content-type': type } }))
    const stored = await upload(TINY_PNG, 'image/png')
    expect(stored.status).toBe(200)
    const image = await engine().request(`/getWalletImage/${metamask.image_id}?${sdk()}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG)

    expect((await upload(TINY_PNG, 'image/gif')).status).toBe(415)
    expect((await upload('hello', 'text/plain')).status).toBe(415)
    expect((await upload(TINY_PNG, 'image/jpeg')).status).toBe(415) // labelled jpeg, bytes are png
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(512 * 1024)])
    const tooBig = await upload(big, 'image/png')
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ error: 'Image larger than 512 KiB' })
    expect((await upload(TINY_PNG, 'image/png', 'absent')).status).toBe(404)

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'
    expect((await upload(svg, 'image/svg+xml', trust.id)).status).toBe(200)
    const served = await engine().request(`/getWalletImage/${trust.image_id}?${sdk()}`)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/)
    expect(await served.text()).toBe(svg)
  })
})

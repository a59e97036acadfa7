// The wallet catalogue (SPEC §7): wallets page by page, their images, the analytics switch, and operator edits.
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { cachesOf } from '../cache/caches.ts'
import type { Built } from '../cache/responses.ts'
import type { CloudContext } from '../context.ts'
import { errorResponse, parseJson, parseParams, parseQuery } from '../http/validate.ts'
import { projectJson } from '../projects/routes.ts'
import { requireAdmin } from '../projects/admin.ts'
import { requireProject } from '../projects/guard.ts'
import { sdkQuerySchema } from '../projects/input.ts'
import { assetImageId } from './iconSet.ts'
import { IMAGE_HEADERS, MAX_IMAGE_BYTES, bytesMatchType, imageTypeOf } from './images.ts'
import {
  adminWalletsQuerySchema,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
  getWalletsQuerySchema,
  walletIdSchema,
  walletInputSchema,
  walletUpdateSchema,
} from './input.ts'
import { placeholderSvg } from './placeholder.ts'
import { type WalletRow, addWallet, getImage, getWallet, parseChains, saveImage, updateWallet } from './store.ts'

export const imageIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'an image id') })

/** the wallet as GET /getWallets lists it (CLOUD.md shape); display_index is its place in the catalogue's order */
function walletView(row: WalletRow, imageUrl: (imageId: string) => string, displayIndex: number) {
  return {
    id: row.id,
    name: row.name,
    image_id: row.image_id,
    image_url: imageUrl(row.image_id),
    homepage: row.homepage,
    rdns: row.rdns,
    chains: parseChains(row),
    mobile_link: row.mobile_link,
    desktop_link: row.desktop_link,
    webapp_link: row.webapp_link,
    app_store: row.app_store,
    play_store: row.play_store,
    chrome_store: row.chrome_store,
    primary_color: row.primary_color,
    badge_type: row.badge_type,
    display_index: displayIndex,
  }
}

/** absolute image URLs: the modal renders them with <img src> on the host page, which sends no project id */
function imageUrlFor(c: Context, query: { projectId: string; st?: string; sv?: string }) {
  const url = new URL(c.req.url)
  const protocol = c.req.header('x-forwarded-proto') === 'https' ? 'https:' : url.protocol
  const params = new URLSearchParams({ projectId: query.projectId })
  if (query.st) params.set('st', query.st)
  if (query.sv) params.set('sv', query.sv)
  return (imageId: string) => `${protocol}//${url.host}/getWalletImage/${encodeURIComponent(imageId)}?${params}`
}

const svg = (text: string): Built => ({
  body: text,
  headers: { 'content-type': 'image/svg+xml; charset=utf-8', ...IMAGE_HEADERS },
})

/** wallet pages change only with the catalogue: browsers may keep one for 5 minutes, then revalidate (ETag) */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300'

/** what a page's bytes depend on: the whole URL (query, host) and the scheme the image URLs get */
const pageKey = (c: Context) => `${c.req.header('x-forwarded-proto') === 'https' ? 'https' : 'http'} ${c.req.url}`

export function catalogueRoutes(context: CloudContext) {
  const app = new Hono()
  const caches = cachesOf(context)

  app.get('/getWallets', async (c) => {
    const project = await requireProject(context, c)
    const lists = project.walletLists
    // the project's lists are part of the page: a change to them is a new key (the project cache follows the feed)
    return caches.catalogueResponses.serve(c, `wallets ${JSON.stringify(lists ?? null)} ${pageKey(c)}`, async () => {
      const query = parseQuery(c, getWalletsQuerySchema)
      const entries = query.entries ?? (query.search ? WALLETS_SEARCH_SIZE : WALLETS_PAGE_SIZE)
      const exclude = [...(query.exclude ?? []), ...(lists?.excluded ?? [])]
      const first = [...(lists?.featured ?? []), ...(lists?.recommended ?? [])]
      const filter = {
        search: query.search,
        badgeType: query.badge_type,
        include: query.include,
        exclude,
        chains: query.chains,
        first,
      }
      const { count, rows } = await caches.catalogue.findWallets(filter, query.page, entries)
      const imageUrl = imageUrlFor(c, query)
      // counted across pages: page 2's first wallet follows page 1's last
      const before = (query.page - 1) * entries
      const body = JSON.stringify({ count, data: rows.map((row, index) => walletView(row, imageUrl, before + index)) })
      return { body, headers: { 'content-type': 'application/json', 'cache-control': CATALOGUE_CACHE_CONTROL } }
    })
  })

  app.get('/getWalletImage/:id', async (c) => {
    await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    const { id } = parseParams(c, imageIdSchema)
    return caches.catalogueResponses.serve(c, `image ${id}`, async () => {
      const uploaded = await getImage(context.db, id)
      if (uploaded)
        return {
          body: new Uint8Array(uploaded.bytes),
          headers: { 'content-type': uploaded.contentType, ...IMAGE_HEADERS },
        }
      const wallet = await caches.catalogue.walletByImageId(id)
      if (!wallet) return errorResponse(404, 'Image not found')
      return svg(placeholderSvg(wallet.name, wallet.primary_color, wallet.id))
    })
  })

  // network logos seeded from the icon set (asset ids like "ethereum"); otherwise asset, currency and token images
  // are placeholders named by their id; public: no project needed
  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
    app.get(`/public/${kind}/:id`, async (c) => {
      const { id } = parseParams(c, imageIdSchema)
      return caches.catalogueResponses.serve(c, `${kind} ${id}`, async () => {
        const stored = kind === 'getAssetImage' ? await getImage(context.db, assetImageId(id)) : undefined
        if (stored)
          return {
            body: new Uint8Array(stored.bytes),
            headers: { 'content-type': stored.contentType, ...IMAGE_HEADERS },
          }
        return svg(placeholderSvg(id, null))
      })
    })
  }

  app.get('/getAnalyticsConfig', async (c) => {
    const project = await requireProject(context, c)
    parseQuery(c, sdkQuerySchema)
    return caches.projectResponses.serve(c, `analytics ${project.id}`, async () =>
      projectJson({ isAnalyticsEnabled: project.isAnalyticsEnabled !== false }),
    )
  })

  app.use('/admin/wallets', requireAdmin(context))
  app.use('/admin/wallets/*', requireAdmin(context))
  const walletParams = z.object({ id: walletIdSchema })
  const adminView = (row: WalletRow) => ({ ...row, chains: parseChains(row), hidden: row.hidden !== 0 })

  app.get('/admin/wallets', async (c) => {
    const query = parseQuery(c, adminWalletsQuerySchema)
    const entries = query.search ? WALLETS_SEARCH_SIZE : WALLETS_PAGE_SIZE
    const { count, rows } = await caches.catalogue.findWallets(
      { search: query.search || undefined },
      query.page,
      entries,
    )
    return c.json({ count, data: rows.map(adminView) })
  })

  app.post('/admin/wallets', async (c) => {
    const input = await parseJson(c, walletInputSchema, 64 * 1024)
    const row = await addWallet(context.db, input)
    if (!row) return errorResponse(409, `Wallet ${input.id} already exists`)
    return c.json(adminView(row), 201)
  })

  app.put('/admin/wallets/:id', async (c) => {
    const { id } = parseParams(c, walletParams)
    const update = await parseJson(c, walletUpdateSchema, 64 * 1024)
    if (!(await getWallet(context.db, id))) return errorResponse(404, `Wallet ${id} not found`)
    const row = await updateWallet(context.db, id, update)
    return c.json(adminView(row as WalletRow))
  })

  app.put(
    '/admin/wallets/:id/image',
    async (c, next) => {
      if (!imageTypeOf(c.req.header('content-type')))
        return errorResponse(415, 'Image must be image/png, image/svg+xml, image/jpeg or image/webp')
      await next()
    },
    bodyLimit({ maxSize: MAX_IMAGE_BYTES, onError: () => errorResponse(413, 'Image larger than 512 KiB') }),
    async (c) => {
      const { id } = parseParams(c, walletParams)
      const type = imageTypeOf(c.req.header('content-type'))
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      if (bytes.length > MAX_IMAGE_BYTES) return errorResponse(413, 'Image larger than 512 KiB')
      if (!type || !bytesMatchType(bytes, type))
        return errorResponse(415, `The bytes are not ${type ?? 'an accepted image'}`)
      const wallet = await getWallet(context.db, id)
      if (!wallet) return errorResponse(404, `Wallet ${id} not found`)
      await saveImage(context.db, wallet.image_id, { contentType: type, bytes: Buffer.from(bytes) }, context.now())
      return c.json({ id: wallet.id, image_id: wallet.image_id, content_type: type, bytes: bytes.length })
    },
  )

  return app
}

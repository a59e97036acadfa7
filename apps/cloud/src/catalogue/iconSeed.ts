// Seeds the image store from the icon set: each catalogue wallet the set knows gets its logo (an operator's own
// upload is never replaced), and every network logo is stored for GET /public/getAssetImage/{name}.
import type { Kysely } from 'kysely'
import { assetImageId, iconNames, iconSvg, walletIconName } from './iconSet.ts'

interface ImageRow {
  image_id: string
  content_type: string
  data: string
  updated_at: string
}

/** inserts the images that are not stored yet; returns how many were added */
export async function seedIconImages(db: Kysely<any>, now = new Date()): Promise<number> {
  const stored = new Set(
    (await db.selectFrom('wallet_images').select('image_id').execute()).map(
      (row: { image_id: string }) => row.image_id,
    ),
  )
  const wallets = (await db.selectFrom('wallets').select(['name', 'image_id']).execute()) as {
    name: string
    image_id: string
  }[]
  const walletNames = iconNames('wallets')
  const rows: ImageRow[] = []
  const add = (imageId: string, svg: string) => {
    if (stored.has(imageId)) return
    stored.add(imageId)
    rows.push({
      image_id: imageId,
      content_type: 'image/svg+xml',
      data: Buffer.from(svg).toString('base64'),
      updated_at: now.toISOString(),
    })
  }
  for (const wallet of wallets) {
    const icon = walletIconName(wallet.name, walletNames)
    if (icon) add(wallet.image_id, await iconSvg('wallets', icon))
  }
  for (const name of iconNames('networks')) add(assetImageId(name), await iconSvg('networks', name))
  // chunks keep each statement under both engines' bound-parameter limits
  for (let start = 0; start < rows.length; start += 50)
    await db
      .insertInto('wallet_images')
      .values(rows.slice(start, start + 50))
      .execute()
  return rows.length
}

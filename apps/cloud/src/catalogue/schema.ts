// Tables of the wallet catalogue (SPEC §3 wallet fields, §7 GET /getWallets and the image endpoints).
export const BADGE_TYPES = ['none', 'certified'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

export interface WalletsTable {
  id: string
  /** display order: the seed file's order, operator additions after it */
  position: number
  name: string
  homepage: string | null
  rdns: string | null
  /** JSON array of CAIP-2 chain ids */
  chains: string
  mobile_link: string | null
  universal_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** the key of GET /getWalletImage/{image_id}; unique per wallet */
  image_id: string
  primary_color: string | null
  badge_type: BadgeType
  description: string | null
  /** 1 = never listed */
  hidden: number
}

export interface WalletImagesTable {
  image_id: string
  content_type: string
  /** the image bytes, base64: one text column reads the same on both engines */
  data: string
  updated_at: string
}

export interface CatalogueTables {
  wallets: WalletsTable
  wallet_images: WalletImagesTable
}

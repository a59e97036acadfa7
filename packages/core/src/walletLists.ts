// The catalogue's wallets for Connect (SPEC §2 groups featured and recommended) and AllWallets: the app's
// featuredWalletIds / includeWalletIds / excludeWalletIds applied, wallets the visitor already sees left out
// (SPEC §5 ), and on a phone the wallets that open by a mobile link first.
import type { CatalogueWallet, WalletCatalogue } from './catalogue.ts'
import { RECOMMENDED_WALLETS_COUNT } from './constants.ts'
import { type KnownWallet, withoutKnownWallets } from './walletFilters.ts'

export interface WalletListSettings {
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  /** catalogue ids, rdns or names */
  excludeWalletIds?: readonly string[]
}

export interface WalletListContext {
  /** announced connectors and recent wallets */
  known: readonly KnownWallet[]
  isMobile: boolean
}

/** excludeWalletIds names a wallet by catalogue id, rdns or name (case-insensitive) */
export function isWalletExcluded(wallet: CatalogueWallet, excluded: readonly string[] = []): boolean {
  const lower = excluded.map((entry) => entry.toLowerCase())
  return (
    lower.includes(wallet.id.toLowerCase()) ||
    lower.includes(wallet.name.toLowerCase()) ||
    (Boolean(wallet.rdns) && lower.includes(String(wallet.rdns).toLowerCase()))
  )
}

/** wallets with a mobile link first on a phone, each part in its own order */
export function mobileFirst<W extends CatalogueWallet>(wallets: readonly W[], isMobile: boolean): W[] {
  if (!isMobile) return [...wallets]
  const linked = wallets.filter((wallet) => wallet.mobile_link)
  return [...linked, ...wallets.filter((wallet) => !wallet.mobile_link)]
}

/** the featured wallets in the app's order, without those the visitor already sees */
export async function featuredWallets(
  catalogue: WalletCatalogue,
  settings: WalletListSettings,
  context: WalletListContext,
): Promise<CatalogueWallet[]> {
  return listableWallets(await fetchFeaturedWallets(catalogue, settings), settings, context)
}

/** the app's featured wallets from the catalogue, in the app's order: the app's settings alone decide the request */
export async function fetchFeaturedWallets(
  catalogue: WalletCatalogue,
  settings: WalletListSettings,
): Promise<CatalogueWallet[]> {
  const ids = [...(settings.featuredWalletIds ?? [])]
  if (!ids.length) return []
  const { data } = await catalogue.getWallets({ page: 1, entries: ids.length, include: ids })
  return ids.flatMap((id) => data.filter((wallet) => wallet.id === id))
}

/** the wallets (featured, the app's custom ones) without those the visitor already sees or the app excludes */
export function listableWallets(
  wallets: readonly CatalogueWallet[],
  settings: WalletListSettings,
  context: WalletListContext,
): CatalogueWallet[] {
  return withoutKnownWallets(wallets, context.known, context).filter(
    (wallet) => !isWalletExcluded(wallet, settings.excludeWalletIds),
  )
}

/** SPEC §9: 4 recommended wallets from the catalogue's first page, neither featured nor excluded nor already seen */
export async function recommendedWallets(
  catalogue: WalletCatalogue,
  settings: WalletListSettings,
  context: WalletListContext,
): Promise<CatalogueWallet[]> {
  const exclude = [...(settings.excludeWalletIds ?? []), ...(settings.featuredWalletIds ?? [])]
  // enough to still have 4 once the wallets already seen, or excluded by rdns or name, are left out
  const entries = RECOMMENDED_WALLETS_COUNT + context.known.length + exclude.length
  const include = settings.includeWalletIds?.length ? [...settings.includeWalletIds] : undefined
  const { data } = await catalogue.getWallets({ page: 1, entries, exclude, ...(include ? { include } : {}) })
  const shown = listableWallets(data, { excludeWalletIds: exclude }, context)
  return mobileFirst(shown, context.isMobile).slice(0, RECOMMENDED_WALLETS_COUNT)
}

// Recommended and featured lists leave out wallets the visitor already sees as announced or recent (SPEC §5).
import type { CatalogueWallet } from './catalogue.ts'

/** a wallet the page already lists: an announced connector or a recent wallet */
export interface KnownWallet {
  rdns?: string
  name?: string
  /** the catalogue id of the wallet */
  explorerId?: string
}

const MASK_WALLET_MOBILE_RDNS = 'io.metamask.mobile'
const MASK_WALLET_RDNS = 'io.metamask'

/** on mobile the mask wallet announces its own rdns; the catalogue only knows the desktop one */
export function catalogueRdns(rdns: string, isMobile: boolean): string {
  return isMobile && rdns === MASK_WALLET_MOBILE_RDNS ? MASK_WALLET_RDNS : rdns
}

function matches(wallet: CatalogueWallet, known: KnownWallet, isMobile: boolean): boolean {
  if (known.explorerId && known.explorerId === wallet.id) return true
  if (known.rdns) return Boolean(wallet.rdns) && catalogueRdns(known.rdns, isMobile) === wallet.rdns
  return Boolean(known.name) && known.name?.toLowerCase() === wallet.name.toLowerCase()
}

/** matched by rdns, else by name when there is no rdns, and always by explorer id */
export function withoutKnownWallets<W extends CatalogueWallet>(
  wallets: readonly W[],
  known: readonly KnownWallet[],
  options: { isMobile: boolean },
): W[] {
  return wallets.filter((wallet) => !known.some((entry) => matches(wallet, entry, options.isMobile)))
}

// The wallet catalogue over GET /getWallets (SPEC §7, §9 ): pages of 40, search up to 100;
// a wallet's image is its image_url, else the cloud's GET /getWalletImage/{image_id}.
import type { CatalogueWallet, WalletCatalogue, WalletPage } from '../catalogue.ts'
import type { CloudHttp } from './http.ts'

/** where AllWallets loads a wallet's picture from (shown only as <img src>) */
export function walletImageUrl(http: CloudHttp, wallet: CatalogueWallet): string | undefined {
  if (wallet.image_url) return wallet.image_url
  if (wallet.image_id) return http.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`)
  return undefined
}

export function cloudCatalogue(http: CloudHttp): WalletCatalogue {
  return {
    async getWallets({ page, entries, search, include, exclude, chains }) {
      const result = await http.get<WalletPage>('/getWallets', { page, entries, search, include, exclude, chains })
      return {
        count: result.count,
        data: result.data.map((wallet) => ({ ...wallet, image_url: walletImageUrl(http, wallet) ?? null })),
      }
    },
  }
}

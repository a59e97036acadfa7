// What a connect screen of the app's own reads from the instance: a part of the public Latch instance (latchApi.ts),
// apart because the headless pieces change together and for their own reasons.
import type { CatalogueWallet } from '../catalogue.ts'
import type { CatalogueQuery, CataloguePage } from './catalogueSearch.ts'
import type { ConnectState } from './connectState.ts'
import type { FarcasterLoginState } from './farcasterLogin.ts'
import type { EmailLoginState, SocialLoginState } from './loginFlows.ts'
import type { PairingQr } from './pairingQr.ts'
import type { WalletLinks } from './walletLinks.ts'
import type { WalletGroupEntries } from './walletGroups.ts'

/**
 * What a connect screen of the app's own needs (the modal's Connect and AllWallets views read the same): each getter
 * answers the same object until what it depends on changes, and `subscribe` reports when to read it again.
 */
export interface HeadlessActions {
  /**
   * The wallet groups with their wallets in SPEC §2 order (walletConnect, recent, injected, featured, custom,
   * external, recommended, or the app's `walletTypeOrder` first), without the wallets SPEC §5 hides. The catalogue's
   * featured and recommended wallets are fetched on the first call and join the groups when they arrive.
   * @example
   * ```ts
   * for (const { group, wallets } of latch.getWalletGroups()) console.log(group, wallets.length)
   * ```
   */
  getWalletGroups(): readonly WalletGroupEntries[]
  /**
   * One page of the wallet catalogue (40 a page, up to 100 search results) with the app's include and exclude lists.
   * @example
   * ```ts
   * const { wallets, hasMore } = await latch.searchCatalogue({ search: 'rain', page: 1 })
   * ```
   */
  searchCatalogue(query?: CatalogueQuery): Promise<CataloguePage>
  /**
   * The last connection attempt: its connector, status, error code and pairing link with its expiry.
   * @example
   * ```ts
   * latch.subscribe(() => {
   *   const { status, pairingUri } = latch.getConnectState()
   * })
   * ```
   */
  getConnectState(): ConnectState
  /**
   * The pairing link of the attempt in progress as a QR code's module matrix (error correction M, no quiet zone), for
   * any renderer; the same object until the link changes. The encoder loads on the first read that has a link: until
   * then this answers undefined, and `subscribe` hears when it can answer.
   * @example
   * ```ts
   * latch.subscribe(() => {
   *   const qr = latch.getPairingQr()
   *   if (qr) drawSquares(qr.size, qr.modules) // modules[row][column] is true where dark
   * })
   * ```
   */
  getPairingQr(): PairingQr | undefined
  /**
   * {@link HeadlessActions.getPairingQr} once its encoder has loaded: for a renderer that awaits rather than subscribes.
   * @example
   * ```ts
   * const qr = await latch.loadPairingQr()
   * ```
   */
  loadPairingQr(): Promise<PairingQr | undefined>
  /**
   * Where a catalogue wallet opens or is got: native and universal phone links (carrying the pairing link while one
   * exists), desktop and web app, stores; only http(s) links and app schemes that run no script.
   * @example
   * ```ts
   * const { native, universal, stores } = latch.getWalletLinks(wallet)
   * ```
   */
  getWalletLinks(wallet: CatalogueWallet): WalletLinks
  /**
   * The email login's step (email, sending, code, verifying, connected) and its last error code; `connectEmail`,
   * `submitEmailCode` and `resendEmailCode` move it on.
   * @example
   * ```ts
   * await latch.connectEmail('ada@example.com')
   * if (latch.getEmailLogin().step === 'code') await latch.submitEmailCode('123456')
   * ```
   */
  getEmailLogin(): EmailLoginState
  /**
   * The social login's step (idle, connecting, connected, failed) with its provider; `connectSocial` starts it.
   * @example
   * ```ts
   * button.onclick = () => void latch.connectSocial('google')
   * latch.subscribe(() => console.log(latch.getSocialLogin().step))
   * ```
   */
  getSocialLogin(): SocialLoginState
  /**
   * Sign In With Farcaster's step (idle, preparing, scan with the `url` to show as a QR code, connected, failed with
   * its `errorCode`); `connectFarcaster` starts it.
   * @example
   * ```ts
   * void latch.connectFarcaster()
   * latch.subscribe(() => {
   *   const { step, url } = latch.getFarcasterLogin()
   *   if (step === 'scan' && url) drawQrCode(url)
   * })
   * ```
   */
  getFarcasterLogin(): FarcasterLoginState
}

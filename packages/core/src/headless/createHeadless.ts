// What a connect screen of the app's own needs, read from the instance like the modal's views read it: each a getter
// whose answer changes only with the state the instance's subscribe reports.
import type { WalletCatalogue } from '../catalogue.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { ConnectViewSettings } from '../latchApi.ts'
import { createCatalogueSearch } from './catalogueSearch.ts'
import { createConnectState } from './connectState.ts'
import { createFarcasterLogin } from './farcasterLogin.ts'
import { createLoginFlows, type LoginActions } from './loginFlows.ts'
import { createPairingQr } from './pairingQr.ts'
import { walletLinks } from './walletLinks.ts'
import type { CatalogueWallet } from '../catalogue.ts'
import { createWalletGroups } from './walletGroups.ts'

export interface HeadlessDeps {
  connectView: ConnectViewSettings
  catalogue: WalletCatalogue | undefined
  /** the embedded wallet's login actions, which the login flows observe */
  logins?: LoginActions & Partial<FarcasterAction>
}

const noLogin = () => Promise.reject(new Error('no embedded wallet'))

/** the embedded wallet's Farcaster sign-in, observed by its flow like the other logins */
export interface FarcasterAction {
  connectFarcaster(): Promise<void>
}

/** `actions`: the getters; `logins`: the embedded wallet's login actions, observed by the flows, in place of its own */
export function createHeadless(context: InstanceContext, deps: HeadlessDeps) {
  const logins = deps.logins ?? {
    connectEmail: noLogin,
    submitEmailCode: noLogin,
    resendEmailCode: noLogin,
    connectSocial: noLogin,
  }
  const { getEmailLogin, getSocialLogin, ...observed } = createLoginFlows(context.store, logins)
  const { getFarcasterLogin, connectFarcaster } = createFarcasterLogin(
    context.store,
    deps.logins?.connectFarcaster ?? noLogin,
  )
  return {
    actions: {
      ...createWalletGroups(context, deps),
      ...createCatalogueSearch(deps.catalogue, deps.connectView),
      ...createConnectState(context.store),
      ...createPairingQr(context.store),
      getEmailLogin,
      getSocialLogin,
      getFarcasterLogin,
      /** the wallet's links, with the pairing link of the attempt in progress */
      getWalletLinks: (wallet: CatalogueWallet) => walletLinks(wallet, context.store.getState().pairingUri),
    },
    logins: { ...observed, connectFarcaster },
  }
}

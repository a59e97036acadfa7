// What a connect screen of the app's own needs, read from the instance like the modal's views read it: each a getter
// whose answer changes only with the state the instance's subscribe reports.
import type { WalletCatalogue } from '../catalogue.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { ConnectViewSettings } from '../latchApi.ts'
import { createCatalogueSearch } from './catalogueSearch.ts'
import { createConnectState } from './connectState.ts'
import { createLoginFlows, type LoginActions } from './loginFlows.ts'
import { createPairingQr } from './pairingQr.ts'
import { walletLinks } from './walletLinks.ts'
import type { CatalogueWallet } from '../catalogue.ts'
import { createWalletGroups } from './walletGroups.ts'

export interface HeadlessDeps {
  connectView: ConnectViewSettings
  catalogue: WalletCatalogue | undefined
  /** the embedded wallet's login actions, which the login flows observe */
  logins?: LoginActions
}

const noLogin = () => Promise.reject(new Error('no embedded wallet'))

/** `actions`: the getters; `logins`: the embedded wallet's login actions, observed by the flows, in place of its own */
export function createHeadless(context: InstanceContext, deps: HeadlessDeps) {
  const logins = deps.logins ?? { connectEmail: noLogin, submitEmailCode: noLogin, resendEmailCode: noLogin, connectSocial: noLogin }
  const { getEmailLogin, getSocialLogin, ...observed } = createLoginFlows(context.store, logins)
  return {
    actions: {
      ...createWalletGroups(context, deps),
      ...createCatalogueSearch(deps.catalogue, deps.connectView),
      ...createConnectState(context.store),
      ...createPairingQr(context.store),
      getEmailLogin,
      getSocialLogin,
      /** the wallet's links, with the pairing link of the attempt in progress */
      getWalletLinks: (wallet: CatalogueWallet) => walletLinks(wallet, context.store.getState().pairingUri),
    },
    logins: observed,
  }
}

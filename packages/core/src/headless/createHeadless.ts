// What a connect screen of the app's own needs, read from the instance like the modal's views read it: each a getter
// whose answer changes only with the state the instance's subscribe reports.
import type { WalletCatalogue } from '../catalogue.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { ConnectViewSettings } from '../latchApi.ts'
import { createCatalogueSearch } from './catalogueSearch.ts'
import { createConnectState } from './connectState.ts'
import { createWalletGroups } from './walletGroups.ts'

export function createHeadless(context: InstanceContext, deps: { connectView: ConnectViewSettings; catalogue: WalletCatalogue | undefined }) {
  return {
    ...createWalletGroups(context, deps),
    ...createCatalogueSearch(deps.catalogue, deps.connectView),
    ...createConnectState(context.store),
  }
}

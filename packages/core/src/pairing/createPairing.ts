// The pairing link of the current attempt and its refresh (SPEC §4), and the visitor's deep-link choice (SPEC §3).
import type { AdapterEvents } from '../adapter.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { PairingActions } from '../latchApi.ts'
import { getDeepLinkChoice, schedulePairingRefresh, storeDeepLinkChoice } from './pairing.ts'

export function createPairing(context: InstanceContext) {
  const { store, storage, signals } = context
  let cancelRefresh = () => {}
  const actions: PairingActions = {
    getDeepLinkChoice: () => getDeepLinkChoice(storage),
    setDeepLinkChoice: (choice) => storeDeepLinkChoice(storage, choice),
  }

  return {
    actions,
    /** shows the link; a fresh one is requested when under 10 s of its 4 minutes remain (SPEC §4) */
    onPairingUri(event: AdapterEvents['pairingUri']) {
      cancelRefresh()
      const connectorId = store.getState().router.data.connectorId
      store.setState({ pairingUri: event.uri, pairingExpiresAt: event.expiresAt })
      cancelRefresh = schedulePairingRefresh(event.expiresAt, () => {
        const state = store.getState()
        const showing =
          state.router.view === 'ConnectingWalletConnect' || state.router.view === 'ConnectingWalletConnectBasic'
        // a fresh link is a new connect through the same connector (the connection, built later, listens)
        if (state.open && showing && !state.connectError && connectorId)
          signals.emit({ type: 'pairingLinkExpiring', connectorId })
      })
    },
    cancelRefresh: () => cancelRefresh(),
  }
}

export type Pairing = ReturnType<typeof createPairing>

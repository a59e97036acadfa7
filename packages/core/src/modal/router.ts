// View history of SPEC §2: no URL routes, a stack of views with next/prev transitions.

export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailLogin'
  | 'UpdateEmailWallet'
  | 'ProfileWallets'
  | 'Networks'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'DataCapture'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'Send'
  | 'Receive'
  /** help: what a wallet is, reached from Connect's header */
  | 'WhatIsAWallet'
  /** help: the catalogue's wallets with their store and app links */
  | 'GetWallet'
  /** ours (issue 17): the embedded wallet's frame over the modal while it sets up this device, or exports the key */
  | 'ConnectDevice'
  | 'ExportWallet'

export type Transition = 'next' | 'prev'

export interface RouteData {
  connectorId?: string
  network?: { caipNetworkId: string; name: string }
  [key: string]: unknown
}

export interface RouterState {
  view: ViewName
  history: ViewName[]
  data: RouteData
  transition: Transition
}

export function initialRouter(view: ViewName = 'Connect'): RouterState {
  return { view, history: [view], data: {}, transition: 'next' }
}

export function push(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return { view, history: [...router.history, view], data, transition: 'next' }
}

export function replace(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return { view, history: [...router.history.slice(0, -1), view], data, transition: 'next' }
}

/** a retry shows its view again: the same view is replaced, so Back does not step through each attempt */
export function pushOrReplace(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return router.view === view ? replace(router, view, data) : push(router, view, data)
}

/** undefined means there is nothing to go back to, so the modal closes (SPEC §2) */
export function goBack(router: RouterState): RouterState | undefined {
  if (router.history.length <= 1) return undefined
  const history = router.history.slice(0, -1)
  return { view: history[history.length - 1] as ViewName, history, data: {}, transition: 'prev' }
}

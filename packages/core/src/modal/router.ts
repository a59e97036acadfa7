// View history of SPEC §2: no URL routes, a stack of views with next/prev transitions.

/** Every view of the modal, by name: what `open({ view })` and `navigate` accept. */
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
  /** ours: the embedded wallet's frame over the modal while it sets up this device, or exports the key */
  | 'ConnectDevice'
  /** ours: the embedded wallet's frame over the modal while the visitor signs up or in with a passkey */
  | 'ConnectPasskey'
  | 'ExportWallet'
  /** buy with a card (SPEC §1 onramp): asset, network, fiat currency, method and amount; then quotes per provider;
   * then the checkout pop-up under way while the balance is watched; then the funds arrived */
  | 'OnRamp'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'OnRampSuccess'
  /** an exact payment a dApp asked for (latch.pay) */
  | 'Pay'
  /** the account's standing token allowances and NFT operator approvals, each revocable (EVM) */
  | 'Approvals'
  /** ours: the embedded account's sign-in methods (email, passkeys, socials), each removable but the last */
  | 'SignInMethods'

/** Which way the modal animates to a view: forward, or back. */
export type Transition = 'next' | 'prev'

/** What a view is opened with: the connector, network, wallet or request it shows. */
export interface RouteData {
  connectorId?: string
  network?: { caipNetworkId: string; name: string }
  [key: string]: unknown
}

/** a request a view of the modal started (a send): the view it returns to once the wallet has answered */
export interface TransactionEntry {
  view: ViewName
  data: RouteData
}

/** The modal's place: the view shown, the views back to the first, and the data of the view. */
export interface RouterState {
  view: ViewName
  history: ViewName[]
  data: RouteData
  transition: Transition
  /** the modal's requests under way, innermost last (SPEC §2: ApproveTransaction is redirected to only while
   * this is not empty; §4: an approval's outcome pops it, else closes the modal) */
  transactionStack: TransactionEntry[]
}

// the first paint's state starts from it: in a module of its own, without the moves below
export { initialRouter } from './initialRouter.ts'

export function push(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return { ...router, view, history: [...router.history, view], data, transition: 'next' }
}

export function replace(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return { ...router, view, history: [...router.history.slice(0, -1), view], data, transition: 'next' }
}

/** a request starts from the current view */
export function pushTransaction(
  router: RouterState,
  entry: TransactionEntry = { view: router.view, data: router.data },
): RouterState {
  return { ...router, transactionStack: [...router.transactionStack, entry] }
}

/** the request ended without a view of its own (no approval): its entry goes, the view stays */
export function dropTransaction(router: RouterState, entry: TransactionEntry): RouterState {
  const index = router.transactionStack.lastIndexOf(entry)
  if (index === -1) return router
  return { ...router, transactionStack: router.transactionStack.filter((_, i) => i !== index) }
}

/** the innermost request was answered: back to the view that started it (a prev transition) */
export function popTransaction(router: RouterState): RouterState {
  const entry = router.transactionStack[router.transactionStack.length - 1]
  if (!entry) return router
  const transactionStack = router.transactionStack.slice(0, -1)
  const at = router.history.lastIndexOf(entry.view)
  if (at === -1) return { ...router, transactionStack }
  if (at === router.history.length - 1) return { ...router, transactionStack }
  const history = router.history.slice(0, at + 1)
  return { view: entry.view, history, data: entry.data, transition: 'prev', transactionStack }
}

/** a retry shows its view again: the same view is replaced, so Back does not step through each attempt */
export function pushOrReplace(router: RouterState, view: ViewName, data: RouteData = {}): RouterState {
  return router.view === view ? replace(router, view, data) : push(router, view, data)
}

/** undefined means there is nothing to go back to, so the modal closes (SPEC §2) */
export function goBack(router: RouterState): RouterState | undefined {
  if (router.history.length <= 1) return undefined
  const history = router.history.slice(0, -1)
  return { ...router, view: history[history.length - 1] as ViewName, history, data: {}, transition: 'prev' }
}

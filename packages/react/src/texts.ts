// Every text the React UI shows of its own (SPEC §8 texts come from core's TEXTS), in one place.
import { TEXTS, type ViewName } from '@latch/core'

export const UI = {
  connectWallet: 'Connect Wallet',
  allWallets: 'All Wallets',
  account: (truncated: string) => `Account ${truncated}`,
  network: (name: string) => `Network: ${name}`,
  close: 'Close',
  back: 'Back',
  dismiss: 'Dismiss',
  recent: 'Recent',
  installed: 'Installed',
  searchWallet: 'Search wallet',
  noWalletsFound: 'No wallets found',
  loadingWallets: 'Loading wallets',
  getWallet: (name: string) => `Get ${name}`,
  notInstalled: (name: string) => `${name} is not installed in this browser.`,
  noLinkToGet: 'No download link is listed for this wallet.',
  continueIn: (name: string) => `Continue in ${name}`,
  acceptRequest: 'Accept the connection request in the wallet.',
  tryAgain: 'Try again',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  send: 'Send',
  receive: 'Receive',
  disconnect: 'Disconnect',
  tabs: ['Tokens', 'NFTs', 'Activity'] as const,
  noTokens: 'No tokens yet',
  noDataService: 'No data service is configured',
  loading: 'Loading',
  loadMore: 'Load more',
  noActivity: 'No activity yet',
  activityOff: 'Activity is turned off for this app',
  failedToFetchTransactions: TEXTS.failedToFetchTransactions,
  noNfts: 'No NFTs yet',
  failedToFetchNfts: 'Failed to fetch NFTs',
  transactionFailedTag: 'Failed',
  networkSwitchFailed: 'Failed to switch network',
  unsupportedChain: "This app doesn't support your current network. Switch to an available option to continue.",
  token: 'Token',
  amount: 'Amount',
  receiverAddress: 'Receiver address',
  invalidAddress: TEXTS.sendInvalidAddress,
  invalidAmount: TEXTS.sendInvalidAmount,
  insufficientBalance: TEXTS.sendInsufficientBalance,
  transactionSent: 'Transaction sent',
  transactionRejected: 'Transaction rejected',
  transactionFailed: 'Transaction failed',
  qrCodeFor: (address: string) => `QR code for ${address}`,
  receiveHint: (network: string) => `Send only ${network} assets to this address.`,
  viewUnavailable: 'This view is not available yet.',
} as const

/** header titles, which also name the dialog (team contract: accessible names) */
export const VIEW_TITLES: Partial<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  SwitchNetwork: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  Send: 'Send',
  Receive: 'Receive',
}

/** ConnectingExternal, and AllWallets showing one wallet, are titled by that wallet's name */
export function viewTitle(view: ViewName, walletName?: string): string {
  if (walletName && (view === 'ConnectingExternal' || view === 'AllWallets')) return walletName
  if (view === 'ConnectingExternal') return 'Connecting'
  return VIEW_TITLES[view] ?? view
}

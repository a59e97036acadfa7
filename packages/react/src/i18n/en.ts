// The message catalogue's source: every text the modal shows, in English (bundled; other locales load on demand).
// SPEC's texts come from core (enCoreTexts.ts), so they stay exact; translations translate these. `{name}` is a
// parameter.
import { BUTTON_TEXTS } from './buttonTexts.ts'
import { enCoreTexts } from './enCoreTexts.ts'
import { enTransactions, enTransactionsShared, type TransactionKey } from './enTransactions.ts'

// the Connect view's texts, with its header's and alerts' buttons: what a visitor reads first
const CONNECT_TEXTS = {
  close: 'Close',
  back: 'Back',
  dismiss: 'Dismiss',
  'title.Connect': 'Connect Wallet',
  whatIsAWallet: 'What is a wallet?',
  allWallets: 'All Wallets',
  email: 'Email',
  continue: 'Continue',
  continueWith: 'Continue with {provider}',
  continueWithPasskey: 'Continue with a passkey',
  moreSocials: 'More social logins',
  recoverFromFile: 'Recover with a recovery file',
  'tag.recent': 'Recent',
  'tag.installed': 'Installed',
  'tag.qrCode': 'QR code',
  'inApp.wallet': "You are in {app}'s browser: connect with {app} below.",
  'inApp.social':
    "You are in {app}'s browser, which may not open wallet apps. Open this page in your own browser to connect.",
  'inApp.openInBrowser': 'Open in my browser',
  'inApp.copyPageLink': 'Copy page link',
} as const

// every other text, made the first time one is read: a function's texts are not in the page's memory until it runs,
// so a visitor who only connects holds none of them
const otherTexts = () =>
  ({
    // header and view titles (they name the dialog)
    'title.AllWallets': 'All Wallets',
    'title.Account': 'Account',
    'title.Networks': 'Choose Network',
    'title.UnsupportedChain': 'Switch Network',
    'title.Send': 'Send',
    'title.Receive': 'Receive',
    'title.EmailLogin': 'Confirm email',
    'title.UpdateEmailWallet': 'Update email',
    'title.ApproveTransaction': 'Approve transaction',
    'title.ConnectingSocial': 'Social login',
    'title.ConnectingExternal': 'Connecting',
    'title.WhatIsAWallet': 'What is a wallet?',
    'title.GetWallet': 'Get a wallet',
    'title.ConnectDevice': 'Set up this device',
    'title.ConnectPasskey': 'Passkey',
    'title.ExportWallet': 'Export private key',
    'title.SwitchActiveChain': 'Switch Chain',
    'title.SIWXSignMessage': 'Sign In',
    'title.DataCapture': 'Your email',
    'title.ProfileWallets': 'Wallets',
    'title.RegisterAccountName': 'Choose a name',
    'title.RegisterAccountNameSuccess': 'Name registered',
    'title.Swap': 'Swap',
    'title.OnRamp': 'Buy crypto',
    'title.OnRampProviders': 'Choose a provider',
    'title.BuyInProgress': 'Buying',
    'title.OnRampSuccess': 'Purchase complete',
    'title.Pay': 'Pay',
    // wallet lists
    'tag.testnet': 'Testnet',
    searchWallet: 'Search wallet',
    noWalletsFound: 'No wallets found',
    loadingWallets: 'Loading wallets',
    getWallet: 'Get {name}',
    notInstalled: '{name} is not installed in this browser.',
    noLinkToGet: 'No download link is listed for this wallet.',
    // connecting
    continueIn: 'Continue in {name}',
    acceptRequest: 'Accept the connection request in the wallet.',
    tryAgain: 'Try again',
    pairingQrCode: 'QR code for the pairing link',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    linkCopyFailed: 'Could not copy the link',
    scanWithPhone: 'Scan this QR code with your phone wallet',
    preparingLink: 'Preparing the pairing link',
    openWallet: 'Open {name}',
    showQrCode: 'Show QR code',
    noMobileWallets: 'No wallet in the catalogue lists a mobile link.',
    continueInPopup: 'Continue in the pop-up window',
    preparing: 'Preparing…',
    farcasterQrCode: 'Farcaster sign-in QR code',
    scanWithFarcaster: "Scan with your phone's camera or Farcaster app",
    openInFarcaster: 'Open in Farcaster',
    // email and social
    codeSentTo: 'Enter the code we sent to {email}',
    newDevice: 'A new device is signing in to this account. Enter the code to confirm it is you.',
    verificationCode: 'Verification code',
    resendCode: 'Resend code',
    codeResent: 'A new code is on its way',
    newEmail: 'New email',
    updateEmail: 'Update email',
    confirmCurrentEmail: 'First confirm your current address.',
    confirmNewEmail: 'Now confirm your new address.',
    reviewInWallet: 'Review the request in the wallet below',
    continueInWallet: 'Continue in the wallet below',
    exportPrivateKey: 'Export private key',
    downloadRecoveryFile: 'Download recovery file',
    signOutEverywhere: 'Sign out everywhere',
    useSmartAccount: 'Use smart account',
    useEoa: 'Use EOA',
    smartAccountUnavailable: 'Smart accounts are not available on this network',
    // sign in with X, email capture, several wallets, names
    siwxIntro: 'Sign this message with your wallet to prove you own it. It costs nothing and sends no transaction.',
    siwxRequired: 'This app needs you to sign in before you continue.',
    siwxSign: 'Sign',
    siwxSigning: 'Waiting for the signature…',
    siwxCancel: 'Cancel',
    captureIntro: 'Get updates from this app by email. Optional: you can skip it.',
    captureCodeSent: 'We sent a code to',
    captureSkip: 'Skip',
    profileWallets: 'Manage wallets',
    profileConnected: 'Connected wallets',
    profileRecent: 'Recent wallets',
    profileActive: 'Active',
    profileSwitch: 'Switch to {name}',
    profileDelete: 'Delete {name}',
    profileNone: 'No other wallets yet.',
    registerName: 'Register a name',
    nameLabel: 'Name',
    nameTooShort: 'Name must be at least 4 characters long',
    nameBadCharacters: 'Name can only contain letters, digits and hyphens',
    nameSuggestions: 'Suggestions',
    nameAvailable: 'available',
    nameTaken: 'taken',
    nameRegister: 'Register {name}',
    nameRegistering: 'Sign the registration in your wallet…',
    nameRegistered: '{name} is now the name of this account.',
    done: 'Done',
    // account
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    send: 'Send',
    receive: 'Receive',
    disconnect: 'Disconnect',
    assets: 'Assets',
    'tab.Tokens': 'Tokens',
    'tab.NFTs': 'NFTs',
    'tab.Activity': 'Activity',
    noTokens: 'No tokens yet',
    noDataService: 'No data service is configured',
    switchActiveChain: 'The connected wallet does not support {network}. Connect a wallet that does:',
    noWalletForNamespace: 'No wallet for this network is installed in this browser.',
    nftsEvmOnly: 'NFTs are shown on EVM networks only',
    activityEvmOnly: 'Activity is shown on EVM networks only',
    loading: 'Loading',
    loadMore: 'Load more',
    noActivity: 'No activity yet',
    activityOff: 'Activity is turned off for this app',
    noNfts: 'No NFTs yet',
    failedToFetchNfts: 'Failed to fetch NFTs',
    transactionFailedTag: 'Failed',
    'operation.send': 'Send',
    'operation.receive': 'Receive',
    'operation.mint': 'Mint',
    'operation.burn': 'Burn',
    'operation.execute': 'Execute',
    'operation.other': 'Transaction',
    // networks
    networkSwitchFailed: 'Failed to switch network',
    unsupportedChain: "This app doesn't support your current network. Switch to an available option to continue.",
    // send and receive
    token: 'Token',
    amount: 'Amount',
    receiverAddress: 'Receiver address',
    sendLookalikeWarning:
      'This address looks like {recent}, which you sent to before, but it is a different address. Check every character.',
    sendFirstRecipientWarning: 'You have never sent to this address. Check it before you send.',
    sendWarningUnderstood: 'I checked the address and want to send',
    transactionSent: 'Transaction sent',
    transactionRejected: 'Transaction rejected',
    transactionFailed: 'Transaction failed',
    qrCodeFor: 'QR code for {address}',
    receiveHint: 'Send only {network} assets to this address.',
    viewUnavailable: 'This view is not available yet.',
    // help
    'help.homeTitle': 'A home for your digital assets',
    'help.homeText': 'A wallet keeps your crypto and NFTs, and lets you send and receive them.',
    'help.loginTitle': 'One login for every app',
    'help.loginText': 'Connect your wallet to sign in: no new account and no password to remember.',
    'help.safeTitle': 'You stay in control',
    'help.safeText':
      'Apps ask before anything happens. Nothing is signed or sent unless you approve it in your wallet.',
    getAWallet: 'Get a wallet',
    getWalletIntro: 'Pick a wallet to install. Once it is set up, come back and connect.',
    'store.app': 'App Store',
    'store.play': 'Google Play',
    'store.chrome': 'Chrome Web Store',
    'store.web': 'Website',
    'account.status.stale':
      'Your wallet is not responding. Open your wallet app and keep it open; this page checks again when you come back to it.',
    'account.status.reconnecting': 'Reconnecting to your wallet…',
    // a wallet that is itself a smart account (a Safe), under its address
    'account.smartWallet': '{name} · smart account',
    'core.walletNotResponding':
      'The wallet is not responding. Open your wallet app and keep it open, then try again; if it still does not respond, disconnect and connect again.',
    'core.relayUnreachable':
      'Your wallet cannot be reached right now: the connection to it is down and being restored. Try again in a moment.',
    'title.Approvals': 'Token approvals',
    'approvals.open': 'Token approvals',
    'approvals.empty': 'No token approvals on this network',
    'approvals.allowance': '{spender} may spend {amount} {symbol}',
    'approvals.unlimited': 'unlimited',
    'approvals.operator': '{operator} may transfer all your {symbol} NFTs',
    'approvals.revoke': 'Revoke',
    'approvals.revokeFor': 'Revoke: {what}',
    'approvals.revoked': 'Approval revoked',
    'title.SignInMethods': 'Sign-in methods',
    'methods.open': 'Sign-in methods',
    'methods.kind.email': 'Email',
    'methods.kind.passkey': 'Passkey',
    'methods.kind.social': 'Social login',
    'methods.added': 'added {date}',
    'methods.lastUsed': 'last used {date}',
    'methods.neverUsed': 'not used yet',
    'methods.remove': 'Remove',
    'methods.removeFor': 'Remove: {name}',
    'methods.addPasskey': 'Add a passkey',
    'methods.addEmail': 'Add an email',
    'methods.newEmail': 'Email to add',
    'methods.onlyOne': 'This is your only way to sign in: add another before removing it.',
    'methods.history': 'Recent changes',
    'methods.event.link': '{name} added on {date}',
    'methods.event.unlink': '{name} removed on {date}',
    'methods.event.operator': 'by the app’s support',
    'methods.confirmRemove':
      'Remove {name}? You will no longer sign in with it, and where it signed you in on other devices you are signed out.',
    'methods.confirmYes': 'Yes, remove',
    'methods.cancel': 'Cancel',
    'methods.kind.wallet': 'Wallet',
    'methods.link': 'Link {name}',
    'walletSignIn.with': 'Sign in to your account with {name}',
    'methods.walletUnavailable': 'Sign-in with a wallet is not available for this project',
    'methods.walletNotVerified': 'The wallet’s signature could not be verified. Please try again',
    'methods.walletInUse': 'This wallet is already linked to another account',
    'methods.walletLinked': 'This wallet is already linked to this account',
    'methods.walletNotLinked':
      'This wallet is not linked to an account. Sign in another way, then link it in your sign-in methods',
    'methods.socialInUse': 'This social account is already linked to another account',
    'methods.socialLinked': 'This social account is already linked to this account',
    // the spreads come last: the keys before them are one literal of over 128 keys, which V8 makes as a dictionary with
    // one hidden class; after a spread's copy, each key added makes a hidden class of its own (~40 bytes each)
    // host-page buttons (their English is bundled before first paint, the rest of this file with the modal)
    ...BUTTON_TEXTS,
    // SPEC §8's texts and alerts that core shows or throws, exact in English
    ...enCoreTexts(),
    // swap, buy with a card and pay: their own file, one reason to change
    ...enTransactionsShared(),
    ...enTransactions(),
  }) as const

type English = typeof CONNECT_TEXTS & ReturnType<typeof otherTexts>

let whole: English | undefined

/** the whole English catalogue, made on first use (a dictionary: the Connect view's texts added to the others) */
export const english = (): English => {
  whole ??= Object.assign(otherTexts(), CONNECT_TEXTS)
  return whole
}

const connectTexts: Readonly<Partial<Record<string, string>>> = CONNECT_TEXTS

/** one English text: the Connect view's at once, any other from the whole catalogue */
export const englishText = (key: MessageKey): string => connectTexts[key] ?? english()[key]

/** whether a text of that key is in the catalogue */
export const isMessageKey = (key: string): key is MessageKey => key in connectTexts || key in english()

export type MessageKey = keyof English
/** one locale's catalogue: every key of the English one */
export type Messages = Readonly<Record<MessageKey, string>>
/** a locale's main chunk: every text but the transaction views' own (a chunk of their own) */
export type BaseMessages = Omit<Messages, TransactionKey>

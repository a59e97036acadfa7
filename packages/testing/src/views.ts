// The modal's views by the English title that names their dialog, so a test finds any view by role and name without
// knowing the modal's words. Kept equal to @latch/react's English titles by a test in this package.
import type { LocatorLike, PageLike } from './playwright.ts'

/** Each view of the modal (SPEC §2) and the English title its dialog is named by. */
export const MODAL_VIEW_TITLES = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  Send: 'Send',
  Receive: 'Receive',
  EmailLogin: 'Confirm email',
  UpdateEmailWallet: 'Update email',
  ApproveTransaction: 'Approve transaction',
  ConnectingSocial: 'Social login',
  ConnectingExternal: 'Connecting',
  WhatIsAWallet: 'What is a wallet?',
  GetWallet: 'Get a wallet',
  ConnectDevice: 'Set up this device',
  ConnectPasskey: 'Passkey',
  ExportWallet: 'Export private key',
  SwitchActiveChain: 'Switch Chain',
  SIWXSignMessage: 'Sign In',
  DataCapture: 'Your email',
  ProfileWallets: 'Wallets',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SignInMethods: 'Sign-in methods',
  Swap: 'Swap',
  OnRamp: 'Buy crypto',
  OnRampProviders: 'Choose a provider',
  BuyInProgress: 'Buying',
  OnRampSuccess: 'Purchase complete',
  Pay: 'Pay',
  Approvals: 'Token approvals',
} as const

/** A view of the modal, by its name in the specification. */
export type ModalViewName = keyof typeof MODAL_VIEW_TITLES

/**
 * The modal's dialog while it shows the view `name` (the views that carry a wallet's name, such as WalletConnect's
 * pairing view, are found with `modalView(page, walletName)`).
 *
 * @example
 * ```ts
 * await page.getByRole('button', { name: /^Account / }).click()
 * await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
 * ```
 */
export function view(page: PageLike, name: ModalViewName): LocatorLike {
  return page.getByRole('dialog', { name: MODAL_VIEW_TITLES[name], exact: true })
}

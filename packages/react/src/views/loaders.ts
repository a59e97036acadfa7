// One chunk per view, fetched when the view is first shown or prefetched (SPEC §2 on-demand views): the first chunk then
// carries no list of their chunks to preload, only this module's. The modal's shell and the Connect view come in this
// module's own chunk: every opening needs the shell, most open on Connect, and a tap before the page was idle then waits
// one round trip for them rather than three (this map, the shell, then the view the mounted shell asked for), with the
// helpers they share with the features in fewer, larger chunks.
import type { ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import type { Latch } from '@latch/core'
import { loadTextPart, type TextPart } from '../i18n/textParts.ts'
import Modal from '../modal/Modal.tsx'
import Connect from './Connect.tsx'

export type ViewModule = Promise<{ default: ComponentType }>

/** the modal's shell */
export { Modal }

const importers: Partial<Record<ViewName, () => ViewModule>> = {
  Connect: () => Promise.resolve({ default: Connect }),
  AllWallets: () => import('./AllWallets.tsx'),
  ConnectingExternal: () => import('./ConnectingExternal.tsx'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect.tsx'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic.tsx'),
  Account: () => import('./Account.tsx'),
  Networks: () => import('./Networks.tsx'),
  SwitchNetwork: () => import('./Networks.tsx'),
  UnsupportedChain: () => import('./UnsupportedChain.tsx'),
  SwitchActiveChain: () => import('./SwitchActiveChain.tsx'),
  Send: () => import('./Send.tsx'),
  Receive: () => import('./Receive.tsx'),
  EmailLogin: () => import('./EmailLogin.tsx'),
  ConnectingSocial: () => import('./ConnectingSocial.tsx'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster.tsx'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet.tsx'),
  ApproveTransaction: () => import('./ApproveTransaction.tsx'),
  WhatIsAWallet: () => import('./WhatIsAWallet.tsx'),
  GetWallet: () => import('./GetWalletList.tsx'),
  ConnectDevice: () => import('./ConnectDevice.tsx'),
  ConnectPasskey: () => import('./ConnectPasskey.tsx'),
  ExportWallet: () => import('./ExportWallet.tsx'),
  SIWXSignMessage: () => import('./SIWXSignMessage.tsx'),
  DataCapture: () => import('./DataCapture.tsx'),
  ProfileWallets: () => import('./ProfileWallets.tsx'),
  RegisterAccountName: () => import('./RegisterAccountName.tsx'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccess.tsx'),
  Swap: () => import('./swap/Swap.tsx'),
  OnRamp: () => import('./onramp/OnRamp.tsx'),
  OnRampProviders: () => import('./onramp/OnRampProviders.tsx'),
  BuyInProgress: () => import('./onramp/BuyInProgress.tsx'),
  OnRampSuccess: () => import('./onramp/OnRampSuccess.tsx'),
  Pay: () => import('./pay/Pay.tsx'),
  Approvals: () => import('./Approvals.tsx'),
  SignInMethods: () => import('./SignInMethods.tsx'),
}

/** the views whose texts, in a language other than English, are a chunk of their own (fetched with the view) */
const textParts: Partial<Record<ViewName, TextPart>> = {
  Swap: 'transactions',
  OnRamp: 'transactions',
  OnRampProviders: 'transactions',
  BuyInProgress: 'transactions',
  OnRampSuccess: 'transactions',
  Pay: 'transactions',
}

/** the view's own texts in the chosen language, so it never shows them in English first (English if they fail) */
export function loadViewTexts(latch: Latch, view: ViewName): Promise<unknown> | undefined {
  const part = textParts[view]
  return part && loadTextPart(latch, part).catch(() => undefined)
}

// views of SPEC §2 that need services this foundation does not have yet say so
const unavailable = () => import('./Unavailable.tsx')

/** the view's chunk; what has arrived is remembered per instance (chunks.ts) */
export function importView(view: ViewName): ViewModule {
  return (importers[view] ?? unavailable)()
}

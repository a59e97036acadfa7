// The embedded wallet's actions on the Latch instance: sign-in, its methods, the key's export and recovery, the frame
// shown over the modal. Written apart from the rest of the instance, as they change with the frame's messages.
import type { AccountType } from '../types.ts'
import type { EmbeddedRect, SocialLogin, SocialProvider } from './types.ts'
import type { LinkedWalletChain } from './linkedWallet.ts'

/** the embedded wallet's actions; each rejects with an Error whose message is the text to show */
export interface EmbeddedActions {
  /** starts loading the frame while the visitor types an email */
  preloadEmbeddedWallet(): void
  /** starts an email login; EmailLogin then asks for the code */
  connectEmail(email: string): Promise<void>
  /** the one-time code of the email login; connects on success */
  submitEmailCode(code: string): Promise<void>
  /** a new code, after the 30 s cooldown */
  resendEmailCode(): Promise<void>
  /** call it synchronously from the click: it opens the pop-up first (farcaster opens none) */
  connectSocial(provider: SocialLogin): Promise<void>
  /** Sign In With Farcaster: ConnectingFarcaster shows state.embedded.farcasterUrl as a QR code */
  connectFarcaster(): Promise<void>
  /** sign up or in with a passkey, in the frame's own card (ConnectPasskey): the passkey belongs to the frame's origin */
  connectPasskey(): Promise<void>
  /**
   * Starts changing the login's email (UpdateEmailWallet). By default a code goes to the current address first; with
   * `passkey: true` the frame's own card (show the frame meanwhile) asks for one of the account's passkeys instead,
   * and `state.embedded.updateEmail.step` is then 'secondary' at once (the person may still choose the code there).
   *
   * @example
   * ```ts
   * await latch.startUpdateEmail('new@example.com', { passkey: true })
   * latch.getState().embedded.updateEmail // { step: 'secondary', newEmail: 'new@example.com' } after the passkey
   * ```
   */
  startUpdateEmail(newEmail: string, options?: { passkey?: boolean }): Promise<void>
  /** the primary, then the secondary code of the email change */
  submitUpdateEmailCode(code: string): Promise<void>
  /** the embedded wallet's key, shown inside its frame only, behind a fresh code */
  exportPrivateKey(): Promise<void>
  /**
   * The embedded account's sign-in methods (email, passkeys, social identities: name, kind, added, last used) and
   * their link/unlink rows, into `state.embedded.signInMethods`.
   *
   * @example
   * ```ts
   * await latch.loadSignInMethods()
   * latch.getState().embedded.signInMethods?.methods.map((method) => method.name)
   * ```
   */
  loadSignInMethods(): Promise<void>
  /**
   * Starts linking an email to the embedded account: a code is mailed to the address (an address of another account
   * is refused with 'This email is already in use'); `submitLinkEmailCode` finishes it.
   *
   * @example
   * ```ts
   * await latch.startLinkEmail('ada@example.com')
   * await latch.submitLinkEmailCode('123456')
   * ```
   */
  startLinkEmail(email: string): Promise<void>
  /**
   * The code mailed by `startLinkEmail`: the address then signs in to the same account and wallet.
   *
   * @example
   * ```ts
   * await latch.submitLinkEmailCode('123456')
   * ```
   */
  submitLinkEmailCode(code: string): Promise<void>
  /**
   * Links one more passkey to the embedded account, created in the frame's own card on the frame's origin.
   *
   * @example
   * ```ts
   * await latch.linkPasskey()
   * ```
   */
  linkPasskey(): Promise<void>
  /**
   * Unlinks one sign-in method (its `id` from `signInMethods`); the last one is refused.
   *
   * @example
   * ```ts
   * const [first] = latch.getState().embedded.signInMethods?.methods ?? []
   * if (first) await latch.unlinkSignInMethod(first.id)
   * ```
   */
  unlinkSignInMethod(id: string): Promise<void>
  /**
   * Links an external wallet (a listed browser wallet's connector id) to the embedded account: an EVM wallet signs an
   * EIP-4361 message for this page carrying the cloud's nonce, a Solana wallet (`chain` 'solana', its Wallet Standard
   * name) a Sign In With Solana message. A wallet linked to another account is refused (WalletLinkedElsewhere).
   *
   * @example
   * ```ts
   * const wallet = latch.getState().connectors.find((connector) => connector.type === 'ANNOUNCED')
   * if (wallet) await latch.linkWallet(wallet.id)
   * await latch.linkWallet('Phantom', 'solana')
   * ```
   */
  linkWallet(walletId: string, chain?: LinkedWalletChain): Promise<void>
  /**
   * Signs in to the embedded account an external EVM or Solana wallet (`chain` 'solana') is linked to, where the project turned walletSignIn on:
   * the same user and wallet as the account's other methods (a new device sets up its wallet with the recovery code).
   *
   * @example
   * ```ts
   * await latch.connectLinkedWallet('io.metamask')
   * await latch.connectLinkedWallet('Phantom', 'solana')
   * ```
   */
  connectLinkedWallet(walletId: string, chain?: LinkedWalletChain): Promise<void>
  /**
   * Links a social login to the embedded account: call it from the click (it opens the provider's pop-up first). An
   * identity of another account is refused (SocialLinkedElsewhere).
   *
   * @example
   * ```ts
   * button.onclick = () => void latch.linkSocial('google')
   * ```
   */
  linkSocial(provider: SocialProvider): Promise<void>
  /** the embedded wallet's recovery file, saved by the person once their recovery code opens it (in the frame) */
  downloadRecoveryFile(): Promise<void>
  /** the embedded wallet's keys from a recovery file, its code and this device's share, with no sign-in (in the frame) */
  recoverFromFile(): Promise<void>
  /**
   * Ends every session and device of the embedded account, then disconnects here. The cloud takes it only with this
   * device's proof (the frame's device key), so a session token alone cannot sign the owner out everywhere.
   *
   * @example
   * ```ts
   * await latch.signOutEverywhere()
   * ```
   */
  signOutEverywhere(): Promise<void>
  /** the embedded wallet's EVM account: its smart account or its EOA; answers the type now active */
  switchAccountType(type: 'smartAccount' | 'eoa'): Promise<AccountType>
  /** places the frame's approval card over the ApproveTransaction placeholder */
  showEmbeddedFrame(rect: EmbeddedRect): void
  /** hides the frame's approval card */
  hideEmbeddedFrame(): void
}

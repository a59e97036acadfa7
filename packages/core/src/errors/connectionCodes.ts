// The codes for connecting and disconnecting, the embedded wallet and its frame (passkeys among them) and the waits
// that time out. Apart from the rest, they change with the connection flows and the frame.
import { TEXTS } from '../errors.ts'
import type { Entry } from './codeEntry.ts'

export const CONNECTION_CODES = {
  // connecting and disconnecting
  FailedToConnect: { family: 'Connection' },
  FailedToDisconnect: { family: 'Connection' },
  FailedToDisconnectChains: {
    family: 'Connection',
    message: ({ reason }: { reason: string }) => TEXTS.failedToDisconnectChains(reason),
  },
  FailedToInitiateSocial: { family: 'Connection' },
  FailedToConnectFarcaster: { family: 'Connection' },
  PayNotConnected: { family: 'Connection' },
  /** the pairing relay cannot be reached (its socket is down and being reopened): a request that needs the phone
   * fails at once, as the phone cannot be asked */
  RelayUnreachable: {
    family: 'ProviderDisconnected',
    rpcCode: 4900,
    message:
      'Your wallet cannot be reached right now: the connection to it is down and being restored. Try again in a moment.',
  },
  OnrampNoAccount: { family: 'Connection' },
  // the embedded wallet and its frame
  AuthInitFailed: { family: 'EmbeddedWallet' },
  FrameLoadFailed: { family: 'EmbeddedWallet', message: TEXTS.authInitFailed },
  FrameError: { family: 'EmbeddedWallet', message: TEXTS.frameDefaultError },
  IframeNotSet: { family: 'EmbeddedWallet' },
  UnableToLoadEmailDependency: { family: 'EmbeddedWallet' },
  DeviceNotConnected: { family: 'EmbeddedWallet', message: 'Connect this device to your wallet' },
  EmailCodeInvalid: { family: 'EmbeddedWallet', message: 'Invalid or expired code' },
  EmailCooldown: {
    family: 'EmbeddedWallet',
    message: ({ seconds }: { seconds: number }) => TEXTS.emailCooldown(seconds),
  },
  // passkeys: the cloud's refusals of a WebAuthn registration or sign-in, nothing changed by any of them
  PasskeysUnavailable: { family: 'EmbeddedWallet', message: 'Passkeys are not available for this project' },
  PasskeyChallengeInvalid: {
    family: 'EmbeddedWallet',
    message: 'This passkey request expired or was already used. Please try again',
  },
  PasskeyNotVerified: { family: 'EmbeddedWallet', message: 'The passkey could not be verified' },
  PasskeyUnknown: { family: 'EmbeddedWallet', message: 'This passkey is not registered' },
  PasskeyReplayed: { family: 'EmbeddedWallet', message: 'This passkey answer was already used' },
  PasskeyAlreadyRegistered: { family: 'EmbeddedWallet', message: 'This passkey is already registered' },
  PasskeyNotUsed: { family: 'EmbeddedWallet', message: 'No passkey was used. Try again, or create a passkey' },
  PasskeyRequired: {
    family: 'EmbeddedWallet',
    message: 'This wallet opens only with its passkey here. Continue with your passkey',
  },
  // a wallet proven by its EIP-4361 signature: the cloud's refusals of a link or a sign-in, nothing changed by any
  WalletSignInUnavailable: {
    family: 'EmbeddedWallet',
    message: 'Sign-in with a wallet is not available for this project',
  },
  WalletSignatureInvalid: {
    family: 'EmbeddedWallet',
    message: 'The wallet’s signature could not be verified. Please try again',
  },
  WalletLinkedElsewhere: { family: 'EmbeddedWallet', message: 'This wallet is already linked to another account' },
  WalletAlreadyLinked: { family: 'EmbeddedWallet', message: 'This wallet is already linked to this account' },
  WalletNotLinked: {
    family: 'EmbeddedWallet',
    message: 'This wallet is not linked to an account. Sign in another way, then link it in your sign-in methods',
  },
  // a social identity linked from a session
  SocialLinkedElsewhere: {
    family: 'EmbeddedWallet',
    message: 'This social account is already linked to another account',
  },
  SocialAlreadyLinked: { family: 'EmbeddedWallet', message: 'This social account is already linked to this account' },
  // time
  FrameRequestTimeout: { family: 'Timeout', message: TEXTS.rpcTimeout },
  RpcTimeout: { family: 'Timeout' },
} as const satisfies Record<string, Entry>

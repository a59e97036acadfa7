// The embedded-wallet side of an instance configured without one: its actions say the email login is not there
// (SPEC §8), the rest does nothing. The real bridge comes with the app's embeddedWallet, so other apps never load it.
import type { EmbeddedBridge } from './types.ts'
import { EmbeddedWalletError } from '../errors/classes.ts'

const missing = (): never => {
  throw new EmbeddedWalletError('UnableToLoadEmailDependency')
}
const nothing = () => {}

export function withoutEmbeddedWallet(): EmbeddedBridge {
  return {
    actions: {
      preloadEmbeddedWallet: nothing,
      connectEmail: missing,
      submitEmailCode: missing,
      resendEmailCode: missing,
      connectSocial: missing,
      connectFarcaster: missing,
      connectPasskey: missing,
      startUpdateEmail: missing,
      submitUpdateEmailCode: missing,
      exportPrivateKey: missing,
      loadSignInMethods: missing,
      startLinkEmail: missing,
      submitLinkEmailCode: missing,
      linkPasskey: missing,
      unlinkSignInMethod: missing,
      linkWallet: missing,
      connectLinkedWallet: missing,
      linkSocial: missing,
      downloadRecoveryFile: missing,
      recoverFromFile: missing,
      signOutEverywhere: missing,
      switchAccountType: missing,
      showEmbeddedFrame: nothing,
      hideEmbeddedFrame: nothing,
    },
    onClose: nothing,
    forgetLogin: nothing,
    setTheme: nothing,
    restore: nothing,
    applyPreferredAccountType: async () => {},
  }
}

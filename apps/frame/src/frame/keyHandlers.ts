// The messages that take the wallet's key out of the frame or bring it back: exporting the private key, the recovery
// file and recovering from it. Apart from the sign-ins: each works on the key itself, on the frame's own card.
import type { FrameHandlers } from '@latch/frame'
import type { CardHost } from './cards.ts'
import type { createExportFlow } from './exportKey.ts'
import type { createRecoveryFileFlow } from './recoveryFile.ts'
import type { createSignInState } from './signedIn.ts'

export interface KeyHandlerDeps {
  cards: CardHost
  exporting: ReturnType<typeof createExportFlow>
  recoveryFiles: ReturnType<typeof createRecoveryFileFlow>
  signIn: Pick<ReturnType<typeof createSignInState>, 'signedInUser'>
}

export function keyHandlers(deps: KeyHandlerDeps): FrameHandlers {
  const { cards, exporting, recoveryFiles } = deps
  const { signedInUser } = deps.signIn

  return {
    async EXPORT_PRIVATE_KEY() {
      const { credentials: signed, user: who, session } = await signedInUser()
      cards.abort()
      await exporting.run(signed, { ...who, email: session.email, provider: session.provider })
      return undefined
    },
    async DOWNLOAD_RECOVERY_FILE() {
      const { credentials: signed, user: who } = await signedInUser()
      cards.abort()
      await recoveryFiles.download(signed, who)
      return undefined
    },
    // no sign-in: for a person the cloud no longer lets in, with their file, their code and this device's share
    async RECOVER_FROM_FILE() {
      cards.abort()
      await recoveryFiles.recover()
      return undefined
    },
  }
}

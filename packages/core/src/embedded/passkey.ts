// Sign up or in with a passkey: the frame shows its own card over ConnectPasskey and calls WebAuthn itself, on its
// own origin (the passkey's relying party), so the page never asks for the passkey nor sees its answer.
import { STORAGE_KEYS } from '../storage.ts'
import { type EmbeddedDeps, setEmbedded, whileLoading } from './deps.ts'
import type { DeviceActions } from './device.ts'
import { asShownError } from './frameErrors.ts'
import { hasErrorCode } from '../errors/base.ts'
import { UserRejectedError } from '../errors/classes.ts'
import { goBack } from '../modal/router.ts'

export function passkeyActions(deps: EmbeddedDeps, device: DeviceActions) {
  const { store, storage } = deps
  let attempt = 0
  /** the frame's passkey card is waiting for the person; closing the modal ends it (controller.onClose) */
  let pending = false

  /** resolves once connected; Cancel in the frame's card goes back to Connect, another failure is shown on ConnectPasskey */
  async function connectPasskey(): Promise<void> {
    const mine = ++attempt
    store.setState({ connectError: undefined })
    try {
      // the frame is laid over the view as it is shown: it must be loaded by then (a failed load shows its own alert)
      const frame = await whileLoading(store, deps.frame)
      if (mine !== attempt) return
      deps.show('ConnectPasskey')
      // a first sign-up (or a new device) brings the wallet here first; the frame then answers again
      pending = true
      const { userName } = (await device
        .withDevice(() => frame.request('CONNECT_PASSKEY'))
        .finally(() => (pending = false))) as { userName: string }
      if (mine !== attempt) return
      // a passkey user has no email nor social provider: the account is named by the passkey
      storage.remove(STORAGE_KEYS.socialProvider)
      storage.remove(STORAGE_KEYS.email)
      if (userName) storage.set(STORAGE_KEYS.socialUsername, userName)
      setEmbedded(store, { email: undefined, socialProvider: undefined, socialUsername: userName || undefined })
      await whileLoading(store, deps.connectAuth)
    } catch (error) {
      const shown = asShownError(error)
      const state = store.getState()
      if (mine === attempt && state.router.view === 'ConnectPasskey') {
        // the person cancelled in the card: back where they chose the passkey
        const previous = hasErrorCode(shown, 'UserRejected') ? goBack(state.router) : undefined
        if (previous) store.setState({ router: previous })
        else store.setState({ connectError: shown })
      }
      if (!state.open) throw new UserRejectedError('ModalClosed', { cause: error })
      throw shown
    }
  }

  return {
    connectPasskey,
    get pending() {
      return pending
    },
  }
}

export type PasskeyActions = ReturnType<typeof passkeyActions>

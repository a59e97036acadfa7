// The embedded wallet's own tasks in its frame: CONNECT_DEVICE brings the account's wallet to this device
// (made with a recovery code, or opened with it), EXPORT_PRIVATE_KEY shows the key, DOWNLOAD_RECOVERY_FILE and
// RECOVER_FROM_FILE keep and use the recovery file; the modal shows the frame over a
// view of its own meanwhile, and goes back to where it was after.
import { goBack } from '../modal/router.ts'
import type { EmbeddedDeps } from './deps.ts'
import { hasErrorCode } from '../errors/base.ts'
import { CODES } from '../errors/codes.ts'
import { asShownError } from './frameErrors.ts'

/** the frame's refusal while the account's wallet is not on this device yet: core answers it with CONNECT_DEVICE */
export const DEVICE_NOT_CONNECTED = CODES.DeviceNotConnected.message

/** the frame's DeviceNotConnected, however deep a connector wrapped it: by its code, never its text */
export const isDeviceNotConnected = (error: unknown): boolean => hasErrorCode(error, 'DeviceNotConnected')

export function deviceActions(deps: EmbeddedDeps) {
  const { store } = deps
  /** a frame task is waiting for the person; closing the modal ends it (controller.onClose) */
  let pending = false

  /** `name` with the frame shown over `view`; the modal goes back to the view it came from once it is done */
  async function inFrame(view: 'ConnectDevice' | 'ExportWallet', name: string): Promise<void> {
    const frame = await deps.frame()
    deps.show(view)
    pending = true
    try {
      await frame.request(name)
    } catch (error) {
      throw asShownError(error)
    } finally {
      pending = false
      const state = store.getState()
      const previous = state.router.view === view ? goBack(state.router) : undefined
      if (previous) store.setState({ router: previous })
    }
  }

  /** SPEC §3 connect device: after VERIFY_DEVICE's code, or when the frame says the wallet is not here yet */
  const connectDevice = () => inFrame('ConnectDevice', 'CONNECT_DEVICE')

  /** runs a sign-in step; when the wallet is not on this device yet, connects it and runs the step again */
  async function withDevice<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step()
    } catch (error) {
      if (!isDeviceNotConnected(error)) throw error
      await connectDevice()
      return step()
    }
  }

  return {
    connectDevice,
    withDevice,
    /** Export private key: the frame asks for a fresh code and shows the key itself; the page learns nothing of it */
    exportPrivateKey: () => inFrame('ExportWallet', 'EXPORT_PRIVATE_KEY'),
    /** the recovery file (the sealed recovery share), after the frame's card checked the recovery code opens it */
    downloadRecoveryFile: () => inFrame('ExportWallet', 'DOWNLOAD_RECOVERY_FILE'),
    /** the keys from a recovery file, its code and this device's share, in the frame's card: no sign-in needed */
    recoverFromFile: () => inFrame('ExportWallet', 'RECOVER_FROM_FILE'),
    get pending() {
      return pending
    },
  }
}

export type DeviceActions = ReturnType<typeof deviceActions>

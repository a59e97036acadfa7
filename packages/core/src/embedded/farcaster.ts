// Sign In With Farcaster: the frame's relay channel link shown as a QR code, then the sign-in once the person
// approves it in their Farcaster app (docs/design/farcaster-and-signing.md 1.4, SPEC §3 frame messages).
import { type EmbeddedDeps, setEmbedded, whileLoading } from './deps.ts'
import type { DeviceActions } from './device.ts'
import { storeSocialLogin } from './loginData.ts'
import { ConnectionError, UserRejectedError } from '../errors/classes.ts'

const FARCASTER = 'farcaster'

export function farcasterActions(deps: EmbeddedDeps, device: DeviceActions) {
  const { store, storage } = deps
  let attempt = 0

  /** R-3.86 R-3.87 R-8.35; resolves once connected, rejects with the text ConnectingFarcaster shows */
  async function connectFarcaster(): Promise<void> {
    const mine = ++attempt
    setEmbedded(store, { socialProvider: FARCASTER, farcasterUrl: undefined })
    store.setState({ connectError: undefined })
    deps.show('ConnectingFarcaster')
    // a newer attempt, or a visitor who left the view, no longer waits on this one
    const wanted = () => {
      const state = store.getState()
      return mine === attempt && state.open && state.router.view === 'ConnectingFarcaster'
    }
    try {
      const frame = await deps.frame()
      const { url } = (await frame.request('GET_FARCASTER_URI')) as { url: string }
      if (!wanted()) return
      setEmbedded(store, { farcasterUrl: url })
      // a first sign-in (or a new device) brings the wallet here first; the frame then answers again
      const { userName } = (await device.withDevice(() => frame.request('CONNECT_FARCASTER'))) as { userName: string }
      if (!wanted()) return
      storeSocialLogin(storage, FARCASTER, userName)
      setEmbedded(store, {
        email: undefined,
        socialProvider: FARCASTER,
        socialUsername: userName,
        farcasterUrl: undefined,
      })
      await whileLoading(store, deps.connectAuth)
    } catch (error) {
      const failed = new ConnectionError('FailedToConnectFarcaster', { cause: error })
      if (wanted()) {
        setEmbedded(store, { farcasterUrl: undefined })
        store.setState({ connectError: failed })
      }
      // SPEC §8: closing the modal ends the wait (its frame request is aborted)
      if (mine === attempt && !store.getState().open) throw new UserRejectedError('ModalClosed', { cause: error })
      throw failed
    }
  }

  return { connectFarcaster }
}

export type FarcasterActions = ReturnType<typeof farcasterActions>

// Sign In With Farcaster as steps, for the modal's view and an app's own screen alike.
import type { FarcasterLoginState } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

const IDLE: FarcasterLoginState = { step: 'idle' }
const idle = () => IDLE

/** What {@link useFarcasterLogin} returns: the step, the link to scan, the last error code and `connect`. */
export interface UseFarcasterLogin extends FarcasterLoginState {
  /** starts Sign In With Farcaster (no pop-up: the person scans the link with their Farcaster app) */
  connect(): Promise<void>
}

/**
 * Sign In With Farcaster: `step` is idle, preparing, scan (show `url` as a QR code), connected or failed (with
 * `errorCode`). Needs the app's `embeddedWallet`.
 *
 * @example
 * ```tsx
 * const { step, url, connect } = useFarcasterLogin()
 * if (step === 'scan') return <MyQrCode value={url!} />
 * return <button type="button" aria-busy={step === 'preparing'} onClick={() => void connect()}>Sign in with Farcaster</button>
 * ```
 */
export function useFarcasterLogin(): UseFarcasterLogin {
  const latch = useLatchInstance()
  const state = useSyncExternalStore(latch.subscribe, latch.getFarcasterLogin, idle)
  return { ...state, connect: latch.connectFarcaster }
}

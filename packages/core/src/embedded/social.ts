// Social login: a popup on the frame's callback page, the frame exchanging the provider's answer (SPEC §2, §4).
import { FEATURE_STORAGE_KEYS } from '../featureStorageKeys.ts'
import { isSocialProvider } from '../validators.ts'
import { type EmbeddedDeps, setEmbedded, whileLoading } from './deps.ts'
import { type DeviceActions, isDeviceNotConnected } from './device.ts'
import { asShownError } from './frameErrors.ts'
import { storeSocialLogin } from './loginData.ts'
import type { EmbeddedFrame, SocialProvider } from './types.ts'
import { ConnectionError, UserRejectedError } from '../errors/classes.ts'

export const SOCIAL_WINDOW_NAME = 'latch-social'
export const SOCIAL_WINDOW_FEATURES = 'width=500,height=600'
const POPUP_POLL_MS = 500
/** decision: the callback page closes the popup itself, so the frame gets this long to finish before a closed popup means 'Popup closed' */
export const POPUP_CLOSED_GRACE_MS = 10_000

export type OpenWindow = (url: string, target: string, features: string) => Window | null

interface SocialUser {
  email?: string | null
  userName?: string
}

export function socialActions(deps: EmbeddedDeps, openWindow: OpenWindow, device: DeviceActions) {
  const { store, storage } = deps
  let attempt = 0

  async function signedIn(
    frame: EmbeddedFrame,
    uri: string,
    provider: SocialProvider | undefined,
    until?: Promise<never>,
  ) {
    const connect = () => frame.request('CONNECT_SOCIAL', { uri }) as Promise<SocialUser>
    let user: SocialUser
    try {
      user = until ? await Promise.race([connect(), until]) : await connect()
    } catch (error) {
      if (!isDeviceNotConnected(error)) throw error
      // signed in, but the account's wallet is not on this device yet: it comes first, then the frame answers again
      await device.connectDevice()
      user = await connect()
    }
    const email = user.email ?? undefined
    if (provider) storeSocialLogin(storage, provider, user.userName, email)
    setEmbedded(store, { email, socialProvider: provider, socialUsername: user.userName })
  }

  /** call it from the click itself: the popup must open before any await or the browser blocks it */
  function connectSocial(provider: SocialProvider): Promise<void> {
    // no 'noopener': the frame's callback page reaches the frame through window.opener
    const popup = openWindow('', SOCIAL_WINDOW_NAME, SOCIAL_WINDOW_FEATURES)
    const mine = ++attempt
    setEmbedded(store, { socialProvider: provider })
    store.setState({ connectError: undefined })
    deps.show('ConnectingSocial', { provider })
    return run(provider, popup, mine).catch((error: unknown) => {
      popup?.close()
      // SPEC §8: closing the modal ends the attempt (its frame requests are aborted)
      const shown = store.getState().open ? asShownError(error) : new UserRejectedError('ModalClosed', { cause: error })
      // ConnectingSocial shows the failure with 'Try again'; once the visitor has moved on (another login, the modal
      // closed) a late failure of this attempt is not theirs to see
      const { router } = store.getState()
      if (mine === attempt && router.view === 'ConnectingSocial') store.setState({ connectError: shown })
      throw shown
    })
  }

  async function run(provider: SocialProvider, popup: Window | null, mine: number): Promise<void> {
    if (!isSocialProvider(provider)) throw new ConnectionError('FailedToInitiateSocial')
    const frame = await deps.frame()
    let uri: string
    try {
      ;({ uri } = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string })
    } catch {
      throw new ConnectionError('FailedToInitiateSocial')
    }
    if (!popup || popup.closed) throw new UserRejectedError('PopupClosed')
    popup.location.href = uri
    const watch = watchPopup(popup)
    try {
      await signedIn(frame, uri, provider, watch.closed)
    } finally {
      watch.stop()
    }
    if (mine !== attempt) return
    await whileLoading(store, deps.connectAuth)
  }

  /** : a provider redirected back to this page with result_uri (the Telegram mini-app flow) */
  async function resumeRedirect(uri: string): Promise<void> {
    const stored = storage.get(FEATURE_STORAGE_KEYS.telegramSocialProvider)
    storage.remove(FEATURE_STORAGE_KEYS.telegramSocialProvider)
    const provider = stored && isSocialProvider(stored) ? stored : undefined
    try {
      await whileLoading(store, async () => {
        await signedIn(await deps.frame(), uri, provider)
        await deps.connectAuth()
      })
    } catch (error) {
      // loading is off again (whileLoading) and the failure is logged
      console.error('Social login failed', error)
    }
  }

  return { connectSocial, resumeRedirect }
}

/** rejects with 'Popup closed' once the popup has been closed for the grace period */
export function watchPopup(popup: Window): { closed: Promise<never>; stop(): void } {
  let poll: ReturnType<typeof setInterval> | undefined
  let grace: ReturnType<typeof setTimeout> | undefined
  const closed = new Promise<never>((_resolve, reject) => {
    poll = setInterval(() => {
      if (!popup.closed || grace) return
      clearInterval(poll)
      grace = setTimeout(() => reject(new UserRejectedError('PopupClosed')), POPUP_CLOSED_GRACE_MS)
    }, POPUP_POLL_MS)
  })
  closed.catch(() => undefined)
  return {
    closed,
    stop() {
      clearInterval(poll)
      clearTimeout(grace)
    },
  }
}

/** reads result_uri and removes it from the address bar, keeping the other parameters and the hash */
export function takeResultUri(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | undefined {
  const url = new URL(location.href)
  const uri = url.searchParams.get('result_uri')
  if (!uri) return undefined
  url.searchParams.delete('result_uri')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return uri
}

// A social login of the signed-in embedded user, linked to their account instead of signing in: the same pop-up on the
// frame's callback page as a social sign-in, opened within the click; the frame exchanges the provider's answer with
// the session and the device's proof, and the account's methods come back.
import { isSocialProvider } from '../validators.ts'
import { ConnectionError, UserRejectedError } from '../errors/classes.ts'
import { type EmbeddedDeps, setEmbedded } from './deps.ts'
import { asShownError } from './frameErrors.ts'
import { type OpenWindow, SOCIAL_WINDOW_FEATURES, SOCIAL_WINDOW_NAME, watchPopup } from './social.ts'
import type { SignInMethods, SocialProvider } from './types.ts'

export function socialLinkActions(deps: EmbeddedDeps, openWindow: OpenWindow) {
  async function run(provider: SocialProvider, popup: Window | null): Promise<void> {
    if (!isSocialProvider(provider)) throw new ConnectionError('FailedToInitiateSocial')
    const frame = await deps.frame()
    const { uri } = (await frame.request('GET_LINK_SOCIAL_URI', { provider })) as { uri: string }
    if (!popup || popup.closed) throw new UserRejectedError('PopupClosed')
    popup.location.href = uri
    const watch = watchPopup(popup)
    try {
      const methods = (await Promise.race([frame.request('LINK_SOCIAL', { uri }), watch.closed])) as SignInMethods
      setEmbedded(deps.store, { signInMethods: methods })
    } finally {
      watch.stop()
    }
  }

  return {
    /** call it from the click itself: the pop-up must open before any await or the browser blocks it */
    linkSocial(provider: SocialProvider): Promise<void> {
      // no 'noopener': the frame's callback page reaches the frame through window.opener
      const popup = openWindow('', SOCIAL_WINDOW_NAME, SOCIAL_WINDOW_FEATURES)
      return run(provider, popup).catch((error: unknown) => {
        popup?.close()
        throw asShownError(error)
      })
    },
  }
}

// The embedded account's sign-in methods: the frame lists them, links an email (a code to the new address) or a
// passkey (its own card, over ConnectPasskey's slot), unlinks one; each answer lands in state.embedded.
import { goBack } from '../modal/router.ts'
import { type EmbeddedDeps, setEmbedded } from './deps.ts'
import { asShownError } from './frameErrors.ts'
import type { SignInMethods } from './types.ts'

export function methodActions(deps: EmbeddedDeps) {
  const { store } = deps

  /** a frame request whose answer is the account's methods; a failure carries the text to show */
  async function methodsFrom(name: string, payload?: unknown): Promise<SignInMethods> {
    try {
      const methods = (await (await deps.frame()).request(name, payload)) as SignInMethods
      setEmbedded(store, { signInMethods: methods })
      return methods
    } catch (error) {
      throw asShownError(error)
    }
  }

  return {
    loadSignInMethods: async (): Promise<void> => {
      await methodsFrom('LIST_SIGN_IN_METHODS')
    },
    async startLinkEmail(email: string): Promise<void> {
      try {
        await (await deps.frame()).request('LINK_EMAIL', { email })
      } catch (error) {
        throw asShownError(error)
      }
      setEmbedded(store, { linkEmail: email })
    },
    async submitLinkEmailCode(code: string): Promise<void> {
      await methodsFrom('LINK_EMAIL_OTP', { otp: code })
      setEmbedded(store, { linkEmail: undefined })
    },
    /** the frame's own card creates the passkey on the frame's origin; the modal goes back once it is done */
    async linkPasskey(): Promise<void> {
      const frame = await deps.frame()
      // the same slot as a passkey sign-in ("Passkey"), without a sign-in's failure left from before
      store.setState({ connectError: undefined })
      deps.show('ConnectPasskey')
      try {
        const methods = (await frame.request('LINK_PASSKEY')) as SignInMethods
        setEmbedded(store, { signInMethods: methods })
      } catch (error) {
        throw asShownError(error)
      } finally {
        const state = store.getState()
        const previous = state.router.view === 'ConnectPasskey' ? goBack(state.router) : undefined
        if (previous) store.setState({ router: previous })
      }
    },
    unlinkSignInMethod: async (id: string): Promise<void> => {
      await methodsFrom('UNLINK_SIGN_IN_METHOD', { id })
    },
  }
}

// Issue 11's features in the first chunk only as far as first paint needs them: the sign-in state (which account
// needs a session, SIWXSignMessage opening, whether the modal may close), the name rules and skipping DataCapture.
// Everything else loads with import() (features.ts) on first use, as the cloud client does (library.md, size).
import type { DataCaptureActions } from '../dataCapture/createDataCapture.ts'
import type { EmbeddedFrame } from '../embedded/types.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { NamesActions } from '../names/createNames.ts'
import { nameRuleError } from '../names/rules.ts'
import type { SiwxActions } from '../siwx/createSiwx.ts'
import { createSiwxState } from '../siwx/siwxState.ts'
import { withoutSiwx } from '../siwx/withoutSiwx.ts'
import type { SignedIn, SignedInDeps } from './features.ts'

export function createSignedInFeatures(context: InstanceContext, deps: Omit<SignedInDeps, 'siwxState'>) {
  const siwxState = createSiwxState(context, { modal: deps.modal })
  let loading: Promise<SignedIn> | undefined
  const load = (): Promise<SignedIn> => {
    if (!loading) {
      loading = import('./features.ts').then(({ createSignedIn }) => createSignedIn(context, { ...deps, siwxState }))
      // a failed chunk load (offline) is retried on the next use
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }

  const siwxActions: SiwxActions = siwxState
    ? {
        signIn: async () => (await load()).siwx?.actions.signIn(),
        cancelSignIn: async () => (await load()).siwx?.actions.cancelSignIn(),
        getSession: siwxState.getSession,
      }
    : withoutSiwx()
  const dataCaptureActions: DataCaptureActions = {
    startEmailCapture: async (email) => (await load()).dataCapture.actions.startEmailCapture(email),
    submitEmailCaptureCode: async (code) => (await load()).dataCapture.actions.submitEmailCaptureCode(code),
    removeCapturedEmail: async () => (await load()).dataCapture.actions.removeCapturedEmail(),
    skipEmailCapture() {
      context.store.setState({ dataCapture: undefined })
      deps.modal.actions.close()
    },
  }
  const namesActions: NamesActions = {
    nameRuleError,
    suggestNames: async (label) => (await load()).names.suggestNames(label),
    registerName: async (label) => (await load()).names.registerName(label),
  }

  return {
    actions: { ...siwxActions, ...dataCaptureActions, ...namesActions },
    /** the connected account still needs its sign-in (SIWXSignMessage is or will be shown) */
    needsSession: () => siwxState?.needsSession() ?? false,
    /** */
    canClose: () => siwxState?.canClose() ?? true,
    /** mount: the stored sessions at once; the backend checks them once the chunk is in */
    restore() {
      const sessions = siwxState?.restoreStored() ?? []
      if (sessions.length) void load().then((loaded) => loaded.siwx?.checkSessions(sessions), () => undefined)
    },
    /** before a disconnect: the addresses' sessions are revoked (nothing loads when they have none) */
    async revokeFor(addresses: (string | undefined)[]) {
      const withSessions = [...new Set(addresses.filter((address): address is string => Boolean(address && siwxState?.sessionsOf(address).length)))]
      if (!withSessions.length) return
      const loaded = await load()
      for (const address of withSessions) await loaded.siwx?.revokeFor(address)
    },
    /** the embedded frame, extended for sign-in with X when `siwx` is on */
    wrapEmbedded: async (frame: EmbeddedFrame, signingIn: () => boolean): Promise<EmbeddedFrame> => (siwxState ? (await load()).wrapEmbedded(frame, signingIn) : frame),
  }
}

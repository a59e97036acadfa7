// Sign in with X, email capture and names in the first chunk only as far as first paint needs them: the sign-in state (which account
// needs a session, SIWXSignMessage opening, whether the modal may close), the name rules and skipping DataCapture.
// Everything else loads with import() (features.ts) on first use, as the cloud client does (library.md, size).
import type { DataCaptureActions } from '../dataCapture/createDataCapture.ts'
import type { EmbeddedFrame } from '../embedded/types.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { NamesActions } from '../names/createNames.ts'
import { nameRuleError } from '../names/rules.ts'
import type { SiwxActions } from '../siwx/createSiwx.ts'
import { sharedLoad } from '../sharedLoad.ts'
import { withoutSiwx } from '../siwx/withoutSiwx.ts'
import type { SignedIn, SignedInDeps } from './features.ts'

export function createSignedInFeatures(context: InstanceContext, deps: SignedInDeps) {
  const { siwxState } = deps
  // cancelling a sign-in disconnects as the dApp does: the sessions revoked first
  const load = sharedLoad(
    (): Promise<SignedIn> =>
      import('./features.ts').then(({ createSignedIn }) => createSignedIn(context, { ...deps, disconnect })),
  )

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
  /** before the sign-in sessions of the leaving addresses are revoked: the active account's, and those of every
   * namespace the same connector leaves with it (an embedded sign-in's EVM and Solana accounts) */
  async function revokeFor(addresses: (string | undefined)[]) {
    const withSessions = [
      ...new Set(
        addresses.filter((address): address is string => Boolean(address && siwxState?.sessionsOf(address).length)),
      ),
    ]
    if (!withSessions.length) return
    const loaded = await load()
    for (const address of withSessions) await loaded.siwx?.revokeFor(address)
  }

  /** the connection's disconnect, the sign-in sessions revoked first (while the accounts are still known) */
  async function disconnect() {
    const { accounts, activeNamespace } = context.store.getState()
    const connectorId = accounts[activeNamespace]?.connectorId
    const leaving = Object.values(accounts).filter(
      (entry) => entry?.status === 'connected' && connectorId && entry.connectorId === connectorId,
    )
    await revokeFor([context.account()?.address, ...leaving.map((entry) => entry?.address)])
    await deps.disconnect()
  }

  const namesActions: NamesActions = {
    nameRuleError,
    suggestNames: async (label) => (await load()).names.suggestNames(label),
    registerName: async (label) => (await load()).names.registerName(label),
  }

  return {
    actions: { ...siwxActions, ...dataCaptureActions, ...namesActions, disconnect },
    /** the connected account still needs its sign-in (SIWXSignMessage is or will be shown) */
    needsSession: () => siwxState?.needsSession() ?? false,
    /** */
    canClose: () => siwxState?.canClose() ?? true,
    /** mount: the stored sessions at once; the backend checks them once the chunk is in */
    restore() {
      const sessions = siwxState?.restoreStored() ?? []
      if (sessions.length)
        void load().then(
          (loaded) => loaded.siwx?.checkSessions(sessions),
          () => undefined,
        )
    },
    /** the embedded frame, extended for sign-in with X when `siwx` is on */
    wrapEmbedded: async (frame: EmbeddedFrame, signingIn: () => boolean): Promise<EmbeddedFrame> =>
      siwxState ? (await load()).wrapEmbedded(frame, signingIn) : frame,
  }
}

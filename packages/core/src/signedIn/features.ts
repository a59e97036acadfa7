// The chunk createSignedInFeatures.ts loads with import() on first use: signing in with X (the backend, signing,
// revocation, the embedded wallet's sign-in), email capture and name registration — what a page pays for only
// once a visitor signs in, captures an email or registers a name.
import type { EmbeddedFrame } from '../embedded/types.ts'
import type { InstanceContext } from '../instance/context.ts'
import { createDataCapture } from '../dataCapture/createDataCapture.ts'
import { createNames, type NamesDeps } from '../names/createNames.ts'
import { createSiwx, type SiwxDeps } from '../siwx/createSiwx.ts'
import { withEmbeddedSiwx } from '../siwx/embeddedSignIn.ts'
import type { SiwxState } from '../siwx/siwxState.ts'

export type SignedInDeps = Omit<SiwxDeps, 'afterSignIn'> &
  Pick<NamesDeps, 'loadIdentity'> & { siwxState: SiwxState | undefined }

export function createSignedIn(context: InstanceContext, deps: SignedInDeps) {
  const { siwxState, modal } = deps
  const dataCapture = createDataCapture(context, { modal, session: () => siwxState?.getSession() })
  const siwx = siwxState
    ? createSiwx(context, { ...deps, state: siwxState, afterSignIn: dataCapture.offer })
    : undefined
  const names = createNames(context, { modal, signMessage: deps.signMessage, loadIdentity: deps.loadIdentity })
  return {
    siwx,
    dataCapture,
    names,
    /** the frame with GET_USER carrying the sign-in fields while `signingIn()` (SPEC §3 siwxMessage) */
    wrapEmbedded: (frame: EmbeddedFrame, signingIn: () => boolean): EmbeddedFrame =>
      siwx ? withEmbeddedSiwx(frame, siwx, signingIn) : frame,
  }
}

export type SignedIn = ReturnType<typeof createSignedIn>

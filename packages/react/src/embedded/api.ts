// Small helpers over core's embedded-wallet API (team contract docs/design/embedded.md, "Page side").
import type { LatchState, SocialLogin } from '@latch/core'
import { isSocialLogin } from '@latch/core/internal'

/** the provider being signed in with: the route's, else the one core recorded */
export function socialProviderOf(state: LatchState): SocialLogin | undefined {
  const routed = state.router.data.provider
  return typeof routed === 'string' && isSocialLogin(routed) ? routed : state.embedded.socialProvider
}

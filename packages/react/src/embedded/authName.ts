// The name an embedded-wallet account shows (R-5.41– via core), and whether it signed in by email.
import type { LatchState } from '@latch/core'
import { AUTH_CONNECTOR_ID, authDisplayName } from '@latch/core/internal'

export interface AuthAccount {
  name: string
  /** an email login (not a social one) can change its address */
  canUpdateEmail: boolean
}

export function authAccount(state: LatchState): AuthAccount | undefined {
  if (state.accounts[state.activeNamespace]?.connectorId !== AUTH_CONNECTOR_ID) return undefined
  const { embedded } = state
  return {
    name: authDisplayName(embedded),
    canUpdateEmail: Boolean(embedded.email) && !embedded.socialProvider,
  }
}

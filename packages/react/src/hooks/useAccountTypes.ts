// The embedded wallet's EVM account types, for an app's own switch: the type active now, and the switch between its
// smart account and the key that owns it. The modal's Account view switch reads the same hook.
import type { AccountType } from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/internal'
import { useCallback } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useAccountTypes} returns. */
export interface AccountTypes {
  /**
   * true while the active account is the embedded wallet's EVM account, the one account with two types; an
   * extension's or a phone's account is what its wallet makes it
   */
  switchable: boolean
  /** the active account's type ('smartAccount' or 'eoa' for the embedded wallet's EVM account) */
  accountType?: AccountType
  /** whether the smart account is on chain yet (it deploys with its first transaction) */
  isSmartAccountDeployed: boolean
  /**
   * Switches the embedded wallet's EVM account and answers the type now active: the EOA when the network has no smart
   * accounts; the smart account when the visitor refused, on the wallet's card, to leave it.
   */
  switchAccountType(type: 'smartAccount' | 'eoa'): Promise<AccountType>
}

/**
 * The embedded wallet's EVM account types: which is active, and the switch between the smart account and the EOA.
 *
 * @example
 * ```tsx
 * const { switchable, accountType, switchAccountType } = useAccountTypes()
 * if (!switchable) return null
 * const wanted = accountType === 'smartAccount' ? 'eoa' : 'smartAccount'
 * return <button type="button" onClick={() => void switchAccountType(wanted)}>Use {wanted === 'eoa' ? 'the key' : 'the smart account'}</button>
 * ```
 */
export function useAccountTypes(): AccountTypes {
  const latch = useLatchInstance()
  const { switchable, accountType, isSmartAccountDeployed } = useLatchSelector((state) => {
    const account = state.activeNamespace === 'eip155' ? state.accounts.eip155 : undefined
    return {
      switchable: account?.status === 'connected' && account.connectorId === AUTH_CONNECTOR_ID,
      accountType: state.accounts[state.activeNamespace]?.accountType,
      isSmartAccountDeployed: state.accounts[state.activeNamespace]?.isSmartAccountDeployed === true,
    }
  })
  const switchAccountType = useCallback((type: 'smartAccount' | 'eoa') => latch.switchAccountType(type), [latch])
  return { switchable, accountType, isSmartAccountDeployed, switchAccountType }
}

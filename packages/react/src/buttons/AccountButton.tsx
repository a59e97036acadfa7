// The connected account as a host-page button; opens the Account view. Renders nothing when disconnected.
import type { ButtonHTMLAttributes } from 'react'
import { useButtonTexts } from '../i18n/useButtonTexts.ts'
import { hasAccountSession } from '@latch/core/internal'
import { useLatchSelector } from '../useLatchSelector.ts'
import { accountLabel } from './accountLabel.ts'
import { subtleStyle } from './buttonStyle.ts'
import { useModalOpener } from './useModalOpener.ts'

/** The props of the buttons: a `<button>`'s attributes but its click handler, children and type. */
export type LatchButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'type'>

export function useAccountSlice() {
  return useLatchSelector((state) => {
    const account = state.accounts[state.activeNamespace]
    // a returning visitor's stored address is there at once, "Reconnecting..." until its wallet answers
    const restoring = account?.status === 'connecting' ? state.restoring?.[state.activeNamespace] : undefined
    // a stale or reconnecting session keeps its account on the button, with its status beside it
    const connected = hasAccountSession(account) ? account?.address : restoring
    const health =
      account?.status === 'stale' || account?.status === 'reconnecting'
        ? account.status
        : restoring
          ? 'reconnecting'
          : undefined
    // a name belongs to the address and network it was looked up for
    const identityName =
      connected &&
      state.cloud.scope?.address === connected &&
      state.cloud.scope?.chainId === state.activeNetwork.caipNetworkId
        ? state.cloud.identity?.name
        : undefined
    return {
      address: connected,
      balance: state.balance,
      connecting: account?.status === 'connecting',
      identityName,
      health,
    }
  })
}

/**
 * Shows the connected account (name or short address, and balance) and opens the Account view; renders nothing while
 * disconnected. Busy (`aria-busy`) from a press until the modal's code has loaded, as `ConnectButton` is.
 *
 * @example
 * ```tsx
 * <AccountButton className="account" />
 * ```
 */
export function AccountButton(props: LatchButtonProps) {
  const { opening, style, open, preloadModal } = useModalOpener()
  const tr = useButtonTexts()
  const { address, balance, identityName, health } = useAccountSlice()
  if (!address) return null
  const label = accountLabel(tr, address, balance, identityName, health)
  return (
    <button
      type="button"
      style={style}
      {...props}
      aria-label={label.name}
      aria-busy={opening || undefined}
      onPointerEnter={preloadModal}
      // a touch has no hover: the press starts the fetch the click will need
      onPointerDown={preloadModal}
      onClick={() => open({ view: 'Account' })}
    >
      <span>{label.identityName ?? label.address}</span>
      {label.health ? (
        <span style={subtleStyle}>{label.health}</span>
      ) : (
        label.balance && <span style={subtleStyle}>{label.balance}</span>
      )}
    </button>
  )
}

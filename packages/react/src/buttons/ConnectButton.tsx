// "Connect Wallet" while disconnected, the account once connected; one <button> throughout so focus
// returns to the same element when the modal closes after connecting.
import { useButtonTexts } from '../i18n/useButtonTexts.ts'
import { accountLabel } from './accountLabel.ts'
import { type LatchButtonProps, useAccountSlice } from './AccountButton.tsx'
import { subtleStyle } from './buttonStyle.ts'
import { useModalOpener } from './useModalOpener.ts'

/**
 * "Connect Wallet" (or `label`) while disconnected, opening the Connect view; the account once connected. A press
 * that comes before the modal's code has loaded (right after the page's first paint, on a slow network) leaves the
 * button busy (`aria-busy`, a darker fill, a progress cursor) until the modal shows.
 *
 * @example
 * ```tsx
 * <ConnectButton label="Sign in" />
 * ```
 */
export function ConnectButton({ label, ...props }: LatchButtonProps & { label?: string }) {
  const tr = useButtonTexts()
  const { opening, style, open, preloadModal } = useModalOpener()
  const { address, balance, connecting, identityName, health } = useAccountSlice()
  const account = address ? accountLabel(tr, address, balance, identityName, health) : undefined
  return (
    <button
      type="button"
      style={style}
      {...props}
      aria-label={account?.name}
      aria-busy={connecting || opening || undefined}
      onPointerEnter={preloadModal}
      // a touch has no hover: the press starts the fetch the click will need
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      // a stale session opens its Account view, where its status says what to do
      onClick={() => open(health ? { view: 'Account' } : undefined)}
    >
      {account ? (
        <>
          <span>{account.identityName ?? account.address}</span>
          {account.health ? (
            <span style={subtleStyle}>{account.health}</span>
          ) : (
            account.balance && <span style={subtleStyle}>{account.balance}</span>
          )}
        </>
      ) : (
        (label ?? tr.t('connectWallet'))
      )}
    </button>
  )
}

// "Connect Wallet" while disconnected, the account once connected; one <button> throughout so focus
// returns to the same element when the modal closes after connecting.
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useButtonTexts } from '../i18n/useButtonTexts.ts'
import { accountLabel } from './accountLabel.ts'
import { type LatchButtonProps, useAccountSlice } from './AccountButton.tsx'
import { buttonStyle, subtleStyle } from './buttonStyle.ts'

/**
 * "Connect Wallet" (or `label`) while disconnected, opening the Connect view; the account once connected.
 *
 * @example
 * ```tsx
 * <ConnectButton label="Sign in" />
 * ```
 */
export function ConnectButton({ label, ...props }: LatchButtonProps & { label?: string }) {
  const tr = useButtonTexts()
  const latch = useLatchInstance()
  const { preloadModal } = useChunks()
  const { address, balance, connecting, identityName, health } = useAccountSlice()
  const account = address ? accountLabel(tr, address, balance, identityName, health) : undefined
  return (
    <button
      type="button"
      style={buttonStyle}
      {...props}
      aria-label={account?.name}
      aria-busy={connecting || undefined}
      onPointerEnter={preloadModal}
      // a touch has no hover: the press starts the fetch the click will need
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      // a stale session opens its Account view, where its status says what to do
      onClick={() => latch.open(health ? { view: 'Account' } : undefined)}
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

// The active network as a host-page button; opens the Networks view.
import { useButtonTexts } from '../i18n/useButtonTexts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import type { LatchButtonProps } from './AccountButton.tsx'
import { useModalOpener } from './useModalOpener.ts'

/**
 * Shows the active network and opens the network list. Busy (`aria-busy`) from a press until the modal's code has
 * loaded, as `ConnectButton` is.
 *
 * @example
 * ```tsx
 * <NetworkButton />
 * ```
 */
export function NetworkButton(props: LatchButtonProps) {
  const { opening, style, open, preloadModal } = useModalOpener()
  const tr = useButtonTexts()
  const { name, unsupported } = useLatchSelector((state) => ({
    name: state.activeNetwork.name,
    unsupported: state.unsupportedNetwork,
  }))
  return (
    <button
      type="button"
      style={style}
      {...props}
      aria-label={tr.t('network', { name })}
      aria-busy={opening || undefined}
      onPointerEnter={preloadModal}
      // a touch has no hover: the press starts the fetch the click will need
      onPointerDown={preloadModal}
      onClick={() => open({ view: unsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      {name}
    </button>
  )
}

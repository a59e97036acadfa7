// The active network as a host-page button; opens the Networks view.
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useButtonTexts } from '../i18n/useButtonTexts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import type { LatchButtonProps } from './AccountButton.tsx'
import { buttonStyle } from './buttonStyle.ts'

/**
 * Shows the active network and opens the network list.
 *
 * @example
 * ```tsx
 * <NetworkButton />
 * ```
 */
export function NetworkButton(props: LatchButtonProps) {
  const latch = useLatchInstance()
  const { preloadModal } = useChunks()
  const tr = useButtonTexts()
  const { name, unsupported } = useLatchSelector((state) => ({
    name: state.activeNetwork.name,
    unsupported: state.unsupportedNetwork,
  }))
  return (
    <button
      type="button"
      style={buttonStyle}
      {...props}
      aria-label={tr.t('network', { name })}
      onPointerEnter={preloadModal}
      // a touch has no hover: the press starts the fetch the click will need
      onPointerDown={preloadModal}
      onClick={() => latch.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      {name}
    </button>
  )
}

// A host button's press. Once the modal's code is here the modal opens in the press itself; a press before it has
// arrived (right after the first paint, on a phone's network) makes the button busy until the instance and the modal's
// shell have loaded, so the visitor sees the press was taken rather than nothing for a second.
import type { OpenParameters } from '@latch/core'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { useState } from '../reactBindings.ts'
import type { CSSProperties } from 'react'
import { busyButtonStyle, buttonStyle } from './buttonStyle.ts'

export interface ModalOpener {
  /** the press waits for the modal's code */
  opening: boolean
  /** the button's inline style: a darker fill and a progress cursor while opening */
  style: CSSProperties
  open(parameters?: OpenParameters): void
  /** a press is coming (pointer over, down or focus): the instance's features and the shell start loading */
  preloadModal(): void
}

export function useModalOpener(): ModalOpener {
  const latch = useLatchInstance()
  const chunks = useChunks()
  const [opening, setOpening] = useState(false)
  return {
    opening,
    style: opening ? busyButtonStyle : buttonStyle,
    open(parameters) {
      if (!chunks.modalIfLoaded()) {
        setOpening(true)
        const settled = () => setOpening(false)
        // a failed load (offline) ends the wait too: the next press asks again
        Promise.all([latch.whenLoaded(), chunks.loadModal()]).then(settled, settled)
      }
      latch.open(parameters)
    },
    preloadModal: chunks.preloadModal,
  }
}

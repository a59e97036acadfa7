// The modal shell and its views load only when first needed (SPEC §2 on-demand views, bundle budget).
import type { ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import { loadView } from './views/loaders.ts'

type ModalComponent = ComponentType<{ embedded: boolean }>
let loadedModal: ModalComponent | undefined

export const loadModal = () =>
  import('./modal/Modal.tsx').then((module) => {
    loadedModal = module.default
    return module
  })

/** the shell if its chunk has arrived: rendered directly, a lazy boundary would delay the first paint */
export const modalIfLoaded = () => loadedModal

export function preloadModal() {
  void loadModal()
}

/** starts the first view's chunk alongside the shell instead of after it */
export function preloadView(view: ViewName) {
  void loadView(view)
}

/** fetches the shell and the first view once the page is idle, so a click renders without waiting */
export function prefetchWhenIdle(firstView: () => ViewName): () => void {
  const run = () => {
    preloadModal()
    preloadView(firstView())
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 200)
  return () => clearTimeout(id)
}

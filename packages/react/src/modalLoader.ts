// The modal shell and its views load only when first needed (SPEC §2 on-demand views, bundle budget).
import type { ViewName } from '@latch/core'
import { loadView } from './views/loaders.ts'

export const loadModal = () => import('./modal/Modal.tsx')

export function preloadModal() {
  void loadModal()
}

/** starts the first view's chunk alongside the shell instead of after it */
export function preloadView(view: ViewName) {
  void loadView(view)
}

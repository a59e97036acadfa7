// The modal shell, its views and the Account tabs load only when first needed (SPEC §2 on-demand views, bundle
// budget). What has arrived is remembered per instance, in a WeakMap keyed by it: no module-level state.
import type { Latch, ViewName } from '@latch/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { useLatchInstance } from './context.ts'
import { importView, type ViewModule } from './views/loaders.ts'

type ModalComponent = ComponentType<{ embedded: boolean }>
type LazyComponent = LazyExoticComponent<ComponentType>

export interface Chunks {
  /** the shell behind a lazy boundary, for a click that beats the idle prefetch */
  Modal: LazyExoticComponent<ModalComponent>
  /** the shell if its chunk has arrived: rendered directly, a lazy boundary would delay the first paint */
  modalIfLoaded(): ModalComponent | undefined
  preloadModal(): void
  /** fetches a view's chunk (prefetch on hover or focus, or as the modal opens) */
  loadView(view: ViewName): ViewModule
  /** the view's component, chosen once: a component type that changed between renders would remount the view */
  viewComponent(view: ViewName): ComponentType | LazyComponent
  /** a lazy component made once per key (the Account view's NFTs and Activity tabs) */
  lazyOnce(key: string, load: () => Promise<{ default: ComponentType }>): LazyComponent
  /** fetches the shell and the first view once the page is idle, so a click renders without waiting */
  prefetchWhenIdle(firstView: () => ViewName): () => void
}

function createChunks(): Chunks {
  let loadedModal: ModalComponent | undefined
  const loadedViews = new Map<ViewName, ComponentType>()
  const components = new Map<string, ComponentType | LazyComponent>()

  const loadModal = () =>
    import('./modal/Modal.tsx').then((module) => {
      loadedModal = module.default
      return module
    })
  const loadView = (view: ViewName) =>
    importView(view).then((module) => {
      loadedViews.set(view, module.default)
      return module
    })
  const once = (key: string, make: () => ComponentType | LazyComponent) => {
    let component = components.get(key)
    if (!component) {
      component = make()
      components.set(key, component)
    }
    return component
  }

  return {
    Modal: lazy(loadModal),
    modalIfLoaded: () => loadedModal,
    preloadModal: () => void loadModal(),
    loadView,
    viewComponent: (view) => once(`view:${view}`, () => loadedViews.get(view) ?? lazy(() => loadView(view))),
    lazyOnce: (key, load) => once(`lazy:${key}`, () => lazy(load)) as LazyComponent,
    prefetchWhenIdle(firstView) {
      const run = () => {
        void loadModal()
        void loadView(firstView())
      }
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(run, { timeout: 2000 })
        return () => cancelIdleCallback(id)
      }
      const id = setTimeout(run, 200)
      return () => clearTimeout(id)
    },
  }
}

const byInstance = new WeakMap<Latch, Chunks>()

export function chunksOf(latch: Latch): Chunks {
  let chunks = byInstance.get(latch)
  if (!chunks) {
    chunks = createChunks()
    byInstance.set(latch, chunks)
  }
  return chunks
}

/** the chunks of the instance the nearest LatchProvider gives */
export const useChunks = (): Chunks => chunksOf(useLatchInstance())

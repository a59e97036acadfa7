// The modal shell, its views and the Account tabs load only when first needed (SPEC §2 on-demand views, bundle
// budget). What has arrived is remembered per instance, in a WeakMap keyed by it: no module-level state.
// The shell and the views are rendered only once their chunk has arrived (useChunk), never behind a Suspense
// boundary: a boundary that shows its fallback holds the reveal of its content for ~300 ms (React's throttle),
// which a click that meets a chunk still in flight, or a lazy component made before its chunk arrived, would pay.
import type { Latch, ViewName } from '@latch/core'
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy, useEffect, useReducer } from './reactBindings.ts'
import { useLatchInstance } from './context.ts'
import { whenIdle } from './idle.ts'
import type { ViewModule } from './views/loaders.ts'

type ModalComponent = ComponentType<{ embedded: boolean }>
type LazyComponent = LazyExoticComponent<ComponentType>

export interface Chunks {
  /** the shell if its chunk has arrived */
  modalIfLoaded(): ModalComponent | undefined
  /** fetches the shell (once; later calls share the request) */
  loadModal(): Promise<unknown>
  preloadModal(): void
  /** fetches a view's chunk (prefetch on hover or focus, or as the modal opens) */
  loadView(view: ViewName): ViewModule
  /** the view's component if its chunk has arrived; the same component every time, so a view never remounts */
  viewIfLoaded(view: ViewName): ComponentType | undefined
  /** a lazy component made once per key (the Account view's NFTs and Activity tabs) */
  lazyOnce(key: string, load: () => Promise<{ default: ComponentType }>): LazyComponent
  /** fetches the shell and the first view once the page is idle, so a click renders without waiting; `onModal` once
   * the shell has arrived (the provider mounts it then, closed) */
  prefetchWhenIdle(firstView: () => ViewName, onModal?: () => void): () => void
}

function createChunks(latch: Latch): Chunks {
  let loadedModal: ModalComponent | undefined
  let modalLoading: Promise<unknown> | undefined
  const loadedViews = new Map<ViewName, ComponentType>()
  const lazies = new Map<string, LazyComponent>()

  // the map of view chunks (one import() and its preload list per view) is itself a chunk, with the shell in it: the
  // first paint needs none
  const loaders = () => import('./views/loaders.ts')
  const loadModal = () =>
    (modalLoading ??= loaders().then(
      (module) => {
        loadedModal = module.Modal
      },
      (error: unknown) => {
        // a failed fetch (offline) may succeed on the next open
        modalLoading = undefined
        throw error
      },
    ))
  const loadView = (view: ViewName) =>
    loaders()
      .then(({ importView, loadViewTexts }) => Promise.all([importView(view), loadViewTexts(latch, view)]))
      .then(([module]) => {
        loadedViews.set(view, module.default)
        return module
      })

  return {
    modalIfLoaded: () => loadedModal,
    loadModal,
    // a press is coming: the instance's features and the shell load side by side
    preloadModal() {
      void latch.whenLoaded().catch(() => undefined)
      void loadModal().catch(() => undefined)
    },
    loadView,
    viewIfLoaded: (view) => loadedViews.get(view),
    lazyOnce(key, load) {
      let component = lazies.get(key)
      if (!component) {
        component = lazy(load)
        lazies.set(key, component)
      }
      return component
    },
    prefetchWhenIdle(firstView, onModal) {
      let cancelled = false
      const run = () => {
        // the closed shell mounts once the instance has loaded too: its adapters' wallets are in the first render,
        // not in a second and third one as they arrive
        void Promise.all([loadModal(), latch.whenLoaded()]).then(
          () => cancelled || onModal?.(),
          () => undefined,
        )
        void loadView(firstView()).catch(() => undefined)
      }
      const stop = whenIdle(run)
      return () => {
        cancelled = true
        stop()
      }
    },
  }
}

const byInstance = new WeakMap<Latch, Chunks>()

export function chunksOf(latch: Latch): Chunks {
  let chunks = byInstance.get(latch)
  if (!chunks) {
    chunks = createChunks(latch)
    byInstance.set(latch, chunks)
  }
  return chunks
}

/** the chunks of the instance the nearest LatchProvider gives */
export const useChunks = (): Chunks => chunksOf(useLatchInstance())

/**
 * `loaded` (a chunk's component, or undefined while it is not there) as it is now; while it is missing and `key` is
 * set, fetches it with `load(key)` and renders again on arrival. The caller renders nothing meanwhile.
 */
export function useChunk<T, K>(
  loaded: T | undefined,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const missing = loaded === undefined && key !== undefined
  useEffect(() => {
    if (!missing || key === undefined) return
    let current = true
    load(key).then(
      () => current && arrived(),
      // nothing to show: the chunk could not be fetched (offline); the next render that needs it asks again
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [missing, key, load])
  return loaded
}

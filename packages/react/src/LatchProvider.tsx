// Gives hooks and buttons their instance, and mounts the modal (lazily) into one shadow-rooted element.
import type { Latch } from '@latch/core'
import type { ReactNode } from 'react'
import { createElement, useEffect, useState, useSyncExternalStore } from './reactBindings.ts'
import { createPortal } from 'react-dom'
import { chunksOf, useChunk } from './chunks.ts'
import { LatchContext } from './context.ts'
import { appendModalHost, MODAL_TAG, shadowRootOf } from './modalHost.ts'

/** The props of {@link LatchProvider}. */
export interface LatchProviderProps {
  latch: Latch
  children?: ReactNode
  /** where <latch-modal> is appended (default document.body); false renders it in place, embedded */
  appendTo?: HTMLElement | false
}

/**
 * Gives its children the Latch instance (for the buttons and hooks) and renders the modal, in a shadow root appended to
 * `document.body` unless `appendTo` says otherwise. With `createLatch({ ssr: true })` it mounts the instance after
 * hydration.
 *
 * @example
 * ```tsx
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [devnet] })
 *
 * createRoot(root).render(
 *   <LatchProvider latch={latch}>
 *     <ConnectButton />
 *   </LatchProvider>,
 * )
 * ```
 */
export function LatchProvider({ latch, children, appendTo }: LatchProviderProps) {
  // createLatch({ modal: false }): the app draws its own screens, and no modal code is fetched or mounted
  const { hasModal } = latch
  const embedded = hasModal && appendTo === false
  const chunks = chunksOf(latch)
  // the shell mounts once the idle prefetch has brought it, or the first time something must show: the modal, an alert
  // or a toast
  const needed = useSyncExternalStore(
    latch.subscribe,
    () => hasModal && isNeeded(latch),
    () => false,
  )
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null)
  // the shell once its chunk is there: a click that beats the idle prefetch renders it when it arrives (no Suspense
  // boundary, whose fallback would hold the modal back ~300 ms more); the same component after that, never remounted
  const Shell = useChunk(loaded ? chunks.modalIfLoaded() : undefined, loaded ? 'modal' : undefined, chunks.loadModal)

  // the browser work of the instance (stored state, adapters, cloud), after hydration: the first render used
  // getInitialState(), as the server did; createLatch without `ssr` has mounted already (mount is idempotent)
  useEffect(() => latch.mount(), [latch])

  useEffect(() => {
    if (needed) void chunks.loadView(latch.getState().router.view).catch(() => undefined)
  }, [latch, chunks, needed])

  useEffect(
    () =>
      hasModal
        ? chunks.prefetchWhenIdle(
            () => {
              const state = latch.getState()
              return state.accounts[state.activeNamespace]?.status === 'connected' ? 'Account' : 'Connect'
            },
            // the shell mounts closed once it is here: its styles and its hidden dialog are ready before a press
            () => setLoaded(true),
          )
        : undefined,
    [latch, chunks, hasModal],
  )

  useEffect(() => {
    if (appendTo === false || !hasModal) return
    const host = appendModalHost(appendTo ?? document.body)
    setShadowRoot(host.shadowRoot)
    return () => {
      host.remove()
      setShadowRoot(null)
    }
  }, [appendTo, hasModal])

  return (
    <LatchContext value={latch}>
      {children}
      {embedded &&
        createElement(MODAL_TAG, {
          ref: (element: HTMLElement | null) => {
            if (element) setShadowRoot(shadowRootOf(element))
          },
        })}
      {Shell && shadowRoot && createPortal(<Shell embedded={embedded} />, shadowRoot)}
    </LatchContext>
  )
}

function isNeeded(latch: Latch): boolean {
  const state = latch.getState()
  return state.open || Boolean(state.alert) || Boolean(state.toast)
}

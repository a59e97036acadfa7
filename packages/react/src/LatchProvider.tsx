// Gives hooks and buttons their instance, and mounts the modal (lazily) into one shadow-rooted element.
import type { Latch } from '@latch/core'
import { type ComponentType, createElement, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { chunksOf, useChunks } from './chunks.ts'
import { LatchContext } from './context.ts'
import { appendModalHost, MODAL_TAG, shadowRootOf } from './modalHost.ts'

type ModalComponent = ComponentType<{ embedded: boolean }>

function SuspendedModal({ embedded }: { embedded: boolean }) {
  const { Modal } = useChunks()
  return (
    <Suspense fallback={null}>
      <Modal embedded={embedded} />
    </Suspense>
  )
}

export interface LatchProviderProps {
  latch: Latch
  children?: ReactNode
  /** where <latch-modal> is appended (default document.body); false renders it in place, embedded */
  appendTo?: HTMLElement | false
}

export function LatchProvider({ latch, children, appendTo }: LatchProviderProps) {
  const embedded = appendTo === false
  const chunks = chunksOf(latch)
  // the modal chunk is fetched the first time something must show: the modal, an alert or a toast
  const needed = useSyncExternalStore(latch.subscribe, () => isNeeded(latch), () => false)
  const [loaded, setLoaded] = useState(false)
  if (needed && !loaded) setLoaded(true)
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null)
  // chosen once: switching from the lazy shell to the loaded one later would remount the open modal (and
  // lose the opener its focus returns to) — which happens when a click beats the idle prefetch
  const shell = useRef<ModalComponent | null>(null)
  if (loaded && !shell.current) shell.current = chunks.modalIfLoaded() ?? SuspendedModal
  const Shell = shell.current

  // the browser work of the instance (stored state, adapters, cloud), after hydration: the first render used
  // getInitialState(), as the server did; createLatch without `ssr` has mounted already (mount is idempotent)
  useEffect(() => latch.mount(), [latch])

  useEffect(() => {
    if (needed) void chunks.loadView(latch.getState().router.view)
  }, [latch, chunks, needed])

  useEffect(
    () =>
      chunks.prefetchWhenIdle(() => {
        const state = latch.getState()
        return state.accounts[state.activeNamespace]?.status === 'connected' ? 'Account' : 'Connect'
      }),
    [latch, chunks],
  )

  useEffect(() => {
    if (appendTo === false) return
    const host = appendModalHost(appendTo ?? document.body)
    setShadowRoot(host.shadowRoot)
    return () => {
      host.remove()
      setShadowRoot(null)
    }
  }, [appendTo])

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

// The modal shell (loaded on first open): theme, overlay, the dialog with its header and current view,
// alerts and toasts. Rendered through a portal into <latch-modal>'s shadow root.
import type { ViewName } from '@latch/core'
import { Suspense, useEffect, useId, useMemo, useRef } from 'react'
import { useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { socialProviderOf } from '../embedded/api.ts'
import { socialName, viewTitle } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { Header } from './Header.tsx'
import { Notices } from './Notices.tsx'
import { modalCss } from './styles.ts'
import { themeStyle } from './themeStyle.ts'
import { useDialogFocus } from './useDialogFocus.ts'

/** the views the embedded wallet's frame is laid over (its own cards: approval, device setup, export) */
const FRAME_VIEWS: ReadonlySet<ViewName> = new Set(['ApproveTransaction', 'ConnectDevice', 'ExportWallet'])

export default function Modal({ embedded }: { embedded: boolean }) {
  const latch = useLatchInstance()
  const { viewComponent } = useChunks()
  const state = useLatchSelector((s) => ({
    open: s.open,
    router: s.router,
    themeMode: s.themeMode,
    themeVariables: s.themeVariables,
    // no Close while sign-in is required and missing
    canClose: s.open && latch.canClose(),
    walletName:
      s.router.view === 'ConnectingExternal'
        ? s.connectors.find((connector) => connector.id === s.router.data.connectorId)?.name
        : s.router.view === 'ConnectingSocial'
          ? socialName(socialProviderOf(s) ?? '')
          : (s.router.data.wallet as { name?: string } | undefined)?.name,
  }))
  const { open, router } = state
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const style = useMemo(() => themeStyle(state.themeMode, state.themeVariables), [state.themeMode, state.themeVariables])
  const viewKey = `${router.history.length}:${router.view}`
  useDialogFocus(dialog, {
    open,
    trap: !embedded,
    onEscape: latch.close,
    viewKey,
    // the embedded wallet's card (outside the shadow root) joins the Tab order while it is shown
    withFrame: FRAME_VIEWS.has(router.view),
  })
  useEffect(() => {
    if (!open) return
    // the chain SDK is the heaviest chunk: evaluate it only after the first view has painted
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(latch.preloadAdapters, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [open, latch])

  const View = viewComponent(router.view)
  const card = (
    <div
      ref={dialog}
      className="card"
      role="dialog"
      aria-modal={embedded ? undefined : 'true'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <Header
        titleId={titleId}
        title={viewTitle(router.view, state.walletName)}
        // leaving the frame's card by Back would leave it pending unseen; Close ends it
        canGoBack={router.history.length > 1 && !FRAME_VIEWS.has(router.view)}
        onBack={latch.back}
        onClose={state.canClose ? latch.close : undefined}
      />
      <div className="body">
        <div className="view" key={viewKey} data-transition={router.history.length > 1 || router.transition === 'prev' ? router.transition : undefined}>
          <Suspense fallback={null}>
            <View />
          </Suspense>
        </div>
      </div>
    </div>
  )

  return (
    <div className={embedded ? 'root embedded' : 'root'} data-theme={state.themeMode} style={style}>
      <style>{modalCss}</style>
      {open &&
        (embedded ? (
          card
        ) : (
          <div
            className="overlay"
            onMouseDown={(event) => {
              // a press on the backdrop itself, not on the card, closes
              if (event.target === event.currentTarget) latch.close()
            }}
          >
            {card}
          </div>
        ))}
      <Notices />
    </div>
  )
}

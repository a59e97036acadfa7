// The modal shell (loaded on first open): theme, overlay, the dialog with its header and current view,
// alerts and toasts. Rendered through a portal into <latch-modal>'s shadow root.
import type { ViewName } from '@latch/core'
import { findConnector } from '@latch/core/internal'
import { Activity, Suspense, useEffect, useId, useMemo, useRef, useState } from '../reactBindings.ts'
import { useChunk, useChunks } from '../chunks.ts'
import { useLatchInstance } from '../context.ts'
import { socialProviderOf } from '../embedded/api.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { socialName, viewTitle } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { Header } from './Header.tsx'
import { Notices } from './Notices.tsx'
import { prepareRevealWhenIdle } from './prepareReveal.ts'
import { modalCss } from './styles.ts'
import { themeStyle } from './themeStyle.ts'
import { useDialogFocus } from './useDialogFocus.ts'
import { shake } from './shake.ts'
import { useHeightAnimation } from './useHeightAnimation.ts'

/** the views the embedded wallet's frame is laid over (its own cards: approval, device setup, export, passkey) */
const FRAME_VIEWS: ReadonlySet<ViewName> = new Set([
  'ApproveTransaction',
  'ConnectDevice',
  'ExportWallet',
  'ConnectPasskey',
])

export default function Modal({ embedded }: { embedded: boolean }) {
  const latch = useLatchInstance()
  const { viewIfLoaded, loadView } = useChunks()
  const tr = useTranslator()
  const state = useLatchSelector((s) => ({
    open: s.open,
    router: s.router,
    themeMode: s.themeMode,
    themeVariables: s.themeVariables,
    // no Close while sign-in is required and missing
    canClose: s.open && latch.canClose(),
    walletName:
      s.router.view === 'ConnectingExternal'
        ? findConnector(s.connectors, s.router.data.connectorId)?.name
        : s.router.view === 'ConnectingSocial'
          ? socialName(socialProviderOf(s) ?? '')
          : (s.router.data.wallet as { name?: string } | undefined)?.name,
  }))
  const { open, router } = state
  // each close starts a new generation: the next opening is a fresh tree, never the state of the last one
  const [shown, setShown] = useState({ open, generation: 0 })
  if (shown.open !== open) setShown({ open, generation: open ? shown.generation : shown.generation + 1 })
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const style = useMemo(
    () => themeStyle(state.themeMode, state.themeVariables),
    [state.themeMode, state.themeVariables],
  )
  const viewKey = `${router.history.length}:${router.view}`
  // a modal that may not close yet shakes instead (R-2.13, SPEC §9 modal shake)
  const closeOrShake = () => (latch.canClose() ? latch.close() : shake(dialog.current))
  useDialogFocus(dialog, {
    open,
    trap: !embedded,
    onEscape: closeOrShake,
    viewKey,
    // the embedded wallet's card (outside the shadow root) joins the Tab order while it is shown
    withFrame: FRAME_VIEWS.has(router.view),
  })
  useHeightAnimation(dialog, open)
  // rendered once its chunk is there (prefetched when idle, or fetched now); nothing until then, no Suspense fallback
  const View = useChunk(viewIfLoaded(router.view), router.view, loadView)
  // closed, the view is rendered hidden, and a hidden tree runs no effects: its store subscriptions are off, and it
  // would keep its first render's state (a wallet announced after it missing) until the press rendered it again. Each
  // change while closed renders it again, at idle priority; open, the last closed state stays, so opening renders none
  const hiddenState = useLatchSelector(
    (s) => s,
    (last, next) => last === next || next.open,
  )
  const root = useRef<HTMLDivElement>(null)
  // the view an opening will show is styled and laid out while closed, so the press does not do it, again after a
  // change of its state (it may add elements); not an embedded dialog, which sits in the page's flow
  useEffect(() => {
    if (open || embedded || !View) return
    return prepareRevealWhenIdle(() => root.current?.querySelector<HTMLElement>(':scope > .overlay'))
  }, [open, embedded, View, hiddenState])
  const transition = router.history.length > 1 || router.transition === 'prev' ? router.transition : undefined
  // the same element while the view stays: opening the modal on the view rendered hidden re-renders none of it (a
  // closed state changes it, above)
  const body = useMemo(
    () => (
      <div className="body">
        <div className="view" key={viewKey} data-transition={transition}>
          {/* a boundary for what a view may suspend on inside (the Account tabs have their own) */}
          <Suspense fallback={null}>{View && <View />}</Suspense>
        </div>
      </div>
    ),
    [viewKey, transition, View, hiddenState],
  )
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
        tr={tr}
        titleId={titleId}
        title={viewTitle(tr.t, router.view, state.walletName)}
        titleFades={transition !== undefined}
        // leaving the frame's card by Back would leave it pending unseen; Close ends it
        canGoBack={router.history.length > 1 && !FRAME_VIEWS.has(router.view)}
        onBack={latch.back}
        onClose={state.canClose ? latch.close : undefined}
        onHelp={router.view === 'Connect' ? () => latch.navigate('WhatIsAWallet') : undefined}
        onHelpPrefetch={() => void loadView('WhatIsAWallet')}
      />
      {body}
    </div>
  )

  return (
    <div
      ref={root}
      className={embedded ? 'root embedded' : 'root'}
      data-theme={state.themeMode}
      style={style}
      dir={tr.dir}
      lang={tr.locale}
    >
      <style>{modalCss}</style>
      {/* each weight, size and family of the first views' text (Connect, Account, a notice's close), its font made
          while the page is idle: a size's first use costs an opening's layout more than the rest of the list */}
      <span className="font-warmup" aria-hidden="true">
        a<b>a</b>
        <strong>a</strong>
        <span className="title">a</span>
        <span className="tag">a</span>
        <span className="small">a</span>
        <span className="big">a</span>
        <span className="big mono">a</span>
        <span className="icon-button">×</span>
      </span>
      {/* closed, the dialog is rendered hidden at idle priority with no effects: an opening only reveals it */}
      <Activity key={shown.generation} mode={open ? 'visible' : 'hidden'}>
        {embedded ? (
          card
        ) : (
          <div
            className="overlay"
            onMouseDown={(event) => {
              // a press on the backdrop itself, not on the card, closes
              if (event.target === event.currentTarget) closeOrShake()
            }}
          >
            {card}
          </div>
        )}
      </Activity>
      <Notices />
    </div>
  )
}

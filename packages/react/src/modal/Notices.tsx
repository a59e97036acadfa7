// Alerts (SPEC §8, role=alert, dismissed by the user) and toasts (role=status, dismissed after a while). A toast that
// replaces a shown one appears after SPEC §9's snackbar swap delay, so the change is seen (and announced) as new.
import { SNACKBAR_SWAP_DELAY_MS } from '@latch/core/internal'
import type { Toast } from '@latch/core'
import { useEffect, useRef, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** long enough to read a short message; SPEC §9 gives no toast duration */
export const TOAST_MS = 4000

export function Notices() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { alert, toast: latest } = useLatchSelector((state) => ({ alert: state.alert, toast: state.toast }))
  const toast = useSwappedToast(latest)
  const shownAlert = alert && tr.alert(alert)
  // core's own toasts name their text; the UI's own and the dApp's are shown as they are
  const message = toast && (toast.text ? tr.coreText(toast.text) : toast.message)

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(latch.dismissToast, TOAST_MS)
    return () => clearTimeout(timer)
  }, [latch, toast])

  return (
    <div className="notices">
      {shownAlert && (
        <div className="notice" role="alert" data-variant="error">
          <div className="text">
            <strong>{shownAlert.title}</strong>
            <span className="small muted">{shownAlert.description}</span>
          </div>
          <button type="button" className="icon-button" aria-label={tr.t('dismiss')} onClick={latch.dismissAlert}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {/* the live region stays mounted so screen readers announce each new message */}
      <div className="notice toast" role="status" aria-label={message} data-variant={toast?.variant}>
        {message}
      </div>
    </div>
  )
}

/** the toast to show: the latest, except that one replacing a shown toast (or one on its way) first leaves the place
 * empty for SNACKBAR_SWAP_DELAY_MS */
function useSwappedToast(latest: Toast | undefined): Toast | undefined {
  const [shown, setShown] = useState(latest)
  const shownRef = useRef(shown)
  const swapping = useRef(false)
  useEffect(() => {
    const show = (toast: Toast | undefined) => {
      shownRef.current = toast
      setShown(toast)
    }
    if (!latest) {
      swapping.current = false
      return show(undefined)
    }
    const replacing = swapping.current || (shownRef.current !== undefined && shownRef.current !== latest)
    if (!replacing) return show(latest)
    swapping.current = true
    show(undefined)
    const timer = setTimeout(() => {
      swapping.current = false
      show(latest)
    }, SNACKBAR_SWAP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [latest])
  return shown
}

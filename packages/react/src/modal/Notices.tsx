// Alerts (SPEC §8, role=alert, dismissed by the user) and toasts (role=status, dismissed after a while).
import { useEffect } from 'react'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** long enough to read a short message; SPEC §9 gives no toast duration */
export const TOAST_MS = 4000

export function Notices() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { alert, toast } = useLatchSelector((state) => ({ alert: state.alert, toast: state.toast }))
  const shownAlert = alert && tr.alert(alert)
  // SPEC §8 toasts come from core in English; the UI's own are translated already
  const message = toast && tr.coreText(toast.message)

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

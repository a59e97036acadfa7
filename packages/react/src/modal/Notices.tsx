// Alerts (SPEC §8, role=alert, dismissed by the user) and toasts (role=status, dismissed after a while).
import { useEffect } from 'react'
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** long enough to read a short message; SPEC §9 gives no toast duration */
export const TOAST_MS = 4000

export function Notices() {
  const latch = useLatchInstance()
  const { alert, toast } = useLatchSelector((state) => ({ alert: state.alert, toast: state.toast }))

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(latch.dismissToast, TOAST_MS)
    return () => clearTimeout(timer)
  }, [latch, toast])

  return (
    <div className="notices">
      {alert && (
        <div className="notice" role="alert" data-variant="error">
          <div className="text">
            <strong>{alert.title}</strong>
            <span className="small muted">{alert.description}</span>
          </div>
          <button type="button" className="icon-button" aria-label={UI.dismiss} onClick={latch.dismissAlert}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {/* the live region stays mounted so screen readers announce each new message */}
      <div className="notice toast" role="status" aria-label={toast?.message} data-variant={toast?.variant}>
        {toast?.message}
      </div>
    </div>
  )
}

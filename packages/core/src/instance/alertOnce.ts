// SPEC §8 alerts of one instance, each shown once: the cloud's (a bad project id, a forbidden origin) and a failing
// provider's share it, so neither needs the other.
import type { AlertCode } from '../errors.ts'

export type AlertOnce = (code: AlertCode | undefined) => void

export function createAlertOnce(deps: { showAlert(code: AlertCode): void }): AlertOnce {
  const shown = new Set<AlertCode>()
  return (code) => {
    if (!code || shown.has(code)) return
    shown.add(code)
    deps.showAlert(code)
  }
}

// Each configuration alert is shown once per instance (SPEC §8), however many calls fail the same way.
import type { AlertCode } from '../errors.ts'

export function alertOnce(show: (code: AlertCode) => void): (code: AlertCode | undefined) => void {
  const shown = new Set<AlertCode>()
  return (code) => {
    if (!code || shown.has(code)) return
    shown.add(code)
    show(code)
  }
}

// The approval card's warnings (the embedded wallet's frame sends APPROVAL_WARNING): how often each warning code was
// shown, passed (the person took the second step and approved) and heeded (rejected after it), per hourly rollup.
import type { CountRow } from './aggregates.ts'

export const APPROVAL_WARNING = 'APPROVAL_WARNING'
export const WARNING_OUTCOMES = ['shown', 'passed', 'heeded'] as const
export type WarningOutcome = (typeof WARNING_OUTCOMES)[number]
/** a warning code as core names them (unlimitedApproval, blockedAddress…) */
export const WARNING_CODE = /^[a-zA-Z]{1,40}$/

/** the rollup key of one APPROVAL_WARNING event's properties: `code outcome`; undefined when they are not these */
export function warningKey(properties: Record<string, unknown> | undefined): string | undefined {
  const { code, outcome } = properties ?? {}
  if (typeof code !== 'string' || !WARNING_CODE.test(code)) return undefined
  if (!WARNING_OUTCOMES.includes(outcome as WarningOutcome)) return undefined
  return `${code} ${outcome}`
}

export interface WarningCounts {
  code: string
  shown: number
  passed: number
  heeded: number
}

/** the rollup rows summed over the range, one row per code, the most shown first */
export function warningCounts(rows: CountRow[]): WarningCounts[] {
  const byCode = new Map<string, WarningCounts>()
  for (const { key, count } of rows) {
    const [code, outcome] = key.split(' ') as [string, WarningOutcome]
    const row = byCode.get(code) ?? { code, shown: 0, passed: 0, heeded: 0 }
    if (WARNING_OUTCOMES.includes(outcome)) row[outcome] += count
    byCode.set(code, row)
  }
  return [...byCode.values()].sort((a, b) => b.shown - a.shown || a.code.localeCompare(b.code))
}

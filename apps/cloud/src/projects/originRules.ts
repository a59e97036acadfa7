// Origin patterns an operator may save: none that matches every origin, none that no browser Origin
// could ever match. "Could match" is decided by the cloud's own matcher (isOriginAllowed, SPEC §5) on a sample
// origin made from the pattern and normalised the way a browser writes its Origin header.
import { isOriginAllowed } from '@latch/core/internal'

export const MATCHES_EVERYTHING = 'matches every origin: name the sites that may use the project'
export const NEVER_MATCHES =
  'can never match a browser origin (a browser sends no default port, no path and a valid host)'

/** the pattern with its wildcards filled in: a port wildcard by a port, any other by a host label */
const sampleOf = (pattern: string) =>
  pattern
    .replace(/^\*:\/\//, 'https://')
    .replace(/:\*$/, ':8080')
    .replace(/\*/g, 'a')

/** why the pattern is refused, or undefined when it may be saved */
export function originPatternProblem(pattern: string): string | undefined {
  const host = pattern.replace(/^[^:]*:\/\//, '').replace(/:[^:]*$/, '')
  if (pattern === '*' || /^[*.]*$/.test(host)) return MATCHES_EVERYTHING
  const sample = sampleOf(pattern)
  // other schemes (chrome-extension://…) have no normal form to compare with
  if (!/^https?:\/\//i.test(sample)) return undefined
  let origin: string
  try {
    origin = new URL(sample).origin
  } catch {
    return NEVER_MATCHES
  }
  if (!isOriginAllowed(origin, [pattern]) || origin !== sample.toLowerCase()) return NEVER_MATCHES
  return undefined
}

export interface OriginCheck {
  allowed: boolean
  /** the first pattern that lets the origin in */
  pattern: string | null
}

/** "would this origin pass?", as the cloud answers a browser */
export function checkOrigin(origin: string, patterns: readonly string[]): OriginCheck {
  const pattern = patterns.find((candidate) => isOriginAllowed(origin, [candidate])) ?? null
  return { allowed: pattern !== null, pattern }
}

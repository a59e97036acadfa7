// The approval card's warnings, counted for the operator's analytics (the cloud's POST /e, event APPROVAL_WARNING): a
// code and what became of it — shown, passed (approved after the second step) or heeded (rejected). Nothing else: no
// address, amount or origin; the page named is the frame's own. A failed report is dropped, never shown.
export type WarningOutcome = 'shown' | 'passed' | 'heeded'

export const APPROVAL_WARNING = 'APPROVAL_WARNING'

export type WarningReporter = (codes: readonly string[], outcome: WarningOutcome) => void

function randomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function createWarningReporter(options: {
  cloudUrl: string
  projectId: string
  fetch: typeof globalThis.fetch
  /** the frame's own origin */
  origin: string
  version?: string
}): WarningReporter {
  const url = new URL('/e', options.cloudUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('st', 'latch-frame')
  url.searchParams.set('sv', options.version || 'latch-frame')
  let page: URL
  try {
    page = new URL(options.origin)
  } catch {
    // an opaque origin ('null') names no page: nothing is reported
    return () => {}
  }
  return (codes, outcome) => {
    for (const code of new Set(codes)) {
      const body = {
        eventId: randomId(),
        url: `${page.origin}/`,
        domain: page.host,
        timestamp: Date.now(),
        props: { type: 'track', event: APPROVAL_WARNING, properties: { code, outcome } },
      }
      void options
        .fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          credentials: 'omit',
          keepalive: true,
        })
        .catch(() => undefined)
    }
  }
}

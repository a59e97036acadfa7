// Analytics (SPEC §7, §9, §8 ): POST /e with the event body; INITIALIZE
// and DISCONNECT_SUCCESS are tracked, errors reported at most 5 per 60 s; off by option or by the project.
import { createErrorReporter, type ErrorReport } from '../errorReports.ts'
import { HttpRequestError } from '../sdkError.ts'
import type { CloudHttp } from './http.ts'

/** CONNECT_SUCCESS, CONNECTION_STALE and SWAP_SUCCESS are ours (the operator's dashboard), beside the SPEC's two */
export type TrackedEvent = 'INITIALIZE' | 'DISCONNECT_SUCCESS' | 'CONNECT_SUCCESS' | 'CONNECTION_STALE' | 'SWAP_SUCCESS'

export interface AnalyticsPage {
  url: string
  domain: string
}

export interface AnalyticsBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/** props of a tracked event (R-7.41, R-7.42: DISCONNECT_SUCCESS carries the namespace) */
export const trackProps = (event: TrackedEvent, properties?: Record<string, unknown>) =>
  properties ? { type: 'track', event, properties } : { type: 'track', event }

/** props of an error report */
export const errorProps = (report: ErrorReport) => ({
  type: 'error',
  event: report.event,
  errorType: report.errorType,
  errorMessage: report.errorMessage,
  stackTrace: report.stackTrace,
  ...(report.properties ? { properties: report.properties } : {}),
})

/** the body POST /e carries */
export const analyticsBody = (
  page: AnalyticsPage,
  props: Record<string, unknown>,
  eventId: string,
  timestamp: number,
): AnalyticsBody => ({ eventId, url: page.url, domain: page.domain, timestamp, props })

function randomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface AnalyticsOptions {
  http: CloudHttp
  page: AnalyticsPage
  /** the app's `analytics` option; false turns everything off */
  enabled: boolean
  /** the visitor's consent: without it nothing is sent, not even the project configuration request; default true */
  consented?: boolean
  /** a 403 from /e: the app is not configured for this origin */
  onForbidden: () => void
  now?: () => number
}

export type Analytics = ReturnType<typeof createAnalytics>

export function createAnalytics(options: AnalyticsOptions) {
  const now = options.now ?? Date.now
  let enabled = options.enabled
  let consented = options.consented ?? true
  // the project's configuration is asked once consent allows it; events before then are dropped, never queued
  let configLoaded: Promise<boolean> | undefined
  const inFlight = new Set<Promise<void>>()
  const reporter = createErrorReporter({
    send: (report) => void post(errorProps(report)),
    enabled: enabled && consented,
    now,
  })

  function post(props: Record<string, unknown>): Promise<void> {
    if (!enabled || !consented) return Promise.resolve()
    const sending = send(props).finally(() => inFlight.delete(sending))
    inFlight.add(sending)
    return sending
  }

  async function send(props: Record<string, unknown>): Promise<void> {
    try {
      await options.http.post('/e', undefined, analyticsBody(options.page, props, randomId(), now()))
    } catch (error) {
      if (error instanceof HttpRequestError && error.status === 403) {
        options.onForbidden()
        setEnabled(false)
      }
      // analytics never breaks the modal: any other failure is dropped
    }
  }

  function setEnabled(value: boolean) {
    enabled = value
    reporter.setEnabled(value && consented)
  }

  /** asks the project whether analytics is on (GET /getAnalyticsConfig, R-7.10); off when it cannot tell */
  async function askProject(): Promise<boolean> {
    try {
      const config = await options.http.get<{ isAnalyticsEnabled?: boolean }>('/getAnalyticsConfig')
      setEnabled(config?.isAnalyticsEnabled === true)
    } catch {
      setEnabled(false)
    }
    return enabled
  }

  /** the project's answer, asked once; false (and nothing asked) while consent is missing */
  async function loadConfig(): Promise<boolean> {
    if (!enabled || !consented) return false
    configLoaded ??= askProject()
    return configLoaded
  }

  /**
   * the visitor's choice: withdrawn, nothing more is sent; granted, the project is asked and INITIALIZE sent if this
   * page has not sent it yet
   */
  async function setConsent(value: boolean): Promise<void> {
    const first = value && !consented && !configLoaded
    consented = value
    reporter.setEnabled(enabled && consented)
    if (first && (await loadConfig())) await post(trackProps('INITIALIZE'))
  }

  return {
    loadConfig,
    isEnabled: () => enabled && consented,
    /** whether the visitor's consent (or the mode) lets an event happening now be sent */
    hasConsent: () => consented,
    setConsent,
    track: (event: TrackedEvent, properties?: Record<string, unknown>) => post(trackProps(event, properties)),
    /** false when dropped: turned off or over 5 per 60 s */
    reportError: (report: ErrorReport) => reporter.report(report),
    /** settles once every event sent so far has been answered */
    flush: async () => {
      await Promise.allSettled([...inFlight])
    },
  }
}

// Which of the instance's events analytics records and with what (never an address, an amount or a hash), sent once
// the project's configuration is known. Apart from the client's start: they change with what analytics records.
import type { Analytics } from './analytics.ts'
import type { CloudHost } from './client.ts'
import { connectProperties, healthProperties } from './connectEvent.ts'

/** the events analytics records, from subscribing on; the returned function stops it */
export function trackEvents(host: CloudHost, analytics: Analytics | undefined, ready: Promise<void>): () => void {
  /** sent once the project's configuration is known; an event happening without the visitor's consent never is */
  function trackWhenReady(
    event: Parameters<NonNullable<typeof analytics>['track']>[0],
    properties: () => Record<string, unknown>,
  ): void {
    if (!analytics?.hasConsent()) return
    const props = properties()
    void ready.then(() => analytics.track(event, props))
  }

  return host.subscribeEvents((event) => {
    if (event.type === 'DISCONNECT_SUCCESS') {
      trackWhenReady('DISCONNECT_SUCCESS', () => ({ namespace: event.data.namespace }))
    } else if (event.type === 'CONNECT_SUCCESS') {
      trackWhenReady('CONNECT_SUCCESS', () =>
        connectProperties(host.getState(), event.data.connectorId, event.data.namespace),
      )
    } else if (event.type === 'SWAP_SUCCESS') {
      // the network and the symbols only: no address, no amount, no hash
      trackWhenReady('SWAP_SUCCESS', () => ({
        network: event.data.caipNetworkId,
        fromSymbol: event.data.fromSymbol,
        toSymbol: event.data.toSymbol,
      }))
    } else if (event.type === 'CONNECTION_STALE') {
      trackWhenReady('CONNECTION_STALE', () => ({
        ...healthProperties(host.getState(), event.data.connectorId, event.data.namespace, host.isMobile()),
        reason: event.data.reason,
      }))
    } else if (event.type === 'CONNECT_ERROR') {
      const { connectorId, code } = event.data
      const connector = host.getState().connectors.find((candidate) => candidate.id === connectorId)
      analytics?.reportError({
        event: 'CONNECT_ERROR',
        errorType: 'CONNECTION_ERROR',
        errorMessage: event.data.message,
        ...(connectorId
          ? {
              properties: {
                ...healthProperties(host.getState(), connectorId, connector?.chain ?? '', host.isMobile()),
                ...(code ? { code } : {}),
              },
            }
          : {}),
      })
    }
  })
}

// The relay's open sockets, subscriptions and stored bytes, read when /metrics is scraped.
import type { Relay } from '../relay/relay.ts'
import { observeRelaySockets, observeRelayStoredBytes, observeRelaySubscriptions } from './metrics.ts'

export function observeRelay(relay: Relay): () => void {
  const stops = [
    observeRelaySockets(() => relay.connectionCount()),
    observeRelaySubscriptions(() => relay.subscriptionCount()),
    observeRelayStoredBytes(() => relay.stored().bytes),
  ]
  return () => stops.forEach((stop) => stop())
}

// What each client was sent and has acknowledged, so a message is pushed once per client: never twice on one socket,
// and after a reconnect — to this process or another — only what the client did not acknowledge.
import type { Acknowledged, Broker } from './broker.ts'
import type { RelayConnection } from './connection.ts'
import type { RelayMessage } from './protocol.ts'

export const deliveryKey = (message: Pick<RelayMessage, 'topic' | 'hash'>) => `${message.topic}:${message.hash}`

export function createDeliveries(broker: Broker) {
  /** client key → delivery keys it acknowledged (or fetched) here → expiry; survives its reconnects */
  const acknowledged = new Map<string, Map<string, number>>()

  return {
    wasDelivered(connection: RelayConnection, key: string) {
      return connection.sent.has(key) || acknowledged.get(connection.clientKey)?.has(key) === true
    },
    /** kept here and where every process sees it; a promise while the shared copy is being stored */
    acknowledge(clientKey: string, message: Acknowledged): Promise<void> | undefined {
      let keys = acknowledged.get(clientKey)
      if (!keys) acknowledged.set(clientKey, (keys = new Map()))
      keys.set(deliveryKey(message), message.expiresAt)
      return broker.acknowledge(clientKey, message)
    },
    sweep(time: number) {
      for (const [clientKey, keys] of acknowledged) {
        for (const [key, expiresAt] of keys) if (expiresAt <= time) keys.delete(key)
        if (keys.size === 0) acknowledged.delete(clientKey)
      }
    },
  }
}

export type Deliveries = ReturnType<typeof createDeliveries>

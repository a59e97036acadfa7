// Topics of one relay process: which sockets here subscribe to what, publishing through the broker, and pushing
// each message to every local subscriber but its publisher, once.
import { hash } from 'node:crypto'
import type { Broker } from './broker.ts'
import type { RelayConnection } from './connection.ts'
import type { Deliveries } from './delivery.ts'
import { deliveryKey } from './delivery.ts'
import { RPC_ERROR, type RelayMessage, subscriptionPush } from './protocol.ts'
import type { StorageQuota } from './quota.ts'
import { relayMessages } from '../observe/metrics.ts'

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const sha256 = (text: string) => hash('sha256', text, 'hex')

export interface PublishParams {
  topic: string
  message: string
  ttl?: number
  tag?: number
  attestation?: string
}

const DEFAULT_TTL_SECONDS = 300

export function createTopics(options: {
  maxTtlSeconds: number
  maxSubscriptions: number
  quota: StorageQuota
  getBroker: () => Broker
  deliveries: () => Deliveries
}) {
  /** topic → this process's subscribed sockets */
  const local = new Map<string, Set<RelayConnection>>()
  let nextPushId = Date.now() * 1000

  function deliver(connection: RelayConnection, message: RelayMessage) {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (!subscriptionId || message.publisher === connection.clientKey || message.expiresAt <= Date.now()) return
    const key = deliveryKey(message)
    if (options.deliveries().wasDelivered(connection, key)) return
    const id = nextPushId++
    connection.sent.set(key, message.expiresAt)
    connection.awaitingAck.set(id, { topic: message.topic, hash: message.hash, expiresAt: message.expiresAt })
    connection.send(subscriptionPush(id, subscriptionId, message))
    relayMessages.inc({ direction: 'out' })
  }

  /** the topic's stored messages; those the client acknowledged on another process count as sent on this socket, so
   * a publication that reaches this process late is not pushed again either */
  async function fetchStored(connection: RelayConnection, topic: string) {
    const { messages, acknowledged } = await options.getBroker().fetch(topic, connection.clientKey)
    const unacknowledged: RelayMessage[] = []
    for (const message of messages) {
      if (acknowledged.has(message.hash)) connection.sent.set(deliveryKey(message), message.expiresAt)
      else unacknowledged.push(message)
    }
    return unacknowledged
  }

  /** per topic, in the order given; the reads go out together */
  const fetchAll = (connection: RelayConnection, topics: string[]) =>
    Promise.all(topics.map((topic) => fetchStored(connection, topic)))

  return {
    /** the broker calls this for every publication on a topic this process listens to */
    onPublication(message: RelayMessage) {
      const sockets = local.get(message.topic)
      if (sockets) for (const connection of sockets) deliver(connection, message)
    },

    async subscribe(connection: RelayConnection, topic: string): Promise<string> {
      const existing = connection.subscriptions.get(topic)
      if (existing) return existing
      if (connection.subscriptions.size >= options.maxSubscriptions) {
        throw new RpcError(
          RPC_ERROR.invalidParams,
          `Too many subscriptions: at most ${options.maxSubscriptions} per connection`,
        )
      }
      // the id the client computes itself: sha256(topic + its did:key)
      const id = sha256(topic + connection.clientKey)
      connection.subscriptions.set(topic, id)
      let sockets = local.get(topic)
      if (!sockets) {
        local.set(topic, (sockets = new Set()))
        // listening before reading the store leaves no gap; a message seen both ways is sent once
        await options.getBroker().listen(topic)
      }
      sockets.add(connection)
      return id
    },

    async unsubscribe(connection: RelayConnection, topic: string) {
      if (!connection.subscriptions.delete(topic)) return
      const sockets = local.get(topic)
      sockets?.delete(connection)
      if (sockets && sockets.size === 0) {
        local.delete(topic)
        await options.getBroker().unlisten(topic)
      }
    },

    /** the stored messages of `topics` the client has not acknowledged anywhere */
    async deliverStored(connection: RelayConnection, topics: string[]) {
      for (const stored of await fetchAll(connection, topics))
        for (const message of stored) deliver(connection, message)
    },

    async publish(connection: RelayConnection, params: PublishParams, tag = params.tag ?? 0) {
      const publishedAt = Date.now()
      const ttl = Math.min(params.ttl ?? DEFAULT_TTL_SECONDS, options.maxTtlSeconds)
      const expiresAt = publishedAt + ttl * 1000
      // refused before it is stored: over a quota nothing is kept
      const bytes = Buffer.byteLength(params.message) + params.topic.length + (params.attestation?.length ?? 0)
      // a quota in this process answers at once: no await, so the message is in the broker's batch within this call
      const charged = options.quota.charge(connection.ip, params.topic, bytes, expiresAt, publishedAt)
      if (charged) await charged
      relayMessages.inc({ direction: 'in' })
      await options.getBroker().publish({
        topic: params.topic,
        message: params.message,
        publishedAt,
        tag,
        ...(params.attestation === undefined ? {} : { attestation: params.attestation }),
        expiresAt,
        hash: sha256(params.message),
        publisher: connection.clientKey,
      })
    },

    /** a fetch is a delivery: what it returns is not pushed again to this client */
    async fetchUndelivered(connection: RelayConnection, topics: string[]) {
      const messages = []
      const acknowledgements = []
      for (const stored of await fetchAll(connection, topics)) {
        for (const message of stored) {
          const key = deliveryKey(message)
          if (message.publisher === connection.clientKey || options.deliveries().wasDelivered(connection, key)) continue
          connection.sent.set(key, message.expiresAt)
          acknowledgements.push(options.deliveries().acknowledge(connection.clientKey, message))
          const { topic: t, message: body, publishedAt, tag, attestation } = message
          messages.push(
            attestation === undefined
              ? { topic: t, message: body, publishedAt, tag }
              : { topic: t, message: body, publishedAt, tag, attestation },
          )
        }
      }
      // stored together (one batch) before the answer: a reconnect elsewhere does not push them again
      await Promise.all(acknowledgements)
      return messages
    },
  }
}

export type Topics = ReturnType<typeof createTopics>

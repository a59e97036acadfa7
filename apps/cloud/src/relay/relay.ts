// The pairing relay (SPEC §1, §7): the WalletConnect v2 relay protocol on a `ws` server at /relay of the cloud's
// HTTP server. Store-and-forward with each message's TTL (at most 7 days, as WalletConnect's relay) within storage
// quotas; with a Redis URL, topics, acknowledgements and the quotas are shared across processes. A socket opens only for a
// project the cloud knows, with a valid relay-auth JWT, and only so many per client address (upgrade.ts).
import type { Server } from 'node:http'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { type Broker, createMemoryBroker } from './broker.ts'
import { RelayConnection } from './connection.ts'
import { createDeliveries, type Deliveries, deliveryKey } from './delivery.ts'
import { ORDERED_ONCE_STARTED, relayHandlers } from './handlers.ts'
import { error, parseFrame, RPC_ERROR } from './protocol.ts'
import { createTokenBucket } from './rate.ts'
import { createStorageQuota, type StorageLimits } from './quota.ts'
import { createRedisBroker } from './redis-broker.ts'
import { createRedisStorageQuota } from './redis-quota.ts'
import { log as logger } from '../observe/logger.ts'
import { createTopics } from './topics.ts'
import { createUpgradeGate } from './upgrade.ts'

export interface RelayOptions {
  /** whether `projectId` (from the connection's query) names a project of this cloud: unknown ones are refused */
  projectKnown: (projectId: string) => Promise<boolean>
  /** redis://… shares topics and stored messages with every relay process on the same Redis */
  redisUrl?: string
  /** the Redis keys' prefix: deployments sharing one Redis under different prefixes share nothing */
  redisPrefix?: string
  path?: string
  /** larger frames get an error reply and the socket is closed (1009) */
  maxFrameBytes?: number
  /** per connection: frames at once, and refill per second */
  rateLimit?: { burst: number; perSecond: number }
  /** WalletConnect clients drop a socket that has not been pinged for 35 s */
  pingIntervalMs?: number
  maxTtlSeconds?: number
  /** unexpired messages stored (in this process's memory, or by every process on the Redis), per client address and in total */
  storage?: Partial<StorageLimits>
  maxSubscriptionsPerConnection?: number
  /** the relay URLs clients are given; a JWT's `aud` must name one (else: the Host and path the client reached) */
  publicUrls?: string[]
  /** open sockets per client address in this process */
  maxConnectionsPerIp?: number
  /** proxies in front whose X-Forwarded-For names the client's address */
  trustProxy?: number
  log?: (line: string) => void
}

export interface Relay {
  readonly path: string
  /** the longest a message is kept, whatever TTL its publisher asks for */
  readonly maxTtlSeconds: number
  /** open sockets right now */
  connectionCount(): number
  /** topic subscriptions of the open sockets */
  subscriptionCount(): number
  /** unexpired bytes (text and per-message overhead) and topics stored (with Redis: by every process, as last seen) */
  stored(): { bytes: number; topics: number }
  /** ends every socket with 1001 (clients reconnect elsewhere) and stops; call before closing the HTTP server */
  close(): Promise<void>
}

export const RELAY_DEFAULTS = {
  path: '/relay',
  maxFrameBytes: 256 * 1024,
  rateLimit: { burst: 100, perSecond: 100 },
  pingIntervalMs: 15_000,
  /** WalletConnect's relay keeps a message at most 7 days */
  maxTtlSeconds: 7 * 24 * 3600,
  /** a WalletConnect message is a few KB: 16 MB is thousands of pairings behind one address; 256 MB bounds the whole */
  storage: {
    maxBytes: 256 * 1024 * 1024,
    maxTopics: 100_000,
    maxBytesPerClient: 16 * 1024 * 1024,
    maxTopicsPerClient: 2000,
  },
  maxSubscriptionsPerConnection: 1000,
  /** storage is bounded per address by its quota; sockets still cost a descriptor, buffers and up to 1000 subscriptions
   * each, and one page pairs over one or two: 100 is a busy office behind one address */
  maxConnectionsPerIp: 100,
  redisPrefix: 'latch:relay',
} as const

/** refused frames in a row after which a client is treated as abusive and disconnected */
const MAX_REFUSED_IN_A_ROW = 1000

export async function attachRelay(server: Server, options: RelayOptions): Promise<Relay> {
  const path = options.path ?? RELAY_DEFAULTS.path
  const maxFrameBytes = options.maxFrameBytes ?? RELAY_DEFAULTS.maxFrameBytes
  const rateLimit = options.rateLimit ?? RELAY_DEFAULTS.rateLimit
  const log = options.log ?? ((line: string) => logger.warn({ component: 'relay' }, line))

  const connections = new Set<RelayConnection>()
  let broker: Broker
  let deliveries: Deliveries
  const limits = { ...RELAY_DEFAULTS.storage, ...options.storage }
  const redisPrefix = options.redisPrefix ?? RELAY_DEFAULTS.redisPrefix
  const quota = options.redisUrl
    ? await createRedisStorageQuota({ url: options.redisUrl, limits, prefix: redisPrefix, log })
    : createStorageQuota(limits)
  const topics = createTopics({
    maxTtlSeconds: options.maxTtlSeconds ?? RELAY_DEFAULTS.maxTtlSeconds,
    quota,
    maxSubscriptions: options.maxSubscriptionsPerConnection ?? RELAY_DEFAULTS.maxSubscriptionsPerConnection,
    getBroker: () => broker,
    deliveries: () => deliveries,
  })
  broker = options.redisUrl
    ? await createRedisBroker(options.redisUrl, topics.onPublication, log, { prefix: redisPrefix }).catch(
        async (failure: unknown) => {
          await quota.close?.()
          throw failure
        },
      )
    : createMemoryBroker(topics.onPublication)
  deliveries = createDeliveries(broker)
  const handleRequest = relayHandlers(topics, log)

  // frames are parsed as JSON right away: invalid UTF-8 fails there, so ws need not check every byte first
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes * 4,
    perMessageDeflate: false,
    skipUTF8Validation: true,
  })

  const gate = createUpgradeGate({
    path,
    projectKnown: options.projectKnown,
    publicUrls: options.publicUrls,
    maxConnectionsPerIp: options.maxConnectionsPerIp ?? RELAY_DEFAULTS.maxConnectionsPerIp,
    trustProxy: options.trustProxy,
    log,
    accept: (request, socket, head, clientId, ip) =>
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, clientId, ip)),
  })
  const { onUpgrade } = gate

  function onFrame(connection: RelayConnection, data: RawData, isBinary: boolean) {
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength
    if (size > maxFrameBytes) {
      connection.send(error(null, RPC_ERROR.tooLarge, `Frame too large: the limit is ${maxFrameBytes} bytes`))
      connection.socket.close(1009, 'Frame too large')
      return
    }
    if (isBinary) {
      connection.send(error(null, RPC_ERROR.invalidRequest, 'Invalid request: text frames only'))
      return
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(data).toString('utf8')
    const frame = parseFrame(text)
    if (!connection.bucket.take()) {
      if (frame.kind === 'request') connection.send(error(frame.id, RPC_ERROR.rateLimited, 'Rate limit exceeded'))
      if (++connection.refused >= MAX_REFUSED_IN_A_ROW) connection.socket.close(1008, 'Rate limit exceeded')
      return
    }
    connection.refused = 0
    if (frame.kind === 'invalid') connection.send(error(frame.id, frame.code, frame.message))
    else if (frame.kind === 'response') {
      const pending = connection.awaitingAck.get(frame.id)
      if (!pending) return
      connection.awaitingAck.delete(frame.id)
      // the client's record now says it: this socket's own list can forget the key
      connection.sent.delete(deliveryKey(pending))
      // stored before the client's next request is answered: a reconnect elsewhere knows it
      const stored = deliveries
        .acknowledge(connection.clientKey, pending)
        ?.catch((caught: unknown) => log(`acknowledgement not stored: ${String(caught)}`))
      if (stored) {
        const all = connection.ackWrites ? Promise.all([connection.ackWrites, stored]) : stored
        connection.ackWrites = all
        void all.then(() => {
          if (connection.ackWrites === all) connection.ackWrites = undefined
        })
      }
    } else {
      const { id, method, params } = frame
      connection.queue = connection.queue.then(() => {
        const done = handleRequest(connection, id, method, params)
        if (!ORDERED_ONCE_STARTED.has(method)) return done
      })
    }
  }

  function onClose(connection: RelayConnection) {
    connections.delete(connection)
    gate.releaseAddress(connection.ip)
    return connection.queue.then(async () => {
      for (const topic of [...connection.subscriptions.keys()]) await topics.unsubscribe(connection, topic)
    })
  }

  function onConnection(socket: WebSocket, clientKey: string, ip: string) {
    const connection = new RelayConnection(
      socket,
      clientKey,
      ip,
      createTokenBucket(rateLimit.burst, rateLimit.perSecond),
    )
    connections.add(connection)
    socket.on('message', (data, isBinary) => {
      try {
        onFrame(connection, data, isBinary)
      } catch (caught) {
        log(`frame handling failed: ${String(caught)}`)
      }
    })
    socket.on('pong', () => (connection.alive = true))
    // ws reports protocol errors (e.g. a frame over maxPayload) here and closes the socket itself
    socket.on('error', (caught) => log(`socket error: ${caught.message}`))
    socket.on('close', () => {
      onClose(connection).catch((caught: unknown) => log(`close cleanup failed: ${String(caught)}`))
    })
  }

  server.on('upgrade', onUpgrade)

  const heartbeat = setInterval(() => {
    const time = Date.now()
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
      for (const [key, expiresAt] of connection.sent) if (expiresAt <= time) connection.sent.delete(key)
    }
    deliveries.sweep(time)
    void quota.release(time)
  }, options.pingIntervalMs ?? RELAY_DEFAULTS.pingIntervalMs)
  heartbeat.unref()

  return {
    path,
    maxTtlSeconds: options.maxTtlSeconds ?? RELAY_DEFAULTS.maxTtlSeconds,
    connectionCount: () => connections.size,
    subscriptionCount: () => [...connections].reduce((sum, connection) => sum + connection.subscriptions.size, 0),
    stored: () => {
      void quota.release(Date.now())
      return quota.stored()
    },
    async close() {
      clearInterval(heartbeat)
      server.off('upgrade', onUpgrade)
      const closing = [...connections].map((connection) => connection.queue)
      for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
      // a client that does not answer the close handshake is cut off
      const deadline = setTimeout(() => {
        for (const client of wss.clients) client.terminate()
      }, 2000)
      await Promise.allSettled(closing)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => {
        const check = () => (wss.clients.size === 0 ? resolve() : setTimeout(check, 20))
        check()
      })
      clearTimeout(deadline)
      await broker.close()
      await quota.close?.()
    },
  }
}

// A raw WebSocket client of the relay for the tests: JSON-RPC requests, irn_subscription pushes, raw frames. It
// signs its relay-auth JWT as @walletconnect/core does (@walletconnect/relay-auth: ed25519 did:key, aud = relay URL).
import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { cloudConfigSchema } from '../src/config.ts'
import type { CloudContext } from '../src/context.ts'
import { openDatabase } from '../src/db/database.ts'
import { type Project, saveProject } from '../src/projects/store.ts'

export interface Push {
  id: number
  subscriptionId: string
  data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
}

export interface RpcReply {
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

/** a client's identity: its ed25519 key pair and the did:key the relay knows it by across reconnects */
export interface RelayIdentity {
  keyPair: Keypair
  did: string
}

export function relayIdentity(): RelayIdentity {
  const keyPair = generateKeyPair()
  return { keyPair, did: encodeIss(keyPair.publicKey) }
}

/** the JWT a WalletConnect client sends for `relayUrl` (its aud), valid one day as theirs are */
export const relayAuth = (identity: RelayIdentity, relayUrl: string, ttlSeconds = 86_400, iat?: number) =>
  signJWT('latch-test', relayUrl, ttlSeconds, identity.keyPair, iat)

export const randomTopic = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')

export class RelayClient {
  /** pushes in arrival order; `ack` false leaves them unanswered (as a client that dies before answering) */
  readonly pushes: Push[] = []
  /** error replies that match no request of ours (e.g. a frame the relay could not parse) */
  readonly orphanErrors: RpcReply[] = []
  private nextId = 1
  private readonly pending = new Map<number | string, (reply: RpcReply) => void>()
  private readonly waiters: Array<() => void> = []
  readonly closed: Promise<{ code: number; reason: string }>

  private constructor(
    readonly socket: WebSocket,
    private readonly ack: boolean,
  ) {
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
    socket.on('message', (raw) => this.onFrame(JSON.parse(raw.toString()) as Record<string, unknown>))
  }

  /** `identity` signs the auth JWT (a new one each time when left out); `auth` replaces the JWT as it is */
  static async connect(
    relayUrl: string,
    options: {
      identity?: RelayIdentity
      auth?: string
      projectId?: string
      ack?: boolean
      autoPong?: boolean
      headers?: Record<string, string>
    } = {},
  ) {
    const url = new URL(relayUrl)
    url.searchParams.set('projectId', options.projectId ?? 'latch-test')
    url.searchParams.set('auth', options.auth ?? (await relayAuth(options.identity ?? relayIdentity(), relayUrl)))
    url.searchParams.set('ua', 'latch-relay-test')
    const socket = new WebSocket(url, {
      autoPong: options.autoPong ?? true,
      ...(options.headers ? { headers: options.headers } : {}),
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new RelayClient(socket, options.ack ?? true)
  }

  private onFrame(frame: Record<string, unknown>) {
    if (frame.method === 'irn_subscription') {
      const params = frame.params as { id: string; data: Push['data'] }
      this.pushes.push({ id: frame.id as number, subscriptionId: params.id, data: params.data })
      if (this.ack) this.sendRaw(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else {
      const reply = frame as unknown as RpcReply
      const resolve = reply.id === null ? undefined : this.pending.get(reply.id)
      if (resolve) {
        this.pending.delete(reply.id as number)
        resolve(reply)
      } else this.orphanErrors.push(reply)
    }
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  request(method: string, params: unknown): Promise<RpcReply> {
    const id = this.nextId++
    const reply = new Promise<RpcReply>((resolve) => this.pending.set(id, resolve))
    this.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return reply
  }

  /** the result, or a thrown error naming the JSON-RPC error */
  async call<T = unknown>(method: string, params: unknown): Promise<T> {
    const reply = await this.request(method, params)
    if (reply.error) throw new Error(`${method}: ${reply.error.code} ${reply.error.message}`)
    return reply.result as T
  }

  sendRaw(data: string | Buffer, options: { binary?: boolean } = {}) {
    this.socket.send(data, { binary: options.binary ?? false })
  }

  /** resolves once `count` pushes have arrived (the test's own timeout bounds the wait) */
  async waitForPushes(count: number): Promise<Push[]> {
    while (this.pushes.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve))
    return this.pushes.slice(0, count)
  }

  async waitForOrphans(count: number): Promise<RpcReply[]> {
    while (this.orphanErrors.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve))
    return this.orphanErrors.slice(0, count)
  }

  /**
   * A request answered after everything the relay queued for this socket before it: the relay runs one socket's
   * requests in order and sends a subscribe's stored messages before the next request's reply.
   */
  async barrier() {
    await this.call('irn_unsubscribe', { topic: 'barrier' })
  }

  async close() {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close()
    await this.closed
  }
}

/** the project the relay clients of the tests name: a cloud refuses a relay socket for a project it does not know */
export const RELAY_TEST_PROJECT: Project = {
  id: 'latch-test',
  name: 'Relay tests',
  allowedOrigins: [],
  plan: 'basic',
  features: {},
}

/** saves the relay tests' project (and `others`) in a running cloud's database */
export async function seedRelayProject(context: Pick<CloudContext, 'db'>, ...others: string[]) {
  for (const id of [RELAY_TEST_PROJECT.id, ...others]) await saveProject(context.db, { ...RELAY_TEST_PROJECT, id })
}

/** the same, in the SQLite database of a cloud process not started yet (its LATCH_CLOUD_DATA_DIR) */
export async function seedRelayProjectIn(dataDir: string) {
  const database = await openDatabase(cloudConfigSchema.parse({ dataDir }))
  try {
    await seedRelayProject(database)
  } finally {
    await database.close()
  }
}

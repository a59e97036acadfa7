// What the relay agrees to keep: unexpired bytes and topics per client address and in total. A publication over a
// quota is refused before it is stored, so memory (or Redis) stays bounded however much anyone sends. A did:key
// costs nothing to make, so the client counted is its address; each message is charged until the end of the second it
// expires in.
import { RPC_ERROR } from './protocol.ts'
import { RpcError } from './topics.ts'

export interface StorageLimits {
  /** unexpired message bytes, everyone together */
  maxBytes: number
  /** topics holding an unexpired message, everyone together */
  maxTopics: number
  /** unexpired message bytes published from one client address */
  maxBytesPerClient: number
  /** topics one client address holds an unexpired message on */
  maxTopicsPerClient: number
}

/** what a stored message costs beyond its text: its record, keys and indexes (so a flood of tiny ones counts too) */
export const MESSAGE_OVERHEAD_BYTES = 256

/** how finely charges are kept: a client's messages on one topic that expire in the same second share one record, so
 * a flood of small messages costs the quota a record per second, not one each (held at most a second longer) */
export const CHARGE_GRAIN_MS = 1000

/** when a charge for a message expiring at `expiresAt` is released: the end of its second */
export const chargeReleasedAt = (expiresAt: number) => Math.ceil(expiresAt / CHARGE_GRAIN_MS) * CHARGE_GRAIN_MS

/** a client's unexpired messages on one topic that expire in the same second */
interface Charge {
  key: string
  client: string
  topic: string
  bytes: number
  releasedAt: number
}

interface Account {
  bytes: number
  /** topic → its unexpired charges */
  topics: Map<string, number>
}

export const QUOTA_TEXTS = {
  bytes: (limit: number) => `Relay storage quota exceeded: at most ${limit} bytes of unexpired messages`,
  bytesPerClient: (limit: number) =>
    `Relay storage quota exceeded: at most ${limit} bytes of unexpired messages per client`,
  topics: (limit: number) => `Relay topic quota exceeded: at most ${limit} topics with unexpired messages`,
  topicsPerClient: (limit: number) =>
    `Relay topic quota exceeded: at most ${limit} topics with unexpired messages per client`,
} as const

/** what the relay charges each publication against: in this process's memory, or shared through Redis */
export interface StorageQuota {
  /** counts a message against the quotas, or throws the JSON-RPC error (-32005, limit exceeded) that refuses it */
  charge(client: string, topic: string, bytes: number, expiresAt: number, time: number): void | Promise<void>
  /** forgets what expired (the heartbeat calls this; charge does too) */
  release(time: number): void | Promise<void>
  /** what is held now (with Redis: the deployment's totals as last seen) */
  stored(): { bytes: number; topics: number }
  close?(): Promise<void>
}

export function createStorageQuota(limits: StorageLimits): StorageQuota {
  const total: Account = { bytes: 0, topics: new Map() }
  const clients = new Map<string, Account>()
  /** client, topic and second → its charge */
  const charges = new Map<string, Charge>()
  /** a min-heap by release time: the next charge to release is at the top */
  const heap: Charge[] = []

  /** `bytes` more (or less) held by `account`, on a charge of `topic` that is new (or gone) when `records` is ±1 */
  const add = (account: Account, topic: string, bytes: number, records: 1 | 0 | -1) => {
    account.bytes += bytes
    if (records === 0) return
    const count = (account.topics.get(topic) ?? 0) + records
    if (count > 0) account.topics.set(topic, count)
    else account.topics.delete(topic)
  }

  function push(charge: Charge) {
    heap.push(charge)
    let index = heap.length - 1
    while (index > 0) {
      const parent = (index - 1) >> 1
      if (heap[parent]!.releasedAt <= charge.releasedAt) break
      heap[index] = heap[parent]!
      index = parent
    }
    heap[index] = charge
  }

  function pop(): Charge {
    const top = heap[0]!
    const last = heap.pop()!
    if (heap.length) {
      let index = 0
      for (;;) {
        const left = 2 * index + 1
        const right = left + 1
        let smallest = index
        const at = (i: number) => (i === index ? last : heap[i]!)
        if (left < heap.length && heap[left]!.releasedAt < at(smallest).releasedAt) smallest = left
        if (right < heap.length && heap[right]!.releasedAt < at(smallest).releasedAt) smallest = right
        if (smallest === index) break
        heap[index] = heap[smallest]!
        index = smallest
      }
      heap[index] = last
    }
    return top
  }

  function release(time: number) {
    while (heap.length && heap[0]!.releasedAt <= time) {
      const charge = pop()
      charges.delete(charge.key)
      add(total, charge.topic, -charge.bytes, -1)
      const account = clients.get(charge.client)
      if (account) {
        add(account, charge.topic, -charge.bytes, -1)
        if (account.bytes <= 0 && account.topics.size === 0) clients.delete(charge.client)
      }
    }
  }

  return {
    charge(client: string, topic: string, bytes: number, expiresAt: number, time: number) {
      release(time)
      const cost = bytes + MESSAGE_OVERHEAD_BYTES
      const account = clients.get(client) ?? { bytes: 0, topics: new Map() }
      const refuse = (message: string) => new RpcError(RPC_ERROR.limitExceeded, message)
      if (account.bytes + cost > limits.maxBytesPerClient)
        throw refuse(QUOTA_TEXTS.bytesPerClient(limits.maxBytesPerClient))
      if (total.bytes + cost > limits.maxBytes) throw refuse(QUOTA_TEXTS.bytes(limits.maxBytes))
      if (!account.topics.has(topic) && account.topics.size >= limits.maxTopicsPerClient)
        throw refuse(QUOTA_TEXTS.topicsPerClient(limits.maxTopicsPerClient))
      if (!total.topics.has(topic) && total.topics.size >= limits.maxTopics)
        throw refuse(QUOTA_TEXTS.topics(limits.maxTopics))
      clients.set(client, account)
      const releasedAt = chargeReleasedAt(expiresAt)
      const key = `${client}\n${topic}\n${releasedAt}`
      const held = charges.get(key)
      if (held) held.bytes += cost
      else {
        const charge = { key, client, topic, bytes: cost, releasedAt }
        charges.set(key, charge)
        push(charge)
      }
      add(account, topic, cost, held ? 0 : 1)
      add(total, topic, cost, held ? 0 : 1)
    },
    release,
    stored: () => ({ bytes: total.bytes, topics: total.topics.size }),
  }
}

// Where messages live between publish and delivery: in this process, or shared through Redis (redis-broker.ts).
import type { RelayMessage } from './protocol.ts'

export interface Broker {
  /** keeps the message until it expires and hands it to every relay process listening on its topic */
  publish(message: RelayMessage): Promise<void>
  /** the topic's unexpired messages, oldest first, and the hashes of those `clientKey` acknowledged on any process */
  fetch(topic: string, clientKey: string): Promise<Stored>
  /** this process has a subscriber on the topic (first one): start receiving its publications */
  listen(topic: string): Promise<void>
  /** this process's last subscriber on the topic left */
  unlisten(topic: string): Promise<void>
  /** a client acknowledged a message: kept where every relay process sees it; a promise when that takes a round trip */
  acknowledge(clientKey: string, acknowledged: Acknowledged): Promise<void> | undefined
  close(): Promise<void>
}

/** what a client acknowledged: enough to find the message again, and to keep the record as long as the message */
export type Acknowledged = Pick<RelayMessage, 'topic' | 'hash' | 'expiresAt'>

export interface Stored {
  messages: RelayMessage[]
  acknowledged: ReadonlySet<string>
}

const NONE: ReadonlySet<string> = new Set()

/** called for every publication on a topic this process listens to (its own included) */
export type OnPublication = (message: RelayMessage) => void

/** a bound on what one topic keeps, so a flood on one topic cannot take all memory */
export const MAX_STORED_PER_TOPIC = 1000

export function createMemoryBroker(onPublication: OnPublication, now: () => number = Date.now): Broker {
  const stored = new Map<string, RelayMessage[]>()
  const live = (topic: string) => {
    const time = now()
    const kept = (stored.get(topic) ?? []).filter((message) => message.expiresAt > time)
    if (kept.length) stored.set(topic, kept)
    else stored.delete(topic)
    return kept
  }
  // forget expired messages of topics nobody reads again
  const sweep = setInterval(() => {
    for (const topic of [...stored.keys()]) live(topic)
  }, 30_000)
  sweep.unref()
  return {
    async publish(message) {
      // expired messages go at fetch and sweep time: a publish costs O(1), however busy the topic
      let kept = stored.get(message.topic)
      if (!kept) stored.set(message.topic, (kept = []))
      kept.push(message)
      if (kept.length > MAX_STORED_PER_TOPIC) kept.shift()
      onPublication(message)
    },
    // one process: the relay's own record of acknowledgements (deliveries) is the whole truth
    async fetch(topic) {
      return { messages: [...live(topic)], acknowledged: NONE }
    },
    async listen() {},
    async unlisten() {},
    acknowledge: () => undefined,
    async close() {
      clearInterval(sweep)
      stored.clear()
    },
  }
}

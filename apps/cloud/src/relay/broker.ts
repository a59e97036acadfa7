// Where messages live between publish and delivery: in this process, or shared through Redis (redis-broker.ts).
import type { RelayMessage } from './protocol.ts'

export interface Broker {
  /** keeps the message until it expires and hands it to every relay process listening on its topic */
  publish(message: RelayMessage): Promise<void>
  /** the topic's unexpired messages, oldest first */
  fetch(topic: string): Promise<RelayMessage[]>
  /** this process has a subscriber on the topic (first one): start receiving its publications */
  listen(topic: string): Promise<void>
  /** this process's last subscriber on the topic left */
  unlisten(topic: string): Promise<void>
  close(): Promise<void>
}

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
      const kept = live(message.topic)
      kept.push(message)
      if (kept.length > MAX_STORED_PER_TOPIC) kept.splice(0, kept.length - MAX_STORED_PER_TOPIC)
      stored.set(message.topic, kept)
      onPublication(message)
    },
    async fetch(topic) {
      return [...live(topic)]
    },
    async listen() {},
    async unlisten() {},
    async close() {
      clearInterval(sweep)
      stored.clear()
    },
  }
}

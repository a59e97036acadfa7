// The relay processes sharing one Redis find each other through a set of live processes: a publication goes to
// every other process once (never echoed to its publisher), a process that died is dropped by the next publisher,
// and a process whose Redis connection dropped joins again and hears publications..
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Broker, MAX_STORED_PER_TOPIC } from '../src/relay/broker.ts'
import type { RelayMessage } from '../src/relay/protocol.ts'
import { createRedisBroker } from '../src/relay/redis-broker.ts'

const PROCESSES = 'latch:relay:processes'
const topicKey = (topic: string) => `latch:relay:topic:${topic}`

const message = (topic: string, body: string): RelayMessage => {
  const publishedAt = Date.now()
  return {
    topic,
    message: body,
    publishedAt,
    tag: 1108,
    expiresAt: publishedAt + 60_000,
    hash: body,
    publisher: 'did:key:zPublisher',
  }
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 5000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** the id CLIENT KILL takes, of the connection with that name in CLIENT LIST's answer */
const idOf = (list: unknown, name: string) =>
  String(list)
    .split('\n')
    .find((line) => line.includes(` name=${name} `))
    ?.match(/\bid=(\d+)/)?.[1] ?? ''

describe('relay: the processes on one Redis', () => {
  const admin = createClient({ url: inject('redisUrl') })
  const brokers: Broker[] = []
  const heard = new Map<string, RelayMessage[]>()

  const start = async (name: string) => {
    const list: RelayMessage[] = []
    heard.set(name, list)
    const broker = await createRedisBroker(
      inject('redisUrl'),
      (received) => list.push(received),
      () => undefined,
    )
    brokers.push(broker)
    return broker
  }

  beforeAll(() => admin.connect())
  afterEach(async () => {
    await Promise.all(brokers.splice(0).map((broker) => broker.close()))
    heard.clear()
  })
  afterAll(() => admin.quit())

  it('hands a publication to every other process once, and to its publisher only from its own hands', async () => {
    const [a, b] = [await start('a'), await start('b'), await start('c')]
    await a.publish(message('t-once', 'hello'))
    await until(() => heard.get('b')!.length === 1 && heard.get('c')!.length === 1, 'b and c')
    await b.publish(message('t-once', 'back'))
    await until(() => heard.get('a')!.length === 2 && heard.get('c')!.length === 2, 'a and c')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard.get('a')!.map((received) => received.message)).toEqual(['hello', 'back'])
    expect(heard.get('b')!.map((received) => received.message)).toEqual(['hello', 'back'])
    expect(heard.get('c')!.map((received) => received.message)).toEqual(['hello', 'back'])
  })

  it('drops a process nobody listens for (it died) at the next publication, and keeps the live ones', async () => {
    const a = await start('a')
    await start('b')
    await admin.sAdd(PROCESSES, 'a-process-that-died')
    await a.publish(message('t-dead', 'anyone?'))
    await until(() => heard.get('b')!.length === 1, 'b')
    expect(await admin.sIsMember(PROCESSES, 'a-process-that-died')).toBe(0)
    expect(await admin.sCard(PROCESSES)).toBeGreaterThanOrEqual(2)
  })

  it('joins again after its Redis connection dropped, and hears what is published after', async () => {
    const a = await start('a')
    const listeners = async () =>
      new Set(((await admin.sendCommand(['CLIENT', 'LIST'])) as string).match(/latch-relay-listener:\S+/g))
    const others = await listeners()
    await start('b')
    const [bListener] = [...(await listeners())].filter((name) => !others.has(name))
    const b = bListener!.slice('latch-relay-listener:'.length)
    // a publisher that found b's channel silent while it reconnects drops it from the set: as if that happened
    await admin.sRem(PROCESSES, b)
    await admin.sendCommand(['CLIENT', 'KILL', 'ID', idOf(await admin.sendCommand(['CLIENT', 'LIST']), bListener!)])
    await until(async () => (await admin.sIsMember(PROCESSES, b)) === 1, 'b to join again')
    await a.publish(message('t-again', 'after the drop'))
    await until(() => heard.get('b')!.some((received) => received.message === 'after the drop'), 'b after reconnecting')
  })

  it('sends the batch on after Redis lost its scripts (a restart, SCRIPT FLUSH): loaded again, nothing dropped', async () => {
    const a = await start('a')
    await start('b')
    await admin.sendCommand(['SCRIPT', 'FLUSH'])
    await a.publish(message('t-noscript', 'after the flush'))
    await until(() => heard.get('b')!.some((received) => received.message === 'after the flush'), 'b')
    expect(await admin.xLen(topicKey('t-noscript'))).toBe(1)
    await a.publish(message('t-noscript', 'and the next'))
    await until(() => heard.get('b')!.length === 2, 'b again')
  })

  it('gives a topic a TTL a quarter over its longest message (an acknowledgement alone too), extends it only when due, and again after the key was lost', async () => {
    const a = await start('a')
    const store = topicKey('t-ttl')
    const ackedOnly = topicKey('t-ttl-acked')
    const at = (topic: string, body: string, ttlMs: number) => ({
      ...message(topic, body),
      expiresAt: Date.now() + ttlMs,
    })
    await a.publish(at('t-ttl', 'first', 60_000))
    await a.acknowledge('did:key:zTtl', at('t-ttl-acked', 'elsewhere', 60_000))
    for (const key of [store, ackedOnly]) expect(await admin.pTTL(key)).toBeGreaterThan(70_000)
    // a later message inside that margin leaves the key's TTL alone: a second's wait shows it counting down
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await a.publish(at('t-ttl', 'second', 60_000))
    expect(await admin.pTTL(store)).toBeLessThan(74_100)
    // a message that outlives it extends it; a shorter one never shortens it
    await a.publish(at('t-ttl', 'long', 600_000))
    expect(await admin.pTTL(store)).toBeGreaterThan(700_000)
    await a.publish(at('t-ttl', 'short', 1_000))
    expect(await admin.pTTL(store)).toBeGreaterThan(700_000)
    // lost (an operator's DEL, a flush): the next write that needs more time gives the new key a TTL again
    await admin.del(store)
    await a.publish(at('t-ttl', 'after the loss', 900_000))
    expect(await admin.pTTL(store)).toBeGreaterThan(1_000_000)
    expect(await admin.xLen(store)).toBe(1)
  })

  it('hides from a client what it acknowledged on another process, and from nobody else; skips expired messages', async () => {
    const [a, b] = [await start('a'), await start('b')]
    // a topic of its own per attempt: a retry must not read the stream an earlier attempt left
    const topic = `t-acks-${Date.now()}`
    const expired = { ...message(topic, 'gone'), expiresAt: Date.now() - 1 }
    await a.publish(expired)
    const [first, second] = [message(topic, 'first'), message(topic, 'second')]
    await a.publish(first)
    await a.publish(second)
    await b.acknowledge('did:key:zWallet', first)
    const forWallet = await a.fetch(topic, 'did:key:zWallet')
    expect(forWallet.messages.map((stored) => stored.message)).toEqual(['first', 'second'])
    expect([...forWallet.acknowledged]).toEqual(['first'])
    expect([...(await a.fetch(topic, 'did:key:zOther')).acknowledged]).toEqual([])
  })

  it('keeps a message published as its topic is about to expire: the topic is lengthened before the message goes in', async () => {
    const a = await start('a')
    // an expired message leaves its topic a 1 ms TTL; the next message lands at its end, again and again
    let lost = 0
    for (let round = 0; round < 1500; round++) {
      const topic = `t-expiring-${round}`
      await a.publish({ ...message(topic, 'gone'), expiresAt: Date.now() - 1 })
      const until = performance.now() + 0.3 + Math.random() * 1.2
      while (performance.now() < until);
      await a.publish(message(topic, 'kept'))
      const { messages } = await a.fetch(topic, 'did:key:zReader')
      if (messages.map((stored) => stored.message).join() !== 'kept') lost++
    }
    expect(lost).toBe(0)
  })

  it('keeps a bounded number of entries per topic, and hands out the newest messages', async () => {
    const a = await start('a')
    const total = 2 * MAX_STORED_PER_TOPIC + 500
    for (let sent = 0; sent < total; sent += 250) {
      await Promise.all(Array.from({ length: 250 }, (_, index) => a.publish(message('t-flood', `m${sent + index}`))))
    }
    // MAXLEN ~ trims whole stream nodes (100 entries each): at most one node over
    expect(await admin.xLen(topicKey('t-flood'))).toBeLessThanOrEqual(2 * MAX_STORED_PER_TOPIC + 100)
    const { messages } = await a.fetch('t-flood', 'did:key:zReader')
    expect(messages).toHaveLength(MAX_STORED_PER_TOPIC)
    expect(messages.at(-1)!.message).toBe(`m${total - 1}`)
  })
})

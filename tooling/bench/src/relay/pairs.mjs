// Relay load: N pairs of raw WebSocket clients (a "dApp" and a "wallet" per pair, as after a pairing), each pair on
// its own topic. Both sides start with one message; whoever receives a message answers the push ({result:true}, as
// the WalletConnect clients do) and publishes the next one on the topic — two messages in flight per pair.
// Delivery latency = irn_publish sent → irn_subscription received (same process clock).
import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

/** about the size of an encrypted WalletConnect request envelope (base64) */
const PAYLOAD = randomBytes(384).toString('base64')

/**
 * @param {{ relayUrls: [string, string], pairs: number, warmupMs: number, durationMs: number }} options
 * the dApp side connects to relayUrls[0], the wallet side to relayUrls[1] (the same URL for one relay)
 */
export async function measurePairs({ relayUrls, pairs, warmupMs, durationMs }) {
  for (const url of relayUrls) {
    if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname))
      throw new Error(`relay load is for loopback only, not ${url}`)
  }
  const latencies = []
  const errorSamples = []
  let errors = 0
  let published = 0
  let delivered = 0
  let duplicates = 0
  const fail = (what) => {
    errors++
    if (errorSamples.length < 5) errorSamples.push(what)
  }
  let running = true
  let windowStart = Number.POSITIVE_INFINITY
  let windowEnd = Number.POSITIVE_INFINITY

  const sides = []
  for (let pair = 0; pair < pairs; pair++) {
    const topic = randomBytes(32).toString('hex')
    for (const relayUrl of relayUrls) sides.push({ relayUrl, topic, seen: new Set() })
  }
  const sockets = await Promise.all(sides.map((side) => open(side.relayUrl)))
  sides.forEach((side, index) => (side.socket = sockets[index]))

  let nextId = 1
  const requests = new Map()
  const request = (side, method, params) =>
    new Promise((resolve) => {
      const id = nextId++
      requests.set(id, resolve)
      side.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  let sequence = 0
  const publish = (side) => {
    if (!running) return
    published++
    const message = `${performance.now().toFixed(3)}|${sequence++}|${PAYLOAD}`
    void request(side, 'irn_publish', { topic: side.topic, message, ttl: 300, tag: 1108 })
  }

  for (const side of sides) {
    side.socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString())
      if (frame.method === 'irn_subscription') {
        const received = performance.now()
        // the answer and the next publish leave in one write, as a client's event loop would batch them
        side.socket._socket.cork()
        process.nextTick(() => side.socket._socket.uncork())
        side.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        const [sentAt, seq] = frame.params.data.message.split('|', 2)
        if (side.seen.has(seq)) duplicates++
        side.seen.add(seq)
        delivered++
        const sent = Number(sentAt)
        if (sent >= windowStart && received <= windowEnd) latencies.push(received - sent)
        publish(side)
        return
      }
      if (frame.error) fail(`${frame.error.code} ${frame.error.message}`)
      requests.get(frame.id)?.(frame)
      requests.delete(frame.id)
    })
  }
  await Promise.all(sides.map((side) => request(side, 'irn_subscribe', { topic: side.topic })))

  const started = performance.now()
  windowStart = started + warmupMs
  windowEnd = windowStart + durationMs
  for (const side of sides) publish(side)
  await new Promise((resolve) => setTimeout(resolve, warmupMs + durationMs))
  running = false
  await Promise.all(
    sides.map(
      (side) =>
        new Promise((resolve) => {
          side.socket.once('close', resolve)
          side.socket.close()
        }),
    ),
  )

  latencies.sort((a, b) => a - b)
  return {
    messages: latencies.length,
    perSecond: latencies.length / (durationMs / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    published,
    delivered,
    duplicates,
    errors,
    errorSamples,
  }
}

/** a socket signed in as a WalletConnect client is: its own ed25519 key, a relay-auth JWT for this relay */
async function open(url) {
  const target = new URL(url)
  target.searchParams.set('projectId', 'latch-bench')
  target.searchParams.set('auth', await signJWT('latch-bench', url, 86_400, generateKeyPair()))
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target, { perMessageDeflate: false, skipUTF8Validation: true })
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** nearest-rank percentile of sorted values (NaN when there are none) */
function percentile(sorted, p) {
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : Number.NaN
}

// A closed-loop HTTP load generator in plain Node: `concurrency` keep-alive connections, each sending its next
// request as soon as the last response body has been read, for a warm-up and then a measured window.
import http from 'node:http'

const REQUEST_TIMEOUT_MS = 10_000

/**
 * @param {{ origin: string, paths: string[], concurrency: number, warmupMs: number, durationMs: number, headers?: Record<string, string> }} options
 * paths are used in turn (request i gets paths[i % paths.length]); only loopback origins are accepted; headers go on
 * every request (e.g. the Origin a browser sends)
 * @returns {Promise<{ requests: number, perSecond: number, p50: number, p99: number, errors: number, errorSamples: string[] }>}
 */
export async function measureLoad({ origin, paths, concurrency, warmupMs, durationMs, headers = {} }) {
  const base = new URL(origin)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
    throw new Error(`load is for loopback only, not ${base.hostname}`)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const started = performance.now()
  const windowStart = started + warmupMs
  const windowEnd = windowStart + durationMs
  const latencies = []
  let next = 0
  let errors = 0
  const errorSamples = []
  const fail = (what) => {
    errors++
    if (errorSamples.length < 5) errorSamples.push(what)
  }

  async function connection() {
    while (performance.now() < windowEnd) {
      const path = paths[next++ % paths.length]
      const sent = performance.now()
      try {
        const status = await get(agent, new URL(path, base), headers)
        const done = performance.now()
        if (status < 200 || status > 299) fail(`${status} ${path}`)
        // a request counts when it was sent and answered inside the window
        else if (sent >= windowStart && done <= windowEnd) latencies.push(done - sent)
      } catch (error) {
        fail(`${error.code ?? error.message} ${path}`)
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, connection))
  } finally {
    agent.destroy()
  }
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / (durationMs / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    errorSamples,
  }
}

/** nearest-rank percentile of sorted values (NaN when there are none) */
function percentile(sorted, p) {
  return sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : Number.NaN
}

/** the status code once the whole body has been read (reading it lets the connection be reused) */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('error', reject)
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.resume()
    })
    request.on('error', reject)
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    )
  })
}

// Section "cloud": requests/s and latency of the cloud's two hottest reads under a fixed concurrency, on loopback:
// the catalogue search (AllWallets typing) and the balance endpoint (Account view, Tokens tab).
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_PRICES, devnetCloudChains } from '../../../devnet/src/cloud-config.mjs'
import { DEV_ACCOUNTS, startDevnet, TEST_TOKEN_ADDRESS } from '../../../devnet/src/devnet.mjs'
import { freePort } from '../../../devnet/src/ports.mjs'
import { measureLoad } from '../cloud/load.mjs'
import { readyChild } from '../child.mjs'

const CONCURRENCY = 32
const WARMUP_MS = 1000
const WINDOW_MS = 5000
/** untimed load on every endpoint once a cloud is ready, before its first round */
const FIRST_WARMUP_MS = 3000
/** rounds per engine (fewer with --runs N < 3): each round measures every endpoint once, in turn */
const MAX_ROUNDS = 3
const READY_TIMEOUT_MS = 60_000
const PROJECT = 'latch-demo'
const SEARCH_TERMS = ['wallet', 'meta', 'trust', 'a', 'zz']
const ACCOUNT = DEV_ACCOUNTS[1].address
const CHILD = fileURLToPath(new URL('../cloud/cloud-child.mjs', import.meta.url))

const ENDPOINTS = [
  {
    id: 'walletsSearch',
    label: 'GET /getWallets?search=',
    paths: SEARCH_TERMS.map((term) => `/getWallets?projectId=${PROJECT}&page=1&entries=100&search=${term}`),
    // quiet 2-core machine ≈ 500 req/s, p99 ≈ 100 ms; next to parallel browser tests 250–300 req/s, p99 300–500 ms
    budgets: { perSecond: 150, p99: 750 },
  },
  {
    id: 'balance',
    label: 'GET /v1/account/…/balance',
    paths: [`/v1/account/${ACCOUNT}/balance?projectId=${PROJECT}&chainId=eip155:31337&currency=usd`],
    // quiet ≈ 1100 req/s, p99 ≈ 60–75 ms; next to parallel browser tests 540–900 req/s, p99 140–470 ms
    budgets: { perSecond: 300, p99: 750 },
  },
]

export const cloudSection = {
  id: 'cloud',
  title: `Cloud: HTTP load, ${CONCURRENCY} keep-alive connections (loopback; devnet, demo project, indexer caught up)`,

  /** @param {{ runs: number, workDir: string, log: (line: string) => void }} options */
  async run({ runs, workDir, log }) {
    const rounds = Math.min(runs, MAX_ROUNDS)
    const engines = [{ name: 'SQLite', database: { dataDir: join(workDir, 'sqlite') } }]
    const postgresUrl = process.env.LATCH_BENCH_POSTGRES_URL
    if (postgresUrl) engines.push({ name: 'PostgreSQL', database: { dataDir: join(workDir, 'unused'), databaseUrl: postgresUrl } })
    const errors = []
    const notes = []
    const started = performance.now()
    const [portA, portB] = await distinctFreePorts(2)
    const devnet = await startDevnet({
      chains: [
        { chainId: 31337, port: portA },
        { chainId: 31338, port: portB },
      ],
      log: (line) => log(String(line).trim()),
    })
    // a bench killed by its time limit must not leave anvil behind (stop() signals synchronously)
    const stopOnExit = () => void devnet.stop()
    process.once('exit', stopOnExit)
    log(`devnet up in ${Math.round(performance.now() - started)} ms`)
    try {
      for (const engine of engines) {
        engine.results = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.id, []]))
        let cloud
        try {
          const config = {
            host: '127.0.0.1',
            port: await freePort(),
            ...engine.database,
            chains: devnetCloudChains(devnet.chains.map((chain) => chain.rpcUrl)),
            prices: DEVNET_PRICES,
          }
          const startedCloud = performance.now()
          cloud = await startCloudProcess(config)
          log(`${engine.name}: cloud ready (seeded, indexer at the head) in ${Math.round(performance.now() - startedCloud)} ms`)
          await checkAnswers(cloud.url)
          // one untimed pass over every path first: round 1 would otherwise time the JIT warming up
          const warmup = await measureLoad({ origin: cloud.url, paths: ENDPOINTS.flatMap((endpoint) => endpoint.paths), concurrency: CONCURRENCY, warmupMs: FIRST_WARMUP_MS, durationMs: 0 })
          if (warmup.errors) errors.push(`${engine.name}: warm-up: ${warmup.errors} failed or non-2xx responses (${warmup.errorSamples.join('; ')})`)
          for (let round = 0; round < rounds; round++) {
            for (const endpoint of ENDPOINTS) {
              const result = await measureLoad({ origin: cloud.url, paths: endpoint.paths, concurrency: CONCURRENCY, warmupMs: WARMUP_MS, durationMs: WINDOW_MS })
              if (result.errors) errors.push(`${engine.name}: ${endpoint.label} round ${round + 1}: ${result.errors} failed or non-2xx responses (${result.errorSamples.join('; ')})`)
              engine.results[endpoint.id].push(result)
              log(`${engine.name} round ${round + 1}/${rounds} ${endpoint.label}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`)
            }
          }
        } catch (error) {
          errors.push(`${engine.name}: ${firstLine(error)}`)
          log(`${engine.name}: ${firstLine(error)}`)
        } finally {
          await cloud?.stop()
        }
      }
    } finally {
      await devnet.stop()
      process.off('exit', stopOnExit)
    }
    if (!postgresUrl) notes.push('PostgreSQL not measured: set LATCH_BENCH_POSTGRES_URL to a throwaway database to add its column')
    for (const engine of engines) {
      const counts = ENDPOINTS.map((endpoint) => `${endpoint.label} ${engine.results?.[endpoint.id]?.map((result) => result.requests).join('/') || '—'}`)
      notes.push(`${engine.name}: requests answered in the windows, per round: ${counts.join('; ')}`)
    }
    return { method: methodOf(rounds, engines), metrics: metricsOf(engines), errors, notes, details: [] }
  },
}

function metricsOf(engines) {
  const sampleOf = (endpoint, pick) =>
    Object.fromEntries(engines.map((engine) => [engine.name, (engine.results?.[endpoint.id] ?? []).map(pick).filter(Number.isFinite)]))
  return ENDPOINTS.flatMap((endpoint) => [
    {
      id: `${endpoint.id}PerSecond`,
      label: `${endpoint.label} throughput`,
      unit: 'req/s',
      digits: 0,
      samples: sampleOf(endpoint, (result) => result.perSecond),
      reference: '—',
      budget: { subject: 'SQLite', min: endpoint.budgets.perSecond },
    },
    {
      id: `${endpoint.id}P50`,
      label: `${endpoint.label} p50`,
      unit: 'ms',
      digits: 1,
      samples: sampleOf(endpoint, (result) => result.p50),
      reference: '—',
    },
    {
      id: `${endpoint.id}P99`,
      label: `${endpoint.label} p99`,
      unit: 'ms',
      digits: 1,
      samples: sampleOf(endpoint, (result) => result.p99),
      reference: '—',
      budget: { subject: 'SQLite', max: endpoint.budgets.p99 },
    },
  ])
}

function methodOf(rounds, engines) {
  return [
    `load: ${CONCURRENCY} keep-alive connections (node:http Agent, maxSockets ${CONCURRENCY}) from the bench process, each sending its next request once the last body is read; after ${FIRST_WARMUP_MS / 1000} s of untimed load on all paths, per endpoint ${WARMUP_MS / 1000} s warm-up then a ${WINDOW_MS / 1000} s window; ${rounds} round(s), the endpoints in turn`,
    `req/s = 2xx answers sent and finished inside the window / ${WINDOW_MS / 1000} s; p50/p99: nearest rank over those requests' latencies (send → last body byte); any failed or non-2xx response fails the section`,
    `getWallets: projectId=${PROJECT}&page=1&entries=100&search= ${SEARCH_TERMS.map((term) => `'${term}'`).join(', ')} in turn; balance: dev account 1 on eip155:31337, currency usd (native read live from anvil + LTT ${TEST_TOKEN_ADDRESS.slice(0, 10)}…)`,
    `cloud: its own Node process (tsx), on ${engines.map((engine) => engine.name).join(' and ')} (SQLite: a fresh file in a temp dir), indexing two anvil chains, demo project seeded, indexer at the head before the first request; machine: ${availableParallelism()} cores shared by the load, the cloud and anvil`,
  ]
}

/** the answers are right before they are timed: a search finds MetaMask, the balance shows the indexed LTT */
async function checkAnswers(origin) {
  const wallets = await getJson(`${origin}/getWallets?projectId=${PROJECT}&page=1&entries=100&search=meta`)
  if (!wallets.data?.some((wallet) => /metamask/i.test(wallet.name))) throw new Error(`getWallets?search=meta did not find MetaMask (count ${wallets.count})`)
  const { balances } = await getJson(`${origin}${ENDPOINTS[1].paths[0]}`)
  const token = balances?.find((balance) => balance.symbol === 'LTT')
  if (balances?.[0]?.symbol !== 'ETH' || token?.quantity?.numeric !== '10000') throw new Error(`unexpected balance answer: ${JSON.stringify(balances).slice(0, 200)}`)
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${response.status} from ${url}: ${(await response.text()).slice(0, 200)}`)
  return response.json()
}

/** starts cloud-child.mjs under tsx and resolves once it prints READY */
function startCloudProcess(config) {
  const child = spawn(process.execPath, ['--conditions=@latch/source', '--import', import.meta.resolve('tsx'), CHILD, JSON.stringify(config)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  return readyChild(child, { name: 'cloud', timeoutMs: READY_TIMEOUT_MS })
}

async function distinctFreePorts(count) {
  const ports = new Set()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0]

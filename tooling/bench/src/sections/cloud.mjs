// Section "cloud": requests/s and latency of the cloud's hottest reads under a fixed concurrency, on loopback, each
// beside a plain node:http reference server answering the same bytes in the same run: the catalogue's first page,
// its search (AllWallets typing), the project config (every modal start) and the balance endpoint (Tokens tab).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
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
const WINDOW_MS = 3000
/** untimed load on every endpoint once a cloud is ready, before its first round */
const FIRST_WARMUP_MS = 3000
/** rounds per engine (fewer with --runs N < 3): each round measures every endpoint once, in turn */
const MAX_ROUNDS = 3
const READY_TIMEOUT_MS = 60_000
export const PROJECT = 'latch-demo'
/** what the modal sends on every call (SPEC §7), and the Origin of the page it runs on */
export const SDK = 'st=latch-react&sv=0.1.0'
const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const SEARCH_TERMS = ['wallet', 'meta', 'trust', 'a', 'zz']
const ACCOUNT = DEV_ACCOUNTS[1].address
const CHILD = fileURLToPath(new URL('../cloud/cloud-child.mjs', import.meta.url))
const REFERENCE_CHILD = fileURLToPath(new URL('../cloud/reference-child.mjs', import.meta.url))
const REFERENCE = 'reference'

// goals: ≥ 50% of the reference's req/s with p99 ≤ 3× its p99; the balance reads a chain: ≥ 25%
export const ENDPOINTS = [
  {
    id: 'walletsPage',
    label: 'GET /getWallets page 1',
    paths: [`/getWallets?projectId=${PROJECT}&${SDK}&page=1&entries=40`],
    budgets: { ratio: 50, p99Ratio: 3 },
    before: '670 req/s, p99 100 ms',
  },
  {
    id: 'walletsSearch',
    label: 'GET /getWallets?search=',
    paths: SEARCH_TERMS.map((term) => `/getWallets?projectId=${PROJECT}&${SDK}&page=1&entries=100&search=${term}`),
    budgets: { ratio: 50, p99Ratio: 3 },
    before: '690 req/s, p99 89 ms',
  },
  {
    id: 'config',
    label: 'GET /appkit/v1/config',
    paths: [`/appkit/v1/config?projectId=${PROJECT}&${SDK}`],
    budgets: { ratio: 50, p99Ratio: 3 },
    before: '1590 req/s, p99 44 ms',
  },
  {
    id: 'balance',
    label: 'GET /v1/account/…/balance',
    paths: [`/v1/account/${ACCOUNT}/balance?projectId=${PROJECT}&${SDK}&chainId=eip155:31337&currency=usd`],
    budgets: { ratio: 25 },
    before: '≈ 1100 req/s, p99 60–75 ms',
  },
]

export const cloudSection = cloudLoadSection({
  id: 'cloud',
  title: `Cloud: HTTP load, ${CONCURRENCY} keep-alive connections (loopback; devnet, demo project, indexer caught up)`,
  endpoints: ENDPOINTS,
})

/** a section timing `endpoints` under load, each beside the reference (sections/swap.mjs measures the quote this way) */
export function cloudLoadSection({ id, title, endpoints: ENDPOINTS, pathsNote, afterLoad }) {
  return {
    id,
    title,

    /** @param {{ runs: number, workDir: string, log: (line: string) => void }} options */
    async run({ runs, workDir, log }) {
      const rounds = Math.min(runs, MAX_ROUNDS)
      mkdirSync(workDir, { recursive: true })
      const engines = [{ name: 'SQLite', database: { dataDir: join(workDir, 'sqlite') } }]
      const postgresUrl = process.env.LATCH_BENCH_POSTGRES_URL
      if (postgresUrl)
        engines.push({ name: 'PostgreSQL', database: { dataDir: join(workDir, 'unused'), databaseUrl: postgresUrl } })
      const errors = []
      const notes = []
      /** metrics afterLoad adds */
      const extra = []
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
          engine.reference = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.id, []]))
          let cloud
          let reference
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
            log(
              `${engine.name}: cloud ready (seeded, indexer at the head) in ${Math.round(performance.now() - startedCloud)} ms`,
            )
            await checkAnswers(cloud.url, ENDPOINTS)
            // the reference answers every path with the bytes the cloud answered it with
            const answersFile = join(workDir, `answers-${engine.name}.json`)
            writeFileSync(answersFile, JSON.stringify(await answersOf(cloud.url, ENDPOINTS)))
            reference = await startChild(REFERENCE_CHILD, answersFile, 'reference')
            // one untimed pass over every path first: round 1 would otherwise time the JIT warming up
            const allPaths = ENDPOINTS.flatMap((endpoint) => endpoint.paths)
            for (const server of [reference, cloud]) {
              const warmup = await measureLoad({
                origin: server.url,
                paths: allPaths,
                concurrency: CONCURRENCY,
                warmupMs: FIRST_WARMUP_MS,
                durationMs: 0,
                headers: LOAD_HEADERS,
              })
              if (warmup.errors)
                errors.push(
                  `${engine.name}: warm-up: ${warmup.errors} failed or non-2xx responses (${warmup.errorSamples.join('; ')})`,
                )
            }
            for (let round = 0; round < rounds; round++) {
              for (const endpoint of ENDPOINTS) {
                // the reference right before the cloud: both windows see the same machine load
                for (const [name, server, into] of [
                  [REFERENCE, reference, engine.reference],
                  [engine.name, cloud, engine.results],
                ]) {
                  const result = await measureLoad({
                    origin: server.url,
                    paths: endpoint.paths,
                    concurrency: CONCURRENCY,
                    warmupMs: WARMUP_MS,
                    durationMs: WINDOW_MS,
                    headers: LOAD_HEADERS,
                  })
                  if (result.errors)
                    errors.push(
                      `${name}: ${endpoint.label} round ${round + 1}: ${result.errors} failed or non-2xx responses (${result.errorSamples.join('; ')})`,
                    )
                  into[endpoint.id].push(result)
                  log(
                    `${engine.name} round ${round + 1}/${rounds} ${endpoint.label} ${name}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
                  )
                }
              }
            }
            // a section's own figures against this cloud (the swap section's browser timing), on the first engine only
            if (afterLoad && engine === engines[0]) {
              await reference.stop()
              reference = undefined
              extra.push(
                ...(await afterLoad({
                  cloudUrl: cloud.url,
                  rpcUrls: devnet.chains.map((chain) => chain.rpcUrl),
                  workDir,
                  runs,
                  log,
                  subject: engine.name,
                })),
              )
            }
          } catch (error) {
            errors.push(`${engine.name}: ${firstLine(error)}`)
            log(`${engine.name}: ${firstLine(error)}`)
          } finally {
            await reference?.stop()
            await cloud?.stop()
          }
        }
      } finally {
        await devnet.stop()
        process.off('exit', stopOnExit)
      }
      if (!postgresUrl)
        notes.push('PostgreSQL not measured: set LATCH_BENCH_POSTGRES_URL to a throwaway database to add its column')
      for (const engine of engines) {
        const counts = ENDPOINTS.map(
          (endpoint) =>
            `${endpoint.label} ${engine.results?.[endpoint.id]?.map((result) => result.requests).join('/') || '—'}`,
        )
        notes.push(`${engine.name}: requests answered in the windows, per round: ${counts.join('; ')}`)
      }
      return {
        method: methodOf(rounds, engines, pathsNote),
        metrics: [...metricsOf(engines, ENDPOINTS), ...extra],
        errors,
        notes,
        details: [],
      }
    },
  }
}

/** the Origin of the page the modal runs on (the project allows http://127.0.0.1:*), as a browser sends it */
const LOAD_HEADERS = { origin: PAGE_ORIGIN }

function metricsOf(engines, ENDPOINTS) {
  const pick = (list, field) => list.map((result) => result[field]).filter(Number.isFinite)
  /** per round: the cloud's figure against the reference's measured just before it */
  const ratios = (engine, endpoint, of) => {
    const cloud = engine.results?.[endpoint.id] ?? []
    const reference = engine.reference?.[endpoint.id] ?? []
    return cloud.map((result, round) => of(result, reference[round])).filter(Number.isFinite)
  }
  const raw = (endpoint, field) => ({
    [REFERENCE]: engines.flatMap((engine) => pick(engine.reference?.[endpoint.id] ?? [], field)),
    ...Object.fromEntries(engines.map((engine) => [engine.name, pick(engine.results?.[endpoint.id] ?? [], field)])),
  })
  const ratioSamples = (endpoint, of) =>
    Object.fromEntries(engines.map((engine) => [engine.name, ratios(engine, endpoint, of)]))
  return ENDPOINTS.flatMap((endpoint) => [
    {
      id: `${endpoint.id}PerSecond`,
      label: `${endpoint.label} throughput`,
      unit: 'req/s',
      digits: 0,
      samples: raw(endpoint, 'perSecond'),
      reference: endpoint.before,
    },
    ...(endpoint.p50
      ? [
          {
            id: `${endpoint.id}P50`,
            label: `${endpoint.label} p50`,
            unit: 'ms',
            digits: 1,
            samples: raw(endpoint, 'p50'),
            reference: '—',
          },
        ]
      : []),
    {
      id: `${endpoint.id}P99`,
      label: `${endpoint.label} p99`,
      unit: 'ms',
      digits: 1,
      samples: raw(endpoint, 'p99'),
      reference: '—',
    },
    {
      id: `${endpoint.id}Ratio`,
      label: `${endpoint.label} req/s ÷ reference`,
      unit: '%',
      digits: 0,
      samples: ratioSamples(endpoint, (cloud, reference) => (100 * cloud.perSecond) / reference?.perSecond),
      reference: '—',
      budget: { subject: 'SQLite', min: endpoint.budgets.ratio },
    },
    ...(endpoint.budgets.p99Ratio
      ? [
          {
            id: `${endpoint.id}P99Ratio`,
            label: `${endpoint.label} p99 ÷ reference p99`,
            unit: '×',
            digits: 2,
            samples: ratioSamples(endpoint, (cloud, reference) => cloud.p99 / reference?.p99),
            reference: '—',
            budget: { subject: 'SQLite', max: endpoint.budgets.p99Ratio },
          },
        ]
      : []),
  ])
}

function methodOf(rounds, engines, pathsNote) {
  return [
    `load: ${CONCURRENCY} keep-alive connections (node:http Agent, maxSockets ${CONCURRENCY}) from the bench process, each sending its next request once the last body is read, with Origin ${PAGE_ORIGIN} and no Accept-Encoding; after ${FIRST_WARMUP_MS / 1000} s of untimed load on all paths, per endpoint ${WARMUP_MS / 1000} s warm-up then a ${WINDOW_MS / 1000} s window; ${rounds} round(s), the endpoints in turn, each measured on the reference and right after on the cloud`,
    `reference: a plain node:http server in its own process answering each path with the bytes (and content type) the cloud answered it with; ratios are per round (cloud ÷ the reference just before it), median over the rounds`,
    `req/s = 2xx answers sent and finished inside the window / ${WINDOW_MS / 1000} s; p99: nearest rank over those requests' latencies (send → last body byte); any failed or non-2xx response fails the section`,
    pathsNote ??
      `getWallets page: page=1&entries=40 (~27 KB); search: entries=100&search= ${SEARCH_TERMS.map((term) => `'${term}'`).join(', ')} in turn; config: the demo project (pro, every feature); balance: dev account 1 on eip155:31337, currency usd (native read live from anvil + LTT ${TEST_TOKEN_ADDRESS.slice(0, 10)}…); every path carries projectId=${PROJECT}&${SDK}`,
    `cloud: its own Node process (tsx), on ${engines.map((engine) => engine.name).join(' and ')} (SQLite: a fresh file in a temp dir), indexing two anvil chains, demo project seeded, indexer at the head before the first request; machine: ${availableParallelism()} cores shared by the load, the cloud, the reference and anvil`,
  ]
}

/** path → the cloud's answer (content type and bytes), read without Accept-Encoding as the load reads it */
async function answersOf(origin, ENDPOINTS) {
  const answers = {}
  for (const path of ENDPOINTS.flatMap((endpoint) => endpoint.paths)) {
    const response = await fetch(`${origin}${path}`, {
      headers: { ...LOAD_HEADERS, 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`${response.status} from ${path}`)
    answers[path] = {
      contentType: response.headers.get('content-type'),
      base64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    }
  }
  return answers
}

/** the answers are right before they are timed: a search finds MetaMask, the balance shows the indexed LTT */
async function checkAnswers(origin, ENDPOINTS) {
  const quote = ENDPOINTS.find((endpoint) => endpoint.check)
  if (quote) return quote.check(await getJson(`${origin}${quote.paths[0]}`))
  const wallets = await getJson(`${origin}/getWallets?projectId=${PROJECT}&page=1&entries=100&search=meta`)
  if (!wallets.data?.some((wallet) => /metamask/i.test(wallet.name)))
    throw new Error(`getWallets?search=meta did not find MetaMask (count ${wallets.count})`)
  const { balances } = await getJson(`${origin}${ENDPOINTS.find((endpoint) => endpoint.id === 'balance').paths[0]}`)
  const token = balances?.find((balance) => balance.symbol === 'LTT')
  if (balances?.[0]?.symbol !== 'ETH' || token?.quantity?.numeric !== '10000')
    throw new Error(`unexpected balance answer: ${JSON.stringify(balances).slice(0, 200)}`)
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${response.status} from ${url}: ${(await response.text()).slice(0, 200)}`)
  return response.json()
}

/** starts cloud-child.mjs under tsx and resolves once it prints READY */
const startCloudProcess = (config) => startChild(CHILD, JSON.stringify(config), 'cloud')

/** a child process (tsx loader) given one argument, once it prints READY */
function startChild(file, argument, name) {
  const child = spawn(
    process.execPath,
    ['--conditions=@latch/source', '--import', import.meta.resolve('tsx'), file, argument],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  return readyChild(child, { name, timeoutMs: READY_TIMEOUT_MS })
}

async function distinctFreePorts(count) {
  const ports = new Set()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0]

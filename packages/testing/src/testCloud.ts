// The Latch cloud for a dApp's unit tests: the real one (@latch/cloud, an optional peer), started in Node (Vitest's
// globalSetup) on a free loopback port, on a SQLite file in a temporary folder that stop() deletes, with one project
// answering the test window's origin. Not a fake: what the test sees is what the deployed cloud would answer.
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A chain the test cloud serves balances, history and the RPC proxy for. */
export interface TestCloudChain {
  chainId: number
  /** the chain's node (anvil's, in a test) */
  rpcUrl: string
  name?: string
  /** the native coin's symbol (default ETH, 18 decimals) */
  symbol?: string
  /** ERC-20 contracts whose balances the balance endpoint reports */
  tokens?: `0x${string}`[]
}

/** What {@link startTestCloud} starts. */
export interface TestCloudOptions {
  /** the project's id (default `latch-test`) */
  projectId?: string
  /** the origins the project answers (default: the test window's origin, `http://localhost:3000` without a window) */
  origins?: string[]
  chains?: TestCloudChain[]
  /** the project's remote features (SPEC §4: email, socials, swaps, onramp, activity, multiWallet…); the rest keep the cloud's defaults */
  features?: Record<string, unknown>
  /** USD prices by `eip155:<chainId>/<address|native>` */
  prices?: Record<string, number>
  /** follow the chains' blocks for Activity (default false: a unit test rarely waits for the indexer) */
  indexer?: boolean
}

/** Where a test cloud answers: plain data, to hand from Vitest's globalSetup to the tests (`provide` / `inject`). */
export interface TestCloudInfo {
  url: string
  /** the pairing relay, on the same port */
  relayUrl: string
  projectId: string
  /** this run's admin token (random per start), for {@link setTestCloudFeatures} */
  adminToken: string
}

/** A running test cloud: pass `url` and `projectId` to `createLatch({ cloudUrl, projectId })`. */
export interface TestCloud extends TestCloudInfo {
  /** the plain data of this cloud, to `provide` to the tests */
  readonly info: TestCloudInfo
  /** changes the project's remote features, as the operator's dashboard does */
  setFeatures(features: Record<string, unknown>): Promise<void>
  /** stops the cloud and deletes its database */
  stop(): Promise<void>
}

interface CloudModule {
  cloudConfigSchema: { parse(input: unknown): unknown }
  startCloud(config: unknown): Promise<{ url: string; stop(): Promise<void> }>
}

// a variable specifier: the kit's own build and types never depend on the cloud, which a dApp installs only to use this
const CLOUD_PACKAGE = '@latch/cloud'

async function loadCloud(): Promise<CloudModule> {
  try {
    return (await import(/* @vite-ignore */ CLOUD_PACKAGE)) as CloudModule
  } catch (error) {
    throw new Error('startTestCloud needs @latch/cloud: npm install --save-dev @latch/cloud', { cause: error })
  }
}

/** Node's own HTTP: a DOM environment's fetch would send the test window's origin to the admin API */
function adminCall(base: string, token: string, method: string, path: string, body: unknown): Promise<void> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          const status = response.statusCode ?? 0
          if (status >= 200 && status < 300) resolve()
          else reject(new Error(`test cloud: ${method} ${path} answered ${status}: ${text}`))
        })
      },
    )
    call.on('error', reject)
    call.end(payload)
  })
}

const defaultOrigin = () =>
  typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost:3000'

/**
 * Starts the real Latch cloud with one project, for `createLatch({ cloudUrl, projectId })` in a dApp's unit tests: the
 * wallet catalogue, the project's features and allowed origins, balances and prices, the relay. Runs in Node: call it
 * from Vitest's globalSetup (a DOM environment's globals would break the cloud's server) and hand `info` to the
 * tests. Needs `@latch/cloud` installed beside the kit. Each call is its own cloud and database.
 *
 * @example
 * ```ts
 * // vitest.setup-cloud.ts, listed in vitest.config.ts as test.globalSetup
 * import type { TestProject } from 'vitest/node'
 * import { startTestCloud, type TestCloudInfo } from '@latch/testing/vitest'
 *
 * declare module 'vitest' {
 *   export interface ProvidedContext {
 *     latchCloud: TestCloudInfo
 *   }
 * }
 *
 * export default async function setup(project: TestProject) {
 *   const cloud = await startTestCloud({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 *   project.provide('latchCloud', cloud.info)
 *   return () => cloud.stop()
 * }
 *
 * // in a test: const { url, projectId } = inject('latchCloud')
 * // createLatch({ adapters: [evmAdapter()], networks: [devnet], cloudUrl: url, projectId })
 * ```
 */
export async function startTestCloud(options: TestCloudOptions = {}): Promise<TestCloud> {
  // a DOM environment replaces fetch, Request and URL, which the cloud's server needs as Node has them
  if (typeof window !== 'undefined')
    throw new TypeError(
      "startTestCloud runs in Node: start it in Vitest's globalSetup and give the tests its info with provide/inject",
    )
  const cloud = await loadCloud()
  const projectId = options.projectId ?? 'latch-test'
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-test-cloud-'))
  // secrets of this run only: the admin API makes the project, nothing outside the process knows them
  const adminToken = randomBytes(24).toString('hex')
  const config = cloud.cloudConfigSchema.parse({
    port: 0,
    dataDir,
    adminToken,
    authSecret: randomBytes(24).toString('hex'),
    indexer: options.indexer ?? false,
    prices: options.prices ?? {},
    chains: (options.chains ?? []).map((chain) => ({
      chainId: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: chain.symbol ?? 'Ether', symbol: chain.symbol ?? 'ETH', decimals: 18 },
      testnet: true,
      tokens: chain.tokens ?? [],
    })),
  })
  let running: Awaited<ReturnType<CloudModule['startCloud']>>
  try {
    running = await cloud.startCloud(config)
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const admin = (method: string, path: string, body: unknown) => adminCall(running.url, adminToken, method, path, body)
  const stop = async () => {
    await running.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await admin('POST', '/admin/projects', {
      id: projectId,
      name: projectId,
      // the pro plan lets every feature be set, as an operator's own project can
      plan: 'pro',
      allowedOrigins: options.origins ?? [defaultOrigin()],
      features: options.features ?? {},
    })
  } catch (error) {
    await stop()
    throw error
  }
  const info: TestCloudInfo = {
    url: running.url,
    relayUrl: `${running.url.replace(/^http/, 'ws')}/relay`,
    projectId,
    adminToken,
  }
  return { ...info, info, setFeatures: (features) => setTestCloudFeatures(info, features), stop }
}

/**
 * Changes a test cloud's project features, as the operator's dashboard does; from any test environment (it speaks
 * Node's HTTP, not the DOM's fetch). A new instance, or the next configuration read, sees them.
 *
 * @example
 * ```ts
 * import { inject } from 'vitest'
 * import { setTestCloudFeatures, type TestCloudInfo } from '@latch/testing/vitest'
 *
 * // what the globalSetup provided: startTestCloud(…).info
 * const cloud = inject('latchCloud' as never) as TestCloudInfo
 * await setTestCloudFeatures(cloud, { email: false })
 * ```
 */
export function setTestCloudFeatures(cloud: TestCloudInfo, features: Record<string, unknown>): Promise<void> {
  return adminCall(cloud.url, cloud.adminToken, 'PUT', `/admin/projects/${encodeURIComponent(cloud.projectId)}`, {
    features,
  })
}

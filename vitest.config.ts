import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'

// The workspace's packages resolve to their TypeScript sources through the `@latch/source` export condition: tests
// need no build step. The other conditions are Vitest's own defaults (Node's, without 'module', in every environment,
// happy-dom's too; Vitest passes them to its workers' Node as well): 'module' would load dependencies' ESM builds
// beside their CommonJS ones (two WalletConnect cores: `this.provider.request is not a function`).
const SOURCE = '@latch/source'
const CONDITIONS = [SOURCE, ...defaultServerConditions.filter((condition) => condition !== 'module')]

/**
 * The source condition in every environment, Vitest's own `__vitest__` (where global setups run) included, and a
 * test that reaches a package's built dist/ (stale, or missing between builds) fails at once, saying why.
 */
const latchSource: Plugin = {
  name: 'latch-source',
  configEnvironment(name, config) {
    const conditions =
      config.resolve?.conditions ?? (name === 'client' ? defaultClientConditions : defaultServerConditions)
    if (!conditions.includes(SOURCE)) config.resolve = { ...config.resolve, conditions: [SOURCE, ...conditions] }
  },
  load(id) {
    if (/\/packages\/[^/]+\/dist\//.test(id))
      throw new Error(
        `${id}: the workspace resolved a built file; add the ${SOURCE} condition where this import is resolved`,
      )
  },
}

const INTEGRATION_FILES = [
  'packages/*/test/**/*.test.ts',
  'apps/*/test/**/*.test.ts',
  'tooling/devnet/test/**/*.test.ts',
]

/**
 * Integration files that run with a page's globals (happy-dom, or a window stubbed in Node): a module imported by an
 * earlier file keeps the globals it was evaluated with (its window, its listeners), so these import everything anew
 */
const PAGE_GLOBALS_FILES = [
  'packages/evm/test/adapter.test.ts',
  'packages/evm/test/browserWalletProbe.test.ts',
  'packages/evm/test/discovery.test.ts',
  'packages/evm/test/externalConnectors.test.ts',
  'packages/evm/test/walletReturn.test.ts',
  'packages/evm/test/pairing.test.ts',
  'packages/evm/test/pairingExpiry.test.ts',
  'packages/bitcoin/test/adapter.test.ts',
  'packages/solana/test/adapter.test.ts',
  'packages/pairing/test/restore.test.ts',
  'packages/testing/test/vitest.test.ts',
]

/** how both integration projects run their files */
const INTEGRATION_RUN = {
  setupFiles: ['packages/core/src/instance/featuresFetched.ts', 'scripts/test-attempts.ts'],
  // as for the browser tests: a failed test runs once more, each failed attempt printed
  retry: 1,
  testTimeout: 30_000,
  hookTimeout: 30_000,
}

export default defineConfig({
  plugins: [latchSource],
  resolve: { conditions: CONDITIONS },
  ssr: { resolve: { conditions: CONDITIONS } },
  test: {
    // the cloud's JSON log lines of the in-process clouds would bury the test output; a process a test starts says info
    env: { LATCH_LOG_LEVEL: process.env.LATCH_LOG_LEVEL ?? 'warn' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'examples/*/*.test.ts',
            'tooling/graph/src/**/*.test.ts',
            'tooling/bench/src/**/*.test.ts',
            'tooling/e2e/src/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          environment: 'node',
          // a unit file leaves no state behind it (no servers, no globals): sharing the module graph halves the CPU
          isolate: false,
          // instances build at once, as any after a page's first does; the deferred first one is tested on its own
          setupFiles: ['packages/core/src/instance/featuresFetched.ts'],
          // on a busy machine a first import of the modal's chunks takes seconds: room, not a race
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION_FILES,
          exclude: [...configDefaults.exclude, ...PAGE_GLOBALS_FILES],
          globalSetup: [
            'tooling/devnet/src/vitest-global-setup.mjs',
            'apps/cloud/test/global-setup.ts',
            'packages/testing/test/global-setup.ts',
          ],
          ...INTEGRATION_RUN,
          // each file stops what it started (servers, clouds, processes) in its own hooks: sharing the module graph
          // spares every file its import of the cloud, viem and WalletConnect, more than half the project's CPU
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-page',
          include: PAGE_GLOBALS_FILES,
          // the devnet, and the testing kit's cloud on it; each file starts any other cloud it needs in-process
          globalSetup: ['tooling/devnet/src/vitest-global-setup.mjs', 'packages/testing/test/global-setup.ts'],
          ...INTEGRATION_RUN,
        },
      },
      {
        // what a user of the published packages gets: the tarballs checked (tooling/pack) and each example installed
        // from them, built and driven in Chromium; packed once, in the global setup; and the documentation site built
        // (scripts/docs), one more build of the same weight
        extends: true,
        test: {
          name: 'consumers',
          include: ['tooling/pack/test/**/*.test.ts', 'examples/*/*.e2e.ts', 'scripts/docs/*.test.ts'],
          globalSetup: ['tooling/e2e/src/consumers-setup.ts'],
          // one install and build at a time: each is a burst of disk and CPU on two cores
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tooling/e2e/src/**/*.e2e.ts'],
          globalSetup: ['tooling/e2e/src/global-setup.ts'],
          // a browser test that fails is run once more, and each failed attempt is printed (scripts/test-attempts.ts):
          // a wait that a loaded machine stretched past its timeout does not fail the run, and does not go unseen either
          retry: 1,
          setupFiles: ['scripts/test-attempts.ts'],
          fileParallelism: false,
          // every file loads playwright-core and viem; sharing the module graph saves ~15 s
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})

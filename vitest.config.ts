import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'examples/*/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'tooling/devnet/test/**/*.test.ts'],
          globalSetup: ['tooling/devnet/src/vitest-global-setup.mjs', 'apps/cloud/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tooling/e2e/src/**/*.e2e.ts'],
          globalSetup: ['tooling/e2e/src/global-setup.ts'],
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

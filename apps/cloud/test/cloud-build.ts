// The cloud's entry points (src/main.ts, src/cli.ts, the relay flood) bundled once per test run, for the tests that
// start them as processes: under tsx each start resolves and compiles some 500 modules through the loader's thread
// (8 s on a busy machine); the bundle of the same sources starts in half that. Dependencies stay in node_modules.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const CLOUD = fileURLToPath(new URL('..', import.meta.url))
const ENTRIES = { main: 'src/main.ts', cli: 'src/cli.ts', 'relay-flood': 'test/attacks/relay-flood.mts' }

/** the entries built: main.mjs, cli.mjs, relay-flood.mjs */
export type CloudEntry = keyof typeof ENTRIES

/** builds into apps/cloud/.test-build/<run>/: two levels below apps/cloud, as src/<dir>/, so the sources' paths
 * relative to import.meta.url (data/wallets.json) and node_modules resolve as they do from src */
export async function buildCloudEntries(): Promise<{ dir: string; remove(): void }> {
  const dir = join(CLOUD, '.test-build', `${process.pid}-${Date.now()}`)
  mkdirSync(dir, { recursive: true })
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(CLOUD, path)])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the workspace's packages from their sources, as in the tests; without 'module' (see vitest.config.ts)
    conditions: ['@latch/source'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'dependencies-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@latch/') ? undefined : { external: true },
          )
        },
      },
    ],
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

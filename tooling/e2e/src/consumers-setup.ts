// Vitest global setup for the `consumers` project: what a user of the published packages gets. Packs every
// publishable package once (as `npm run pack` does, into a temp folder: the tarballs a registry would serve), for
// the tarball checks (tooling/pack/test) and the examples (examples/*), and starts one anvil chain (31337, with the
// test token the README sample lists) for the examples' test wallet to sign with.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { DEV_ACCOUNTS, startDevnet } from '@latch/devnet'
import { type Packed, packPackages } from '../../pack/src/index.ts'
import { ROOT } from '../../pack/src/packages.ts'
import { freePort } from '../../devnet/src/ports.mjs'

export interface ConsumersEnvironment {
  /** the folder holding one .tgz per publishable package */
  packsDir: string
  packed: Packed[]
  /** chain 31337 */
  rpcUrl: string
  /** the ten funded dev accounts (anvil has them unlocked) */
  accounts: `0x${string}`[]
}

declare module 'vitest' {
  export interface ProvidedContext {
    consumers: ConsumersEnvironment
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ chains: [{ chainId: 31337, port: await freePort() }] })
  const packsDir = await mkdtemp(join(tmpdir(), 'latch-packs-'))
  const teardown = async () => {
    await devnet.stop()
    await rm(packsDir, { recursive: true, force: true })
  }
  try {
    const started = performance.now()
    // the TypeScript compiler runs synchronously: in a process of its own, so this process (which holds the devnet
    // and Vitest's workers) keeps answering while the packages build
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'tooling/pack/src/build.ts')], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    })
    const packed = await packPackages({ outDir: packsDir, build: false })
    console.log(
      `consumers: built and packed ${packed.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    project.provide('consumers', {
      packsDir,
      packed,
      rpcUrl: devnet.chains[0]!.rpcUrl,
      accounts: DEV_ACCOUNTS.map((account) => account.address),
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

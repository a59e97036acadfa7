// Builds every publishable package and packs it as a registry would serve it: one folder of tarballs (.packs/ by
// default) that CI, the examples and the bench install from. Each package is staged first: its `files` (dist), its
// README, the repository's LICENSE, and its package.json without the `@latch/source` condition (src is not shipped).
// `npm run pack [-- <outDir>]`.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildPackages } from './build.ts'
import {
  type Manifest,
  publishablePackages,
  ROOT,
  serverPackages,
  SOURCE_CONDITION,
  type Workspace,
} from './packages.ts'

export const PACKS_DIR = `${ROOT}.packs`

export interface Packed {
  name: string
  version: string
  /** absolute path of the .tgz */
  tarball: string
  /** the paths inside the tarball (without its `package/` folder), sorted */
  files: string[]
}

/** build: false packs the dist/ folders already there; the libraries and the servers (the cloud) by default */
export async function packPackages({
  outDir = PACKS_DIR,
  build = true,
  packages = [...publishablePackages(), ...serverPackages()],
}: {
  outDir?: string
  build?: boolean
  packages?: Workspace[]
} = {}): Promise<Packed[]> {
  if (build) await buildPackages({ packages })
  const destination = resolve(outDir)
  mkdirSync(destination, { recursive: true })
  const stage = mkdtempSync(join(tmpdir(), 'latch-pack-'))
  try {
    const staged = packages.map((workspace, index) => stagePackage(workspace, join(stage, String(index))))
    // one npm process for all of them; --json lists each tarball's name and files
    const { stdout } = await promisify(execFile)(
      'npm',
      ['pack', ...staged, '--pack-destination', destination, '--json', '--ignore-scripts'],
      {
        cwd: stage,
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const results: { name: string; version: string; filename: string; files: { path: string }[] }[] = JSON.parse(stdout)
    return results.map((result) => ({
      name: result.name,
      version: result.version,
      tarball: join(destination, result.filename),
      files: result.files.map((file) => file.path).sort(),
    }))
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

/** copies what the package ships into stageDir, with its package.json as published */
function stagePackage({ name, dir, manifest }: Workspace, stageDir: string): string {
  if (!existsSync(`${dir}dist`)) throw new Error(`${name} has no dist/: build it first (npm run build)`)
  mkdirSync(stageDir, { recursive: true })
  for (const entry of manifest.files ?? []) cpSync(`${dir}${entry}`, join(stageDir, entry), { recursive: true })
  if (existsSync(`${dir}README.md`)) cpSync(`${dir}README.md`, join(stageDir, 'README.md'))
  cpSync(`${ROOT}LICENSE`, join(stageDir, 'LICENSE'))
  writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`)
  return stageDir
}

/** the package.json a registry serves: the source condition removed from every exports entry */
export function publishedManifest(manifest: Manifest): Manifest {
  const withoutSource = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== SOURCE_CONDITION)
            .map(([key, inner]) => [key, withoutSource(inner)]),
        )
      : value
  return manifest.exports ? { ...manifest, exports: withoutSource(manifest.exports) as Manifest['exports'] } : manifest
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  for (const { tarball, files } of await packPackages({ outDir: process.argv[2] ?? PACKS_DIR }))
    console.log(`${tarball} (${files.length} files)`)
  console.log(`built and packed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

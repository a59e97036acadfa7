// The published packages as a registry would serve them: built and packed once (the consumers project's global setup,
// tooling/e2e/src/consumers-setup.ts, which the examples share), then each tarball checked for what it ships, linted
// by publint and Are the Types Wrong, and installed into a fresh TypeScript and Node consumer.
import { describe, expect, inject, it } from 'vitest'
import { checkConsumer, lintTarball, publishablePackages, SOURCE_CONDITION } from '../src/index.ts'

const { packed } = inject('consumers')
const workspaces = publishablePackages()
const tarballOf = (name: string) => {
  const found = packed.find((pack) => pack.name === name)
  if (!found) throw new Error(`${name} was not packed`)
  return found
}

/** the tarball entries and package.json of one package, as npm pack --json and the packed file report them */
const TEST_FILES = /(^|\/)test\/|\.test\.[cm]?[jt]sx?(\.map)?$|(^|\/)(testDevnet|testDoubles|stubServer|testHarness)\./

describe.each(workspaces.map(({ name }) => name))('%s, packed', (name) => {
  it('ships dist, README, LICENSE and package.json only: no sources, tests or test helpers', () => {
    const { files } = tarballOf(name)
    expect(
      files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE'].includes(file)),
    ).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']))
    expect(files.filter((file) => TEST_FILES.test(file))).toEqual([])
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
  })

  it('has no @latch/source condition, and types and import for each entry it ships', async () => {
    const { files } = tarballOf(name)
    const manifest = await readPackedManifest(tarballOf(name).tarball)
    expect(JSON.stringify(manifest)).not.toContain(SOURCE_CONDITION)
    for (const [entry, target] of Object.entries(manifest.exports as Record<string, string | Record<string, string>>)) {
      if (entry === './package.json') continue
      expect(Object.keys(target), entry).toEqual(['types', 'import'])
      const conditions = target as Record<string, string>
      expect(files, entry).toEqual(expect.arrayContaining([conditions.types?.slice(2), conditions.import?.slice(2)]))
    }
  })

  it('publint (strict, suggestions included) and attw (ESM-only profile) report no problems', async () => {
    const result = await lintTarball(tarballOf(name).tarball)
    expect(result.publint).toEqual([])
    expect(result.attw).toEqual([])
    expect(result.entrypoints).toEqual(
      Object.keys(workspaces.find((workspace) => workspace.name === name)?.manifest.exports ?? {}),
    )
  })
})

describe('a fresh consumer of the tarballs', () => {
  it('type-checks an import of every entry with moduleResolution bundler and node16, and Node imports each with the exports of its source', async () => {
    const libraries = packed.filter((pack) => workspaces.some((workspace) => workspace.name === pack.name))
    const result = await checkConsumer({ tarballs: libraries.map((pack) => pack.tarball) })
    expect(result.typecheck).toEqual({ bundler: '', node16: '' })
    const fromSource: Record<string, string[]> = {}
    for (const specifier of Object.keys(result.exportsByEntry))
      fromSource[specifier] = Object.keys(await import(/* @vite-ignore */ specifier)).sort()
    expect(result.exportsByEntry).toEqual(fromSource)
    expect(Object.keys(result.exportsByEntry).length).toBeGreaterThanOrEqual(workspaces.length)
  }, 120_000)
})

async function readPackedManifest(tarball: string): Promise<Record<string, unknown>> {
  const { execFileSync } = await import('node:child_process')
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }))
}

// publint and Are the Types Wrong (ESM-only profile, as `attw --profile esm-only`) over one packed tarball: the checks
// a registry user's bundler and TypeScript would trip on. `npm run lint:packs [-- <tarball>…]` (default: .packs/*.tgz).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { PACKS_DIR } from './pack.ts'

/** the packages are ESM only: what CommonJS `require` or node10 resolution would see is not a problem */
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs']

export interface LintResult {
  /** every publint message (errors, warnings, suggestions); none expected */
  publint: string[]
  /** every attw problem outside the ignored resolutions; none expected */
  attw: string[]
  /** the entry points attw analysed */
  entrypoints: string[]
}

export async function lintTarball(tarball: string): Promise<LintResult> {
  const data = new Uint8Array(readFileSync(tarball))
  // strict: warnings count as errors; level suggestion: suggestions are reported too
  const linted = await publint({ pack: { tarball: data.slice().buffer }, level: 'suggestion', strict: true })
  const publintMessages = linted.messages.map(
    (message) => `${message.type} ${message.code}: ${formatMessage(message, linted.pkg, { color: false })}`,
  )

  const analysis = await checkPackage(createPackageFromTarballData(data))
  const attw: string[] = []
  if (!analysis.types)
    return {
      publint: publintMessages,
      attw: ['no types: attw checks nothing in a package without them'],
      entrypoints: [],
    }
  if (analysis.types.kind !== 'included')
    attw.push(`types come from ${analysis.types.kind}, not from the package itself`)
  for (const problem of analysis.problems) {
    if ('resolutionKind' in problem && IGNORED_RESOLUTIONS.includes(problem.resolutionKind)) continue
    const where = [
      'entrypoint' in problem && problem.entrypoint,
      'resolutionKind' in problem && problem.resolutionKind,
      'resolutionOption' in problem && problem.resolutionOption,
      'fileName' in problem && problem.fileName,
      'moduleSpecifier' in problem && `import '${problem.moduleSpecifier}'`,
    ].filter(Boolean)
    attw.push(`${problem.kind} (${problemKindInfo[problem.kind].title})${where.length ? ` at ${where.join(' ')}` : ''}`)
  }
  return { publint: publintMessages, attw, entrypoints: Object.keys(analysis.entrypoints) }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs =
    process.argv.length > 2
      ? process.argv.slice(2).map((path) => resolve(path))
      : readdirSync(PACKS_DIR)
          .filter((name) => name.endsWith('.tgz'))
          .map((name) => join(PACKS_DIR, name))
  let failed = false
  for (const tarball of tarballs) {
    const result = await lintTarball(tarball)
    const problems = [
      ...result.publint.map((line) => `publint: ${line}`),
      ...result.attw.map((line) => `attw: ${line}`),
    ]
    failed ||= problems.length > 0
    console.log(
      `${tarball} (${result.entrypoints.join(', ')}): ${problems.length ? `\n  ${problems.join('\n  ')}` : 'publint and attw report no problems'}`,
    )
  }
  process.exitCode = failed ? 1 : 0
}

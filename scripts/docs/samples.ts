// The ```ts and ```tsx code samples of the guides and the getting-started pages, and the fenced `@example` blocks of
// the packages' doc comments (each given the imports of the public names it uses), compiled with the workspace's
// packages as a dApp would import them: a sample that no longer matches the API fails the docs tests.
// A sample may use the names declared in samples-globals.d.ts (the `latch` instance, `networks`, `adapters`…) without
// declaring them, as the guides' prose assumes; a sample that is deliberately partial opts out with the line
// `<!-- sample: partial -->` right above its fence.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** the pages whose samples are compiled */
export const SAMPLE_FOLDERS = ['docs/guides', 'docs/getting-started']
/** the names samples use undeclared: the guides' (and the examples') and the doc comments' examples' own */
export const SAMPLE_GLOBALS = ['scripts/docs/samples-globals.d.ts', 'scripts/docs/examples-globals.d.ts']
/** the line that exempts the fence below it */
export const PARTIAL_MARKER = '<!-- sample: partial -->'

export interface Sample {
  /** the page, relative to the repository */
  page: string
  /** the line of the code's first line in the page, 1-based */
  line: number
  language: 'ts' | 'tsx'
  code: string
  /** import lines compiled after the code (imports are hoisted, so the code's lines keep their numbers) */
  imports?: string
}

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

/** every ts/tsx fence of a page but those marked partial */
export function samplesOf(page: string, text: string): Sample[] {
  const lines = text.split('\n')
  const samples: Sample[] = []
  for (let index = 0; index < lines.length; index++) {
    const fence = /^```(tsx?)\b/.exec(lines[index] as string)
    if (!fence) continue
    const end = lines.findIndex((line, at) => at > index && line.startsWith('```'))
    if (end < 0) throw new Error(`${page}:${index + 1}: a code fence that never closes`)
    if (lines[index - 1]?.trim() !== PARTIAL_MARKER) {
      samples.push({
        page,
        line: index + 2,
        language: fence[1] as 'ts' | 'tsx',
        code: lines.slice(index + 1, end).join('\n'),
      })
    }
    index = end
  }
  return samples
}

/**
 * The TSDoc comments' fenced `@example` blocks of the packages' sources (what an editor's hover shows a developer),
 * each importing the public names it uses as a dApp would: from its own package's entries first, then the others'.
 * `exported` is each public entry's names (tsdoc.ts exportedNames).
 */
export function exampleSamples(exported: Record<string, string[]>): Sample[] {
  return readdirSync(join(root, 'packages'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => /^packages\/[^/]+\/src\//.test(file))
    .sort()
    .flatMap((file) => withImports(examplesOf(file, readFileSync(join(root, file), 'utf8')), exported))
}

/** each sample with the imports of the public names it uses (`exported`: tsdoc.ts exportedNames) */
export function withImports(samples: Sample[], exported: Record<string, string[]>): Sample[] {
  return samples.map((sample) => ({ ...sample, imports: importsFor(sample, exported) }))
}

/** the other libraries' names the examples use as their readers would have imported them */
const LIBRARY_NAMES: Record<string, string[]> = {
  viem: ['createPublicClient', 'http', 'type EIP1193Provider'],
  react: ['useState'],
  'react-dom/client': ['createRoot'],
  vitest: ['expect'],
}

/** `import { … } from '<entry>'` lines for the public names a sample uses without importing or declaring them */
function importsFor(sample: Sample, exported: Record<string, string[]>): string {
  const own = `@latch/${sample.page.split('/')[1]}`
  // the sample's own package first (its root entry before its others), then @latch/core, then the rest
  const rank = (entry: string) =>
    entry === own ? 0 : entry.startsWith(`${own}/`) ? 1 : entry === '@latch/core' ? 2 : 3
  const names = { ...exported, ...LIBRARY_NAMES }
  const entries = Object.keys(names).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const used = new Set(sample.code.match(/[A-Za-z_$][\w$]*/g) ?? [])
  const bound = new Set(
    [
      ...sample.code.matchAll(/\b(?:const|let|var|function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g),
      ...sample.code.matchAll(/\bimport\s+(?:type\s+)?\{([^}]*)\}/g),
    ].flatMap((match) =>
      (match[1] as string).split(',').map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
      ),
    ),
  )
  const byEntry = new Map<string, string[]>()
  for (const name of used) {
    if (bound.has(name)) continue
    // a name a module exports as a type only is listed as `type Name`
    const entry = entries.find((candidate) => names[candidate]!.some((listed) => listed.replace(/^type /, '') === name))
    const listed = entry && names[entry]!.find((candidate) => candidate.replace(/^type /, '') === name)
    if (entry && listed) byEntry.set(entry, [...(byEntry.get(entry) ?? []), listed])
  }
  return [...byEntry].map(([entry, listed]) => `import { ${listed.sort().join(', ')} } from '${entry}'`).join('\n')
}

/** the fenced blocks after each `@example` tag of a source file's doc comments, their ` * ` margin taken off */
export function examplesOf(file: string, text: string): Sample[] {
  const lines = text.split('\n')
  const samples: Sample[] = []
  for (let index = 0; index < lines.length; index++) {
    if (!/^\s*\*\s*@example\b/.test(lines[index] as string)) continue
    const fence = lines.findIndex((line, at) => at > index && /^\s*\*\s*```/.test(line))
    const opening = fence < 0 ? null : /^\s*\*\s*```(tsx?)\b/.exec(lines[fence] as string)
    if (!opening) continue
    const end = lines.findIndex((line, at) => at > fence && /^\s*\*\s*```/.test(line))
    if (end < 0) throw new Error(`${file}:${fence + 1}: an example's code fence that never closes`)
    samples.push({
      page: file,
      line: fence + 2,
      language: opening[1] as 'ts' | 'tsx',
      code: lines
        .slice(fence + 1, end)
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .join('\n'),
    })
    index = end
  }
  return samples
}

export function guideSamples(): Sample[] {
  return SAMPLE_FOLDERS.flatMap(markdownFiles).flatMap((page) =>
    samplesOf(page, readFileSync(join(root, page), 'utf8')),
  )
}

/**
 * Compiles every sample, each as a module of its own, and returns the compiler's errors as `page:line: message`
 * (none when every sample type-checks).
 */
export function compileSamples(samples: Sample[] = guideSamples(), globals = SAMPLE_GLOBALS): string[] {
  // inside the repository, so that the samples' imports resolve through its node_modules like a dApp's
  const folder = join(root, 'node_modules/.cache/latch-doc-samples')
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const files = new Map<string, Sample>()
  samples.forEach((sample, index) => {
    const file = join(folder, `${index}-${sample.page.replace(/\W+/g, '-')}-${sample.line}.${sample.language}`)
    // a module of its own: its names do not clash with another sample's, and top-level await is allowed
    // an example with a bare `return` is a function's body (a hook's is a component's): compiled as one
    const code =
      /\breturn\b/.test(sample.code) && !/^\s*(import|export)\b/m.test(sample.code)
        ? `export async function Example() {${sample.code}\n}`
        : sample.code
    writeFileSync(file, `${code}\n${sample.imports ?? ''}\nexport {}\n`)
    files.set(file, sample)
  })
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json did not parse')
  const program = ts.createProgram([...files.keys(), ...globals.map((file) => join(root, file))], {
    ...config.options,
    noEmit: true,
    allowImportingTsExtensions: true,
  })
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const sample = diagnostic.file && files.get(diagnostic.file.fileName)
    if (!sample || diagnostic.start === undefined)
      return `${diagnostic.file ? relative(root, diagnostic.file.fileName) : 'samples'}: ${text}`
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start)
    return `${sample.page}:${sample.line + line}: ${text}`
  })
}

if (process.argv[2] === '--check') {
  const { exportedNames } = await import('./tsdoc.ts')
  const errors = compileSamples([...guideSamples(), ...exampleSamples(exportedNames())])
  for (const error of errors) console.error(error)
  process.exitCode = errors.length ? 1 : 0
}

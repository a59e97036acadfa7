// The ```ts and ```tsx code samples of the guides and the getting-started pages, compiled with the workspace's
// packages as a dApp would import them: a guide whose sample no longer matches the API fails the docs tests.
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
/** the line that exempts the fence below it */
export const PARTIAL_MARKER = '<!-- sample: partial -->'

export interface Sample {
  /** the page, relative to the repository */
  page: string
  /** the line of the code's first line in the page, 1-based */
  line: number
  language: 'ts' | 'tsx'
  code: string
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

export function guideSamples(): Sample[] {
  return SAMPLE_FOLDERS.flatMap(markdownFiles).flatMap((page) =>
    samplesOf(page, readFileSync(join(root, page), 'utf8')),
  )
}

/**
 * Compiles every sample, each as a module of its own, and returns the compiler's errors as `page:line: message`
 * (none when every sample type-checks).
 */
export function compileSamples(samples: Sample[] = guideSamples()): string[] {
  // inside the repository, so that the samples' imports resolve through its node_modules like a dApp's
  const folder = join(root, 'node_modules/.cache/latch-doc-samples')
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const files = new Map<string, Sample>()
  samples.forEach((sample, index) => {
    const file = join(folder, `${index}-${sample.page.replace(/\W+/g, '-')}-${sample.line}.${sample.language}`)
    // a module of its own: its names do not clash with another sample's, and top-level await is allowed
    writeFileSync(file, `${sample.code}\nexport {}\n`)
    files.set(file, sample)
  })
  const globals = join(root, 'scripts/docs/samples-globals.d.ts')
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
  const program = ts.createProgram([...files.keys(), globals], {
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
  const errors = compileSamples()
  for (const error of errors) console.error(error)
  process.exitCode = errors.length ? 1 : 0
}

// A fresh consumer of the packed tarballs, outside the workspace: the tarballs unpacked into node_modules as npm
// would, beside only what their package.json files declare (dependencies and peers, linked from the workspace's
// install: strict, so a .d.ts importing an undeclared package fails), a plain TypeScript project importing every entry
// (moduleResolution bundler and node16, skipLibCheck off), and Node importing every entry. Only the packages' own
// files are type-checked: third-party .d.ts are the host's skipLibCheck business (mipd's fail under node16).
// `npm run check:consumer [-- --npm] [-- --keep]`: --npm installs with npm from the registry instead (slower; exactly
// what a user gets); --keep leaves the folder, where `npx tsc -p tsconfig.node16.json` runs as a user's would.
import { execFile, execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import ts from 'typescript'
import { formatDiagnostics, readConfig } from './build.ts'
import { PACKS_DIR } from './pack.ts'
import { type Manifest, ROOT } from './packages.ts'

const run = promisify(execFile)
/** what a React app that type-checks brings itself */
const HOST_PACKAGES = ['react', 'react-dom', '@types/react', '@types/react-dom']
const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  strict: true,
  skipLibCheck: false,
  noEmit: true,
  types: [],
}
const PROJECTS = {
  bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  node16: { module: 'Node16', moduleResolution: 'Node16' },
}

export interface ConsumerResult {
  /** per project, the diagnostics in main.ts and the packages' files ('' when clean) */
  typecheck: Record<keyof typeof PROJECTS, string>
  /** per entry ('@latch/core/embedded'), the sorted export names Node's import() gives */
  exportsByEntry: Record<string, string[]>
  dir: string
}

export async function checkConsumer({
  tarballs,
  npm = false,
  keep = false,
}: {
  tarballs: string[]
  npm?: boolean
  keep?: boolean
}): Promise<ConsumerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-consumer-'))
  try {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'latch-consumer', private: true, type: 'module' }))
    const manifests = npm ? await installWithNpm(dir, tarballs) : installLinked(dir, tarballs)
    const specifiers = manifests.flatMap((manifest) =>
      Object.keys(manifest.exports ?? {})
        .filter((entry) => entry !== './package.json')
        .map((entry) => `${manifest.name}${entry.slice(1)}`),
    )
    const identifier = (specifier: string) => specifier.replace(/[^a-zA-Z0-9]+/g, '_')
    const imports = specifiers.map((specifier) => `import * as ${identifier(specifier)} from '${specifier}'`)
    writeFileSync(
      join(dir, 'main.ts'),
      `${imports.join('\n')}\n\nexport const entries = { ${specifiers.map(identifier).join(', ')} }\n`,
    )
    const typecheck = {} as ConsumerResult['typecheck']
    for (const [name, options] of Object.entries(PROJECTS) as [keyof typeof PROJECTS, object][]) {
      writeFileSync(
        join(dir, `tsconfig.${name}.json`),
        JSON.stringify({ compilerOptions: { ...COMPILER_OPTIONS, ...options }, files: ['main.ts'] }),
      )
      typecheck[name] = typecheckOwnFiles(join(dir, `tsconfig.${name}.json`))
    }
    const script = `const names = {}; for (const specifier of ${JSON.stringify(specifiers)}) names[specifier] = Object.keys(await import(specifier)).sort(); console.log(JSON.stringify(names))`
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: dir })
    return { typecheck, exportsByEntry: JSON.parse(stdout), dir }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true })
  }
}

/** tsc's diagnostics for main.ts and the files under node_modules/@latch/ (checking all of viem's .d.ts takes ~10 s) */
function typecheckOwnFiles(configPath: string): string {
  const config = readConfig(configPath)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  const own = program
    .getSourceFiles()
    .filter((file) => config.fileNames.includes(file.fileName) || file.fileName.includes('/node_modules/@latch/'))
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ]
  return formatDiagnostics(diagnostics, dirname(configPath))
}

/**
 * unpacks each tarball to <dir>/node_modules/<name>, and links every package they declare, and the host's (React), from
 * the workspace's install: what `npm install <tarballs>` gives, with the workspace's versions and no registry (the
 * bench builds its pages in such a folder)
 */
export function installLinked(dir: string, tarballs: string[]): Manifest[] {
  const manifests = tarballs.map((tarball) => {
    // node_modules/<name> is known from the tarball's package.json; --strip-components drops its `package/` folder
    const unpacked = mkdtempSync(join(dir, '.unpack-'))
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'])
    const manifest: Manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8'))
    mkdirSync(dirname(join(dir, 'node_modules', manifest.name)), { recursive: true })
    renameSync(unpacked, join(dir, 'node_modules', manifest.name))
    return manifest
  })
  const packed = new Set(manifests.map((manifest) => manifest.name))
  const declared = new Set(HOST_PACKAGES)
  for (const manifest of manifests)
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }))
      if (!packed.has(name)) declared.add(name)
  for (const name of declared) {
    const installed = join(ROOT, 'node_modules', name)
    if (!existsSync(installed)) {
      if (HOST_PACKAGES.includes(name)) continue
      throw new Error(`${name} is declared by a packed package but not installed in the workspace`)
    }
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true })
    symlinkSync(installed, join(dir, 'node_modules', name), 'dir')
  }
  return manifests
}

async function installWithNpm(dir: string, tarballs: string[]): Promise<Manifest[]> {
  const react = JSON.parse(readFileSync(join(ROOT, 'node_modules/react/package.json'), 'utf8')).version
  const host = [`react@${react}`, `react-dom@${react}`, '@types/react@19', '@types/react-dom@19']
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, ...host], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  })
  const { dependencies } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  return Object.keys(dependencies)
    .filter((name) => name.startsWith('@latch/'))
    .map((name) => JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const tarballs = readdirSync(PACKS_DIR)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(PACKS_DIR, name))
  const result = await checkConsumer({
    tarballs,
    npm: process.argv.includes('--npm'),
    keep: process.argv.includes('--keep'),
  })
  for (const [project, output] of Object.entries(result.typecheck))
    console.log(`tsc (${project}): ${output || 'no errors'}`)
  for (const [specifier, names] of Object.entries(result.exportsByEntry))
    console.log(`node: import('${specifier}') has ${names.length} exports`)
  if (process.argv.includes('--keep')) console.log(`kept ${result.dir}`)
  console.log(`checked in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  process.exitCode = Object.values(result.typecheck).some(Boolean) ? 1 : 0
}

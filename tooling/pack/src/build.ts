// Builds each publishable package from its tsconfig.build.json to dist/ with the TypeScript compiler: ESM in the
// sources' module structure (import() chunks stay separate for the app's bundler), .d.ts, declaration and source maps.
// The same as `tsc -p packages/<name>/tsconfig.build.json`, plus .d.ts import paths rewritten from './x.ts' to './x.js'
// (tsc rewrites them in JavaScript only), which every TypeScript version and .d.ts tool resolves. A package with a
// vite.config.ts (@latch/html: a self-contained browser build) is then bundled by Vite into the same dist/, from the
// dist/ of the packages it bundles (built before it). The servers (the cloud, the frame) are built last, against the
// libraries' dist/: plain JavaScript that Node runs, and the frame's pages by its own build.mjs. `npm run build`.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'
import { build as viteBuild } from 'vite'
import { publishablePackages, serverPackages, type Workspace } from './packages.ts'

export interface Built {
  name: string
  dir: string
  /** the files written, absolute */
  files: string[]
}

export async function buildPackages({
  packages = [...publishablePackages(), ...serverPackages()],
}: {
  packages?: Workspace[]
} = {}): Promise<Built[]> {
  // one parse of each library .d.ts (DOM, viem, wagmi, react) for all the packages' programs
  const declarations = new Map<string, ts.SourceFile | undefined>()
  const built: Built[] = []
  for (const workspace of packages) {
    const files = buildPackage(workspace, declarations)
    if (existsSync(`${workspace.dir}vite.config.ts`)) files.push(...(await bundlePackage(workspace)))
    if (existsSync(`${workspace.dir}build.mjs`)) files.push(...(await packageAssets(workspace)))
    built.push({ name: workspace.name, dir: workspace.dir, files })
  }
  return built
}

/** Vite with the package's own vite.config.ts (library mode into dist/); returns the files it wrote */
async function bundlePackage({ name, dir }: Workspace): Promise<string[]> {
  const before = new Set(listFiles(`${dir}dist`))
  try {
    await viteBuild({ configFile: `${dir}vite.config.ts` })
  } catch (error) {
    throw new Error(`${name} does not bundle: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return listFiles(`${dir}dist`).filter((file) => !before.has(file))
}

/** a server's browser pages (the frame: its build.mjs's buildPackageAssets, Vite into dist/app); the files it wrote */
async function packageAssets({ name, dir }: Workspace): Promise<string[]> {
  const before = new Set(listFiles(`${dir}dist`))
  const { buildPackageAssets } = (await import(pathToFileURL(`${dir}build.mjs`).href)) as {
    buildPackageAssets?: () => Promise<string>
  }
  if (!buildPackageAssets) throw new Error(`${name}: build.mjs has no buildPackageAssets`)
  await buildPackageAssets()
  return listFiles(`${dir}dist`).filter((file) => !before.has(file))
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

function buildPackage({ name, dir }: Workspace, declarations: Map<string, ts.SourceFile | undefined>): string[] {
  const config = readConfig(`${dir}tsconfig.build.json`)
  if (!config.options.outDir) throw new Error(`${name}: tsconfig.build.json has no outDir`)
  rmSync(config.options.outDir, { recursive: true, force: true })
  const host = ts.createCompilerHost(config.options)
  const readSourceFile = host.getSourceFile
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    // the package's own sources are read fresh; .d.ts files (dependencies' dist included) once per run
    if (!fileName.endsWith('.d.ts')) return readSourceFile(fileName, languageVersion, ...rest)
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`
    if (!declarations.has(key)) declarations.set(key, readSourceFile(fileName, languageVersion, ...rest))
    return declarations.get(key)
  }
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host })
  const files: string[] = []
  const emitted = program.emit(
    undefined,
    (fileName, text, ...rest) => {
      files.push(fileName)
      host.writeFile(fileName, text, ...rest)
    },
    undefined,
    false,
    { afterDeclarations: [jsSpecifiersInDeclarations] },
  )
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]
  if (diagnostics.length) throw new Error(`${name} does not build:\n${formatDiagnostics(diagnostics)}`)
  return files
}

export function readConfig(path: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(formatDiagnostics([diagnostic]))
      },
    },
  )
  if (!parsed) throw new Error(`cannot read ${path}`)
  if (parsed.errors.length) throw new Error(formatDiagnostics(parsed.errors))
  return parsed
}

export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[], currentDirectory = process.cwd()): string {
  return ts
    .formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => currentDirectory,
      getNewLine: () => '\n',
    })
    .trim()
}

/** './x.ts' → './x.js' (and .tsx, .mts, .cts) in a declaration file's imports, exports and import() types */
function jsSpecifiersInDeclarations(context: ts.TransformationContext) {
  const { factory } = context
  const isSource = (literal: ts.StringLiteral) =>
    /^\.\.?\//.test(literal.text) && /\.[mc]?tsx?$/.test(literal.text) && !/\.d\.[mc]?ts$/.test(literal.text)
  const toJs = (literal: ts.StringLiteral) =>
    factory.createStringLiteral(literal.text.replace(/\.([mc]?)tsx?$/, '.$1js'))
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && isSource(node.moduleSpecifier))
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        toJs(node.moduleSpecifier),
        node.attributes,
      )
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isSource(node.moduleSpecifier)
    )
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        toJs(node.moduleSpecifier),
        node.attributes,
      )
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal) &&
      isSource(node.argument.literal)
    ) {
      const argument = factory.updateLiteralTypeNode(node.argument, toJs(node.argument.literal))
      return factory.updateImportTypeNode(
        node,
        argument,
        node.attributes,
        node.qualifier,
        node.typeArguments,
        node.isTypeOf,
      )
    }
    return ts.visitEachChild(node, visit, context)
  }
  return (file: ts.SourceFile | ts.Bundle) => (ts.isSourceFile(file) ? ts.visitEachChild(file, visit, context) : file)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  for (const { name, files } of await buildPackages()) console.log(`${name}: ${files.length} files`)
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

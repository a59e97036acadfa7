// The names a public entry of the packages exports without a TSDoc comment, or without the example a name a dApp
// calls needs, read with the TypeScript compiler over the same entries and settings as the API reference
// (docs/.vitepress/typedoc.json).
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
// @ts-expect-error a plain ES module of the docs' TypeDoc setup, without types
import { publicEntries } from '../../docs/.vitepress/typedoc-plugin.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** entry → its exported names that carry no documentation comment */
export function undocumentedExports(): Record<string, string[]> {
  return exportsWhere(
    (exported, symbol, checker) => documentation(symbol, checker) === '' && reexportDocumentation(exported) === '',
  )
}

/**
 * entry → its exported functions, classes and callable constants (what a dApp calls: hooks and components are
 * functions) whose comment has no `@example`; types and other constants need only a comment
 */
export function exportsWithoutExample(): Record<string, string[]> {
  return exportsWhere((_exported, symbol, checker) => {
    const callable =
      symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class) ||
      (symbol.flags & ts.SymbolFlags.Variable && checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0)
    return Boolean(callable) && !symbol.getJsDocTags(checker).some((tag) => tag.name === 'example')
  })
}

/** entry → every name it exports, `type Name` for a type only (the docs comments' examples import from these) */
export function exportedNames(): Record<string, string[]> {
  const types = exportsWhere((_exported, symbol) => !(symbol.flags & ts.SymbolFlags.Value))
  return Object.fromEntries(
    Object.entries(exportsWhere(() => true)).map(([entry, names]) => [
      entry,
      names.map((name) => (types[entry]!.includes(name) ? `type ${name}` : name)),
    ]),
  )
}

// one program for every check: building it is most of their time
let compiled: { entries: Map<string, string>; program: ts.Program } | undefined
function compile() {
  if (compiled) return compiled
  const entries = publicEntries(root) as Map<string, string>
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}docs/.vitepress/tsconfig.typedoc.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('docs/.vitepress/tsconfig.typedoc.json did not parse')
  compiled = { entries, program: ts.createProgram([...entries.keys()], config.options) }
  return compiled
}

function exportsWhere(
  test: (exported: ts.Symbol, symbol: ts.Symbol, checker: ts.TypeChecker) => boolean,
): Record<string, string[]> {
  const { entries, program } = compile()
  const checker = program.getTypeChecker()
  const result: Record<string, string[]> = {}
  for (const [file, entry] of entries) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`${entry}: ${file} is not a module`)
    result[entry] = checker
      .getExportsOfModule(module)
      .filter((exported) => {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
        return test(exported, symbol, checker)
      })
      .map((exported) => exported.name)
      .sort()
  }
  return result
}

function documentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
}

// a namespace re-export (`export * as constants from`) has no declaration of its own to carry a comment: the comment
// above the export statement documents it
function reexportDocumentation(exported: ts.Symbol): string {
  const declaration = exported.declarations?.[0]
  if (!declaration || !ts.isNamespaceExport(declaration)) return ''
  return ts
    .getJSDocCommentsAndTags(declaration.parent)
    .map((doc) => (ts.isJSDoc(doc) ? (ts.getTextOfJSDocComment(doc.comment) ?? '') : ''))
    .join('')
    .trim()
}

if (process.argv[2] === '--write') {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(new URL('./undocumented.json', import.meta.url), `${JSON.stringify(undocumentedExports(), null, 2)}\n`)
}

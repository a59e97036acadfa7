// The names a public entry of the packages exports without a TSDoc comment, read with the TypeScript compiler over the
// same entries and settings as the API reference (docs/.vitepress/typedoc.json).
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
// @ts-expect-error a plain ES module of the docs' TypeDoc setup, without types
import { publicEntries } from '../../docs/.vitepress/typedoc-plugin.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** entry → its exported names that carry no documentation comment */
export function undocumentedExports(): Record<string, string[]> {
  const entries = publicEntries(root) as Map<string, string>
  const config = ts.getParsedCommandLineOfConfigFile(`${root}docs/.vitepress/tsconfig.typedoc.json`, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!config) throw new Error('docs/.vitepress/tsconfig.typedoc.json did not parse')
  const program = ts.createProgram([...entries.keys()], config.options)
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
        return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() === ''
      })
      .map((exported) => exported.name)
      .sort()
  }
  return result
}

if (process.argv[2] === '--write') {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(new URL('./undocumented.json', import.meta.url), `${JSON.stringify(undocumentedExports(), null, 2)}\n`)
}

// The feature graph of one Latch instance, read from createFeatures (packages/core/src/features.ts): each feature, the
// features it is built from, and the signals an earlier feature sends a later one. Written to docs/design/features.md
// as a Mermaid graph by `npx tsx tooling/graph/src/featureGraph.ts`; a test keeps the committed graph current.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const FEATURES_FILE = join(ROOT, 'packages/core/src/features.ts')
export const GRAPH_FILE = join(ROOT, 'docs/design/features.md')
const WIRING_FUNCTION = 'createFeatures'

export interface FeatureGraph {
  /** features in build order */
  features: string[]
  /** `from` is built before `to` and handed to it */
  edges: { from: string; to: string }[]
  /** `from` emits the signal, `to` listens (registered once `to` exists) */
  signals: { from: string; to: string; signal: string }[]
}

const isFactoryCall = (node: ts.Node): boolean => {
  if (ts.isCallExpression(node)) {
    const callee = node.expression
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
    if (/^create[A-Z]/.test(name)) return true
  }
  return ts.forEachChild(node, (child) => isFactoryCall(child) || undefined) ?? false
}

function identifiersIn(node: ts.Node, found = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) found.add(node.text)
  // `a.b` reads `a`, not a variable named `b`; `{ b: a }` reads `a`
  if (ts.isPropertyAccessExpression(node)) identifiersIn(node.expression, found)
  else if (ts.isPropertyAssignment(node)) identifiersIn(node.initializer, found)
  else ts.forEachChild(node, (child) => void identifiersIn(child, found))
  return found
}

/** the graph of `createFeatures`; throws when a statement reads a variable declared after it (a forward reference) */
export function readFeatureGraph(source: string, sourceFile = FEATURES_FILE): FeatureGraph {
  const file = ts.createSourceFile(sourceFile, source, ts.ScriptTarget.Latest, true)
  const imports = new Map<string, string>()
  let body: ts.Block | undefined
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imports.set(element.name.text, join(dirname(sourceFile), statement.moduleSpecifier.text))
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === WIRING_FUNCTION) body = statement.body
  }
  if (!body) throw new Error(`${sourceFile}: no function ${WIRING_FUNCTION}`)

  const declaredAt = new Map<string, number>()
  body.statements.forEach((statement, index) => {
    if (!ts.isVariableStatement(statement)) return
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) declaredAt.set(declaration.name.text, index)
      else
        for (const element of declaration.name.elements)
          if (ts.isBindingElement(element) && ts.isIdentifier(element.name)) declaredAt.set(element.name.text, index)
    }
  })

  // a variable that is not a feature (a binding, a helper over one) stands for the features it reads
  const featuresOf = new Map<string, Set<string>>()
  const factoryFileOf = new Map<string, string>()
  const graph: FeatureGraph = { features: [], edges: [], signals: [] }
  const listeners: { signal: string; to: string }[] = []

  body.statements.forEach((statement, index) => {
    for (const name of identifiersIn(statement)) {
      const at = declaredAt.get(name)
      if (at !== undefined && at > index)
        throw new Error(`${sourceFile}: '${name}' is read before its declaration (statement ${index + 1})`)
    }
    const readFeatures = (node: ts.Node) =>
      new Set([...identifiersIn(node)].flatMap((name) => [...(featuresOf.get(name) ?? [])]))
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer) continue
        const reads = readFeatures(declaration.initializer)
        const names = ts.isIdentifier(declaration.name)
          ? [declaration.name.text]
          : declaration.name.elements.flatMap((element) =>
              ts.isBindingElement(element) && ts.isIdentifier(element.name) ? [element.name.text] : [],
            )
        if (ts.isIdentifier(declaration.name) && isFactoryCall(declaration.initializer)) {
          const feature = declaration.name.text
          graph.features.push(feature)
          for (const from of reads) if (from !== feature) graph.edges.push({ from, to: feature })
          featuresOf.set(feature, new Set([feature]))
          for (const name of identifiersIn(declaration.initializer)) {
            const module = imports.get(name)
            if (module && /^create[A-Z]/.test(name)) factoryFileOf.set(module, feature)
          }
        } else for (const name of names) featuresOf.set(name, reads)
      }
      return
    }
    // signals.on('name', listener): the listener's features hear what an earlier feature emits
    if (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
      const call = statement.expression
      const [name, listener] = call.arguments
      if (
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'on' &&
        name &&
        ts.isStringLiteral(name) &&
        listener
      )
        for (const to of readFeatures(listener)) listeners.push({ signal: name.text, to })
    }
  })

  for (const { signal, to } of listeners) {
    const emitters = [...factoryFileOf].filter(([module]) =>
      new RegExp(`signals\\.emit\\(\\{ type: '${signal}'`).test(readFileSync(module, 'utf8')),
    )
    if (!emitters.length) throw new Error(`${sourceFile}: no feature factory emits the signal '${signal}'`)
    for (const [, from] of emitters) graph.signals.push({ from, to, signal })
  }
  return graph
}

export function renderFeatureGraph(graph: FeatureGraph): string {
  const lines = [
    '# The features of one Latch instance',
    '',
    'Generated from `createFeatures` in `packages/core/src/features.ts` by `npx tsx tooling/graph/src/featureGraph.ts`',
    '(a unit test fails when this file is not current). A solid arrow: the feature is built before the one it points',
    'to and handed to it. A dotted arrow: a signal (`packages/core/src/instance/signals.ts`) the earlier feature emits',
    'and the later one listens to, where the earlier one needs the later one. The list is the build order.',
    '',
    '```mermaid',
    'flowchart TD',
    ...graph.edges.map(({ from, to }) => `  ${from} --> ${to}`),
    ...graph.signals.map(({ from, to, signal }) => `  ${from} -. ${signal} .-> ${to}`),
    '```',
    '',
    'Build order:',
    '',
    ...graph.features.map((feature, index) => `${index + 1}. \`${feature}\``),
    '',
  ]
  return lines.join('\n')
}

export const currentFeatureGraph = () => renderFeatureGraph(readFeatureGraph(readFileSync(FEATURES_FILE, 'utf8')))

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(GRAPH_FILE, currentFeatureGraph())
  console.log(`wrote ${GRAPH_FILE}`)
}

// The committed feature graph is the one createFeatures wires, and a wiring that reads a feature before it is built
// (a closure over a later const) is refused.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { currentFeatureGraph, GRAPH_FILE, readFeatureGraph } from './featureGraph.ts'

describe('the feature graph', () => {
  it('docs/design/features.md is generated from the current createFeatures (npx tsx tooling/graph/src/featureGraph.ts)', () => {
    expect(readFileSync(GRAPH_FILE, 'utf8')).toBe(currentFeatureGraph())
  })

  it('refuses a wiring where a feature reads one declared after it', () => {
    const lateBound = `
      import { createModal } from './modal/createModal.ts'
      import { createPay } from './pay/createPay.ts'
      export function createFeatures(context) {
        const modal = createModal(context, { onClose: () => pay.onClose() })
        const pay = createPay(context, { modal })
      }`
    expect(() => readFeatureGraph(lateBound)).toThrow(/'pay' is read before its declaration/)
  })

  it('reads the build order, the dependencies and the signals', () => {
    const graph = readFeatureGraph(
      readFileSync(new URL('../../../packages/core/src/features.ts', import.meta.url), 'utf8'),
    )
    expect(graph.features.indexOf('modal')).toBeLessThan(graph.features.indexOf('connection'))
    expect(graph.edges).toContainEqual({ from: 'connection', to: 'embedded' })
    expect(graph.signals).toContainEqual({ from: 'connection', to: 'embedded', signal: 'authDisconnected' })
  })
})

// axe-core over a page (WCAG 2 A and AA rules): the violations as readable lines, empty when the page passes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  help: string
  nodes: Array<{ target: unknown[] }>
}

export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated, not added as a <script>: a page's Content-Security-Policy (the dashboard's) would refuse an inline script
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => ({ target: node.target })) }))
  })
  return violations.map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`)
}

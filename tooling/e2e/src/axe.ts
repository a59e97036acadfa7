// axe-core in the page (it reads open shadow roots, so it sees the modal inside <latch-modal>): every view is
// checked in light and dark, switched through the emulated system colour scheme the modal follows (SPEC §2).
// axeViolations: every WCAG 2 A/AA violation of a page as readable lines (the dashboard, a page of its own).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** the impacts that fail the test */
const FAILING = new Set(['serious', 'critical'])

export interface AxeFinding {
  view: string
  theme: 'light' | 'dark'
  rule: string
  impact: string
  targets: string[]
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
}

/** runs axe over the whole page (the embedded wallet's cross-origin frame is its own page, not checked here) */
async function runAxe(page: Page): Promise<AxeResult['violations']> {
  // a view fading in has text at part opacity, and a dialog still growing to its new view overflows for a frame or
  // two: check once no animation runs and the dialog has kept its height for three frames in a row
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.querySelector('latch-modal')?.shadowRoot
        let last = -1
        let still = 0
        const frame = () => {
          const height = root?.querySelector('.card')?.getBoundingClientRect().height ?? 0
          const settled = (root?.getAnimations() ?? []).every((animation) => animation.playState !== 'running')
          still = settled && height === last ? still + 1 : 0
          last = height
          if (still >= 3) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  })
}

/** waits until the modal shows the theme (the <div class="root"> in the shadow root carries data-theme) */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await page.waitForFunction(
    (mode) =>
      document.querySelector('latch-modal')?.shadowRoot?.querySelector('.root')?.getAttribute('data-theme') === mode,
    theme,
  )
}

/** the serious and critical findings of one view, in light and then dark (the page is left in light) */
export async function axeView(page: Page, view: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme)
    for (const violation of await runAxe(page)) {
      if (!violation.impact || !FAILING.has(violation.impact)) continue
      findings.push({
        view,
        theme,
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      })
    }
  }
  await useTheme(page, 'light')
  return findings
}

interface AxeViolation {
  id: string
  help: string
  nodes: Array<{ target: unknown[] }>
}

export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated, not added as a <script>: a page's Content-Security-Policy (the dashboard's) would refuse an inline script
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  })
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  )
}

/**
 * The serious and critical findings of the embedded wallet's card, in its frame (a page of its own origin), in light and
 * then dark: the modal's colour scheme reaches the card through SYNC_THEME (the page is left in light).
 */
export async function axeFrameCard(page: Page, frame: Frame, view: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme)
    await frame.waitForFunction(
      (mode) => document.querySelector('[role="dialog"]')?.getAttribute('data-theme') === mode,
      theme,
    )
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
    const violations = await frame.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
      const result = await axe.run(document, { resultTypes: ['violations'] })
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => ({ target: node.target })),
      }))
    })
    for (const violation of violations) {
      if (!violation.impact || !FAILING.has(violation.impact)) continue
      findings.push({
        view,
        theme,
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      })
    }
  }
  await useTheme(page, 'light')
  return findings
}

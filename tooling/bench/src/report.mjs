// Printing: one table per section, one line per broken budget, the JS files when asked or when a size
// budget broke; and the JSON document of everything.
import { summarize } from './stats.mjs'

/** a section's result with every metric summarized and every budget judged */
export function judge(section, result) {
  const metrics = result.metrics.map((metric) => {
    const subjects = Object.fromEntries(
      Object.entries(metric.samples).map(([name, samples]) => [
        name,
        samples.length ? { ...summarize(samples), samples } : { samples },
      ]),
    )
    // one budget (`budget`) or several, one per subject (`budgets`); each a ceiling (max: sizes, times) or a floor
    // (min: throughput) on the subject's median
    const budgets = (metric.budgets ?? (metric.budget ? [metric.budget] : [])).map((bound) => {
      const value = subjects[bound.subject]?.median
      const within = (v) => (bound.max === undefined || v <= bound.max) && (bound.min === undefined || v >= bound.min)
      return { ...bound, stat: 'median', value, ok: value !== undefined && within(value) }
    })
    const { samples: _, budget: __, ...rest } = metric
    return { ...rest, subjects, budgets }
  })
  const { method, errors, notes, details } = result
  return { id: section.id, title: section.title, method, metrics, errors, notes, details }
}

/** @param {ReturnType<typeof judge>} section */
export function printSection(section, { verbose, print = console.log }) {
  const names = [...new Set(section.metrics.flatMap((metric) => Object.keys(metric.subjects)))]
  const rows = [['metric', ...names.map((name) => `${name} median (min–max)`), 'budget', 'reference (issue)']]
  for (const metric of section.metrics) {
    const cell = (name) => {
      const s = metric.subjects[name]
      if (s?.median === undefined) return 'n/a'
      const f = (value) => value.toFixed(metric.digits)
      return `${f(s.median)} (${f(s.min)}–${f(s.max)})`
    }
    const budget = metric.budgets
      .map(
        (bound) =>
          `${metric.budgets.length > 1 ? `${bound.subject} ` : ''}${boundOf(bound)} ${bound.ok ? 'ok' : 'FAIL'}`,
      )
      .join('; ')
    rows.push([`${metric.label} [${metric.unit}]`, ...names.map(cell), budget, metric.reference])
  }
  print(`\n${section.title}`)
  printTable(rows, print)
  for (const line of section.method ?? []) print(`  how: ${line}`)
  for (const note of section.notes ?? []) print(`  note: ${note}`)
  // a broken budget shows the JS files of the subject it belongs to, so the cost has a name
  const broke = new Set(
    section.metrics.flatMap((metric) => metric.budgets.filter((bound) => !bound.ok).map((bound) => bound.subject)),
  )
  for (const detail of section.details ?? []) {
    if (verbose || broke.has(detail.subject)) printChunks(detail, print)
  }
}

/** one line per broken budget or failed run; empty when all is well */
export function failuresOf(section) {
  const lines = section.errors.map((error) => `BENCH FAILED [${section.id}] ${error}`)
  for (const metric of section.metrics) {
    for (const budget of metric.budgets) {
      if (budget.ok) continue
      const value =
        budget.value === undefined ? 'no measurement' : `${budget.value.toFixed(metric.digits)} ${metric.unit}`
      const broken = budget.max !== undefined && !(budget.value <= budget.max) ? `> ${budget.max}` : `< ${budget.min}`
      lines.push(
        `BUDGET FAILED [${section.id}] ${metric.label}: ${budget.subject} ${budget.stat} ${value} ${broken} ${metric.unit}`,
      )
    }
  }
  return lines
}

const boundOf = (budget) =>
  [budget.min !== undefined && `≥ ${budget.min}`, budget.max !== undefined && `≤ ${budget.max}`]
    .filter(Boolean)
    .join(' ')

function printChunks(detail, print) {
  print(
    `\n  JS files of "${detail.subject}" (${detail.runs} runs). phase (most runs): the response finished before the button paint,`,
  )
  print(
    '  before the wallet list paint (list-open) or after it (later); done: median ms after navigation start (before-button) or',
  )
  print(
    '  after the click (others; negative = prefetched before the click); contents: share of source bytes before minification',
  )
  const rows = [['phase', 'gzip KiB', 'raw KiB', 'done ms', 'file', 'contents']]
  for (const chunk of detail.chunks) {
    const contents = chunk.packages
      .slice(0, 6)
      .map((item) => `${item.name} ${Math.round(item.share * 100)}%`)
      .join(', ')
    rows.push([
      chunk.phase,
      (chunk.gzip / 1024).toFixed(1),
      (chunk.bytes / 1024).toFixed(1),
      chunk.doneMs.toFixed(0),
      chunk.file,
      contents,
    ])
  }
  for (const phase of ['before-button', 'list-open', 'later']) {
    const gzip = detail.chunks.filter((chunk) => chunk.phase === phase).reduce((sum, chunk) => sum + chunk.gzip, 0)
    if (gzip) rows.push([`= ${phase}`, (gzip / 1024).toFixed(1), '', '', '', ''])
  }
  printTable(rows, print, '  ')
}

function printTable(rows, print, indent = '  ') {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  for (const [index, row] of rows.entries()) {
    print(
      indent +
        row
          .map((cell, column) => String(cell).padEnd(widths[column]))
          .join('  ')
          .trimEnd(),
    )
    if (index === 0) print(indent + widths.map((width) => '─'.repeat(width)).join('  '))
  }
}

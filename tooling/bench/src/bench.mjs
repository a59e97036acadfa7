// `npm run bench [-- --verbose] [--runs N] [--section ID]`: runs every section, prints its table,
// writes the results as JSON to a temp dir, exits 1 on a broken budget or a failed run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { packedApp } from './packed-app.mjs'
import { failuresOf, judge, printSection } from './report.mjs'
import { analyticsSection } from './sections/analytics.mjs'
import { cloudSection } from './sections/cloud.mjs'
import { embeddedSection } from './sections/embedded.mjs'
import { modalSection } from './sections/modal.mjs'
import { relaySection } from './sections/relay.mjs'
import { swapSection } from './sections/swap.mjs'

// a new section (server load, …) is one file in sections/ and one entry here
const SECTIONS = [modalSection, cloudSection, swapSection, relaySection, embeddedSection, analyticsSection]
// packing ~20–50 s, modal ~70 s, cloud ~150 s per database (reference beside it), relay ~60 s, embedded ~60 s,
// analytics ~70 s: the limit stops a hung run, not a slow one
const TIME_LIMIT_MS = 16 * 60_000

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', short: 'v', default: false },
    runs: { type: 'string', default: '7' },
    section: { type: 'string', multiple: true },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`)
const unknown = (values.section ?? []).filter((id) => !SECTIONS.some((section) => section.id === id))
if (unknown.length)
  throw new Error(
    `unknown --section ${unknown.join(', ')}; sections: ${SECTIONS.map((section) => section.id).join(', ')}`,
  )
const chosen = SECTIONS.filter((section) => !values.section || values.section.includes(section.id))

const limit = setTimeout(() => {
  console.error(`BENCH FAILED: over the ${TIME_LIMIT_MS / 60_000}-minute limit`)
  process.exit(1)
}, TIME_LIMIT_MS)
limit.unref()

const started = performance.now()
const workDir = await mkdtemp(join(tmpdir(), 'latch-bench-'))
const log = (line) => console.log(`· ${line}`)
console.log(`Latch bench: ${chosen.map((section) => section.id).join(', ')}; ${runs} runs per subject`)

const sections = []
// the packages as a registry serves them, installed once for every section that builds a page
const app = packedApp(join(workDir, 'packed'), log)
try {
  for (const section of chosen) {
    const result = await section.run({ runs, workDir: join(workDir, section.id), log, app })
    const judged = judge(section, result)
    sections.push(judged)
    printSection(judged, { verbose: values.verbose })
  }
} finally {
  // keep only results.json: the built pages are large
  await Promise.all(
    [...chosen.map((section) => section.id), 'packed'].map((dir) =>
      rm(join(workDir, dir), { recursive: true, force: true }),
    ),
  )
}

const failures = sections.flatMap(failuresOf)
const results = join(workDir, 'results.json')
const seconds = (performance.now() - started) / 1000
await writeFile(results, `${JSON.stringify({ date: new Date().toISOString(), runs, seconds, sections }, null, 2)}\n`)
console.log('')
for (const line of failures) console.log(line)
if (!failures.length) console.log('All budgets met.')
console.log(`Results: ${results}  (${seconds.toFixed(0)} s)`)
process.exitCode = failures.length ? 1 : 0

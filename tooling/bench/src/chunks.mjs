import { summarize } from './stats.mjs'

// Which JS file a page fetched in which phase, its gzip size, and the packages inside it.

const PHASES = ['before-button', 'list-open', 'later']

/**
 * @param {{ name: string, build: { chunks: Map<string, { modules: { id: string, bytes: number }[] }> },
 *   runs: { scripts: { url: string, bytes: number, gzip: number, phase: string }[] }[] }} subject
 */
export function chunkReport(subject) {
  const files = new Map()
  for (const run of subject.runs) {
    for (const script of run.scripts) {
      const file = new URL(script.url).pathname.slice(1)
      const entry = files.get(file) ?? {
        file,
        bytes: script.bytes,
        gzip: script.gzip,
        phases: {},
        ends: [],
        afterClick: [],
      }
      entry.phases[script.phase] = (entry.phases[script.phase] ?? 0) + 1
      entry.ends.push(script.end)
      entry.afterClick.push(script.afterClick)
      files.set(file, entry)
    }
  }
  const chunks = [...files.values()]
    .map(({ ends, afterClick, ...entry }) => ({
      ...entry,
      phase: usualPhase(entry.phases),
      // median finish time: after navigation start for early files, after the click for the rest
      doneMs: usualPhase(entry.phases) === 'before-button' ? summarize(ends).median : summarize(afterClick).median,
      packages: packagesOf(subject.build.chunks.get(entry.file)),
    }))
    .sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase) || b.gzip - a.gzip)
  return { subject: subject.name, runs: subject.runs.length, chunks }
}

/** the phase a file arrived in most often (runs can differ when a fetch races the paint) */
const usualPhase = (phases) =>
  PHASES.reduce((best, phase) => ((phases[phase] ?? 0) > (phases[best] ?? 0) ? phase : best))

/** source bytes (before minification) per package, as shares of the chunk */
function packagesOf(chunk) {
  if (!chunk) return []
  const sizes = new Map()
  let total = 0
  for (const { id, bytes } of chunk.modules) {
    const name = packageOf(id)
    sizes.set(name, (sizes.get(name) ?? 0) + bytes)
    total += bytes
  }
  return [...sizes]
    .map(([name, bytes]) => ({ name, share: total ? bytes / total : 0 }))
    .sort((a, b) => b.share - a.share)
}

/** node_modules/viem/_esm/x.js → viem; packages/react/src/x.tsx → @latch/react/x.tsx */
export function packageOf(id) {
  const path = id.replace(/^\0/, '').split('?')[0]
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const [scope, name] = path.slice(inModules + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  const own = path.match(/packages\/([^/]+)\/src\/(.+)$/)
  if (own) return `@latch/${own[1]}/${own[2]}`
  const page = path.match(/bench\/pages\/(.+)$/)
  return page ? `page:${page[1]}` : path
}

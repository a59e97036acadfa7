// `npx tsx tooling/bench/src/sizes.mjs [--page NAME]… [--modules N] [--no-build] [--keep]`: the first-load JS of bench
// pages without a browser. Each page is built from the packed tarballs as the modal section builds it; its first
// load is the entry chunk and every chunk that one imports statically (what arrives before any code runs), gzip -9
// as the bench counts it. With --modules N: the first load's files, and its N biggest source modules by minified
// bytes (from the source maps; the gzip of a module's bytes alone bounds what it adds). --no-build packs the dist/
// folders already built; --keep leaves the built pages. The modal section's "before the button" can add a chunk a
// page imports dynamically and receives before its paint: compare with `--section modal` once.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { buildPage } from './build-page.mjs'
import { packageOf } from './chunks.mjs'
import { packedApp } from './packed-app.mjs'
import { bytesBySource } from './sourceMapSizes.mjs'

const KiB = 1024
const kib = (bytes) => (bytes / KiB).toFixed(1).padStart(6)
const { values } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    modules: { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const pages = values.page ?? ['react-alone', 'latch', 'everything']
const count = Number(values.modules)
const workDir = await mkdtemp(join(tmpdir(), 'latch-sizes-'))
const app = packedApp(join(workDir, 'packed'), (line) => console.log(`· ${line}`), { build: !values['no-build'] })

try {
  const rows = []
  for (const name of pages) {
    const build = await buildPage((await app()).page(name), join(workDir, name), { sourcemap: count > 0 })
    const files = firstLoad(build.chunks)
    // without the source map's comment, as a build without maps ships
    const codes = await Promise.all(
      files.map(async (file) =>
        (await readFile(join(build.outDir, file), 'utf8')).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, ''),
      ),
    )
    const sizes = codes.map((code) => gzipSync(code, { level: 9 }).length)
    rows.push({ name, gzip: sizes.reduce((sum, size) => sum + size, 0) / KiB, files: files.length })
    if (count > 0) {
      console.log(`\n${name}: the first load's files (gzip -9 KiB)`)
      files.forEach((file, index) => console.log(`${kib(sizes[index])}  ${file}`))
      const maps = await Promise.all(
        files.map((file) => readFile(join(build.outDir, `${file}.map`), 'utf8').catch(() => undefined)),
      )
      // a file without a map (Rolldown's runtime) counts as one source
      const bySource = codes.map((code, index) =>
        maps[index]
          ? bytesBySource(code, JSON.parse(maps[index]))
          : new Map([[files[index], { bytes: Buffer.byteLength(code), gzip: sizes[index] }]]),
      )
      printModules(name, bySource)
    }
  }
  const react = rows.find((row) => row.name === 'react-alone')
  console.log('\npage                 first load (KiB gz)  over React alone  files')
  for (const row of rows)
    console.log(
      `${row.name.padEnd(20)} ${row.gzip.toFixed(1).padStart(8)}  ${(react ? (row.gzip - react.gzip).toFixed(1) : '—').padStart(19)}  ${String(row.files).padStart(5)}`,
    )
} finally {
  if (values.keep) console.log(`built pages kept in ${workDir}`)
  else await rm(workDir, { recursive: true, force: true })
}

/** the entry chunk and its static imports, transitively */
function firstLoad(chunks) {
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0]
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return
    seen.add(file)
    for (const imported of chunks.get(file).imports) visit(imported)
  }
  visit(entry)
  return [...seen]
}

/** @latch files one by one (what to move), other packages whole */
function printModules(name, perChunk) {
  const owners = new Map()
  for (const sources of perChunk)
    for (const [source, { bytes, gzip }] of sources) {
      const latch = source.match(/node_modules\/(@latch\/[^/]+\/.+)$/)
      const owner = latch ? latch[1] : packageOf(source.replace(/^(\.\.\/)+/, '/'))
      const entry = owners.get(owner) ?? { bytes: 0, gzip: 0 }
      entry.bytes += bytes
      entry.gzip += gzip
      owners.set(owner, entry)
    }
  console.log(`\n${name}: the biggest sources of the first load (minified bytes, gzip -9 of them alone KiB)`)
  for (const [owner, { bytes, gzip }] of [...owners].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, count))
    console.log(`${String(bytes).padStart(8)} ${kib(gzip)}  ${owner}`)
}

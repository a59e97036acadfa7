// `npm test`: the typecheck, the linter and the test projects in lanes side by side, each line tagged with its lane,
// and a failure anywhere fails the run. The browser projects run in a Vitest of their own because their files must
// run one at a time (one cloud, one devnet, one set of accounts), and most of the e2e time is spent waiting on
// Chromium: the unit and integration tests, which keep the CPU busy, run meanwhile. The consumers project (installs
// and builds, bursts of CPU) follows e2e in its lane, by then mostly alone. The typecheck runs at a lower priority.
// `npm test -- <vitest arguments>` runs the typecheck, the linter and one Vitest with those arguments.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => `${root}node_modules/.bin/${name}`
const vitest = (...args) => ({ command: bin('vitest'), args: ['run', ...args] })
const given = process.argv.slice(2)

/** each lane's steps run one after another (all of them, whatever the one before did); the lanes run at once */
const lanes = [
  {
    name: 'typecheck',
    steps: [{ command: 'nice', args: ['-n', '10', bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] }],
  },
  { name: 'lint', steps: [{ command: bin('biome'), args: ['check', '.'] }] },
  ...(given.length
    ? [{ name: 'vitest', steps: [vitest(...given)] }]
    : [
        { name: 'tests', steps: [vitest('--project', 'unit', '--project', 'integration')] },
        { name: 'browsers', steps: [vitest('--project', 'e2e'), vitest('--project', 'consumers')] },
      ]),
]
const width = Math.max(...lanes.map((lane) => lane.name.length))

const children = new Set()
let stopping = false
/** each lane's failure report (Vitest's "Failed Tests" section), its gist printed again at the end where a log's tail
 * shows it: each failed test's name and the first lines of its error */
const failures = new Map()
/** each lane's failed attempts (a browser or integration test runs once more): one that passed on its second is named */
const attempts = new Map()
function keepFailures(lane, line) {
  const text = stripVTControlCharacters(line)
  if (text.startsWith('attempt failed: ')) attempts.set(lane, [...(attempts.get(lane) ?? []), text])
  const report = failures.get(lane)
  if (/⎯+ (Failed (Tests|Suites) \d+|Unhandled Errors?) ⎯+/.test(text))
    failures.set(lane, { open: true, lines: [text] })
  else if (report?.open && /^\s*Test Files\s/.test(text)) report.open = false
  else if (report?.open) report.lines.push(text)
}
function gist(lines) {
  const kept = [lines[0]]
  lines.forEach((line, at) => {
    if (/^\s*FAIL\s/.test(line)) kept.push(...lines.slice(at, at + 6).filter((next) => next.trim()))
  })
  return kept.slice(0, 80)
}
/** one step of a lane: its exit code (1 when it could not start or was stopped) */
function run(tag, { command, args }) {
  return new Promise((resolve) => {
    // a group of its own: a terminal's Ctrl-C reaches it once, through the forwarding below
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    children.add(child)
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        keepFailures(tag, line)
        out.write(`${tag}${line}\n`)
      })
    const finish = (code) => {
      children.delete(child)
      resolve(code)
    }
    child.on('error', (error) => {
      process.stderr.write(`${tag}${error.message}\n`)
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
  })
}

async function runLane({ name, steps }) {
  const started = performance.now()
  const tag = `${name.padEnd(width)} │ `
  let code = 0
  for (const step of steps) if (!stopping) code = Math.max(code, await run(tag, step))
  return { name, code, seconds: Math.round((performance.now() - started) / 1000) }
}

// a stopped run stops every lane (each Vitest's teardown stops the services it started) and starts no further step
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true
    for (const child of children) child.kill(signal)
  })

const results = await Promise.all(lanes.map(runLane))
for (const [tag, { lines }] of failures) for (const line of gist(lines)) console.log(`${tag}${line}`)
for (const [tag, lines] of attempts) for (const line of lines.slice(0, 40)) console.log(`${tag}${line}`)
console.log('')
for (const { name, code, seconds } of results)
  console.log(`${name.padEnd(width)}   ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)

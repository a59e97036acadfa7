// `npm test`: the typecheck, the linter and the test projects in lanes side by side, each line tagged with its lane,
// and a failure anywhere fails the run. The browser projects run in a Vitest of their own because their files must
// run one at a time (one cloud, one devnet, one set of accounts), and most of the e2e time is spent waiting on
// Chromium: the unit and integration tests, which keep the CPU busy, run meanwhile. The consumers project (installs
// and builds, bursts of CPU) follows e2e in its lane, by then mostly alone. The typecheck runs at a lower priority.
// `npm test -- <vitest arguments>` runs the typecheck, the linter and one Vitest with those arguments.
import { createLanes, gist } from './lanes.mjs'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => `${root}node_modules/.bin/${name}`
const vitest = (...args) => ({ command: bin('vitest'), args: ['run', ...args], vitest: true })
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
        {
          name: 'tests',
          steps: [vitest('--project', 'unit', '--project', 'integration', '--project', 'integration-page')],
        },
        { name: 'browsers', steps: [vitest('--project', 'e2e'), vitest('--project', 'consumers')] },
      ]),
]
const width = Math.max(...lanes.map((lane) => lane.name.length))

/** a step that prints nothing for this long is hung: a full run's longest quiet stretch is under 2 min */
const silenceMs = Number(process.env.LATCH_TEST_SILENCE_MS ?? 10 * 60_000)
const { runStep, stop, failures, attempts, stopping } = createLanes({ root, silenceMs })

async function runLane({ name, steps }) {
  const started = performance.now()
  const tag = `${name.padEnd(width)} │ `
  let code = 0
  for (const step of steps) if (!stopping()) code = Math.max(code, await runStep(tag, step))
  return { name, code, seconds: Math.round((performance.now() - started) / 1000) }
}

// a stopped run stops every lane (each Vitest's teardown stops the services it started) and starts no further step
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))

const results = await Promise.all(lanes.map(runLane))
for (const [tag, { lines }] of failures) for (const line of gist(lines)) console.log(`${tag}${line}`)
for (const [tag, lines] of attempts) for (const line of lines.slice(0, 40)) console.log(`${tag}${line}`)
console.log('')
for (const { name, code, seconds } of results)
  console.log(`${name.padEnd(width)}   ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)

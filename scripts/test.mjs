// `npm test`: the typecheck, the linter and the test projects in lanes side by side, each line tagged with its lane,
// and a failure anywhere fails the run. The e2e project runs in a Vitest of its own because its files must run one
// at a time (one cloud, one devnet, one set of accounts), and much of its time is spent waiting on Chromium and on
// real time: the unit and integration tests, which keep the CPU busy, run meanwhile, and the consumers project
// (installs and builds, bursts of CPU; its own devnet and tarballs) follows them in their lane, so that e2e, the
// longest project, is the only one left at the end. The typecheck runs at a lower priority.
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
          steps: [
            vitest('--project', 'unit', '--project', 'integration', '--project', 'integration-page'),
            vitest('--project', 'consumers'),
          ],
        },
        { name: 'e2e', steps: [vitest('--project', 'e2e')] },
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

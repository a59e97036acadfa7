// `npm test`: the typecheck, the linter and the test projects side by side, each line tagged with its lane, and a
// failure of any lane fails the run. The browser project runs in a Vitest of its own because its files must run one
// at a time (one cloud, one devnet, one set of accounts), and most of its time is spent waiting on Chromium: the
// other projects run meanwhile. The typecheck runs at a lower priority, on the CPU the tests leave idle.
// `npm test -- <vitest arguments>` runs the typecheck, the linter and one Vitest with those arguments.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => `${root}node_modules/.bin/${name}`
const given = process.argv.slice(2)

const lanes = [
  { name: 'typecheck', command: 'nice', args: ['-n', '10', bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  ...(given.length
    ? [{ name: 'vitest', command: bin('vitest'), args: ['run', ...given] }]
    : [
        {
          name: 'tests',
          command: bin('vitest'),
          args: ['run', '--project', 'unit', '--project', 'integration', '--project', 'consumers'],
        },
        { name: 'e2e', command: bin('vitest'), args: ['run', '--project', 'e2e'] },
      ]),
]
const width = Math.max(...lanes.map((lane) => lane.name.length))

const children = new Set()
function run({ name, command, args }) {
  const started = performance.now()
  const tag = `${name.padEnd(width)} │ `
  return new Promise((resolve) => {
    // a group of its own: a terminal's Ctrl-C reaches it once, through the forwarding below
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    children.add(child)
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
        out.write(`${tag}${line}\n`),
      )
    const finish = (code) => {
      children.delete(child)
      resolve({ name, code, seconds: Math.round((performance.now() - started) / 1000) })
    }
    child.on('error', (error) => {
      process.stderr.write(`${tag}${error.message}\n`)
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
  })
}

// a stopped run stops every lane, so each Vitest's teardown stops the services it started
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })

const results = await Promise.all(lanes.map(run))
console.log('')
for (const { name, code, seconds } of results)
  console.log(`${name.padEnd(width)}   ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)

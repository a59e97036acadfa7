// npm test's steps: a Vitest whose worker stops answering is killed after a silence, says what it was running, and
// runs the test files it never reported once more; a failure on that second run still fails the step.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { createLanes, gist } from './lanes.mjs'

const root = new URL('..', import.meta.url).pathname
const fixture = join(root, 'scripts/fixtures/hang')
const step = { command: join(root, 'node_modules/.bin/vitest'), args: ['run'], vitest: true }
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * runs the fixture's Vitest as a step of a lane, with `env` added; its exit code and everything it printed. The silence
 * leaves room for a Vitest to start on a machine busy with every other lane: room, not a race
 */
async function runFixture(env: Record<string, string>, silenceMs = 20_000) {
  const lines: string[] = []
  const sink = { write: (text: string) => lines.push(...stripVTControlCharacters(text).split('\n').filter(Boolean)) }
  // the outer Vitest's own variables would make the inner one think it is a worker
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
  const lanes = createLanes({ root: fixture, silenceMs, out: sink, err: sink, env: { ...clean, ...env } })
  const code = await lanes.runStep('tests │ ', step)
  return { code, lines, attempts: [...lanes.attempts.values()].flat() }
}

function marker() {
  const dir = mkdtempSync(join(tmpdir(), 'latch-lanes-'))
  dirs.push(dir)
  return join(dir, 'answered')
}

describe('a hung Vitest step', () => {
  it('is killed after its silence, names its processes, and runs only the unreported file again, which passes', async () => {
    const until = marker()
    const { code, lines, attempts } = await runFixture({ LATCH_BLOCK_UNTIL: until, LATCH_BLOCK_ONCE: '1' })
    expect(existsSync(until)).toBe(true)
    expect(lines).toContainEqual(expect.stringMatching(/^tests │ hung: nothing printed for 20 s; its processes:$/))
    expect(lines).toContainEqual(expect.stringMatching(/^tests │ {3}\d+ \(parent \d+, \d+ s\) .*vitest/))
    expect(attempts).toEqual(['step hung: run; run again: blocks.test.mjs'])
    // the file that answered ran once; the blocked one reported only on its second run
    expect(lines.filter((line) => /✓\s+fixture\s+answers\.test\.mjs/.test(line))).toHaveLength(1)
    expect(lines.filter((line) => /✓\s+fixture\s+blocks\.test\.mjs/.test(line))).toHaveLength(1)
    expect(code).toBe(0)
  }, 120_000)

  it('fails when the file hangs on its second run too', async () => {
    const { code, lines, attempts } = await runFixture({ LATCH_BLOCK_UNTIL: marker() })
    expect(attempts).toEqual(['step hung: run; run again: blocks.test.mjs'])
    expect(lines.filter((line) => line.includes('hung: nothing printed'))).toHaveLength(2)
    expect(code).toBe(1)
  }, 120_000)

  it('passes a step that answers without a second run', async () => {
    const { code, attempts } = await runFixture({})
    expect(attempts).toEqual([])
    expect(code).toBe(0)
  }, 60_000)
})

describe("the gist printed at a run's end", () => {
  it('keeps a failed test and the unhandled error after it, with its message and where it was thrown', () => {
    const report = [
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      '',
      ' FAIL  unit  packages/core/src/a.test.ts > adds',
      'AssertionError: expected 3 to be 2',
      ' ❯ packages/core/src/a.test.ts:4:15',
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      '',
      'Vitest caught 1 unhandled error during the test run.',
      '⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯',
      'Error: route.continue: Target page, context or browser has been closed',
      ' ❯ examples/vite/vite.e2e.ts:143:30',
    ]
    const lines = gistOf(report)
    expect(lines).toContain(' FAIL  unit  packages/core/src/a.test.ts > adds')
    expect(lines).toContain('AssertionError: expected 3 to be 2')
    expect(lines).toContain('Error: route.continue: Target page, context or browser has been closed')
    expect(lines).toContain(' ❯ examples/vite/vite.e2e.ts:143:30')
  })
})

/** the gist of a report, as a lane that printed it would keep it */
function gistOf(report: string[]) {
  const lanes = createLanes({ root, silenceMs: 1000, out: { write: () => true }, err: { write: () => true } })
  for (const line of report) lanes.keepFailures('tests │ ', line)
  return gist(lanes.failures.get('tests │ ').lines)
}

// The steps of `npm test`'s lanes: each runs as a process group of its own, its lines tagged with its lane, its failed
// tests and failed attempts kept to be printed again at the end. A step that prints nothing for a long while is hung
// (a Vitest worker that stopped answering waits forever: no test timeout reaches it); it is killed, what it was doing
// is printed, and the test files it never reported run once more in a new Vitest, as a failed test runs once more.
import { spawn, spawnSync } from 'node:child_process'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

/** the headings of Vitest's report of what failed */
const REPORT_HEADING = /⎯+ (Failed (Tests|Suites) \d+|Unhandled Errors?) ⎯+/
/** a test file's line in Vitest's report: its mark (passed, failed, skipped), its project, its path */
const FILE_LINE = /^\s*([✓×❯↓])\s+(\S+)\s+(\S+\.(?:test|e2e)\.[cm]?[jt]sx?)\s/

/**
 * Runs steps for `npm test` in `root`. `silenceMs`: how long a Vitest step may print nothing before it counts as hung.
 * `out` and `err` receive the tagged lines.
 */
export function createLanes({ root, silenceMs, out = process.stdout, err = process.stderr, env = process.env }) {
  const children = new Set()
  let stopping = false
  /** each lane's failure report (Vitest's "Failed Tests" section): each failed test's name and first error lines */
  const failures = new Map()
  /** each lane's failed attempts and hung steps: a test that passed on its second attempt is named at the end */
  const attempts = new Map()
  const attempt = (tag, text) => attempts.set(tag, [...(attempts.get(tag) ?? []), text])

  function keepFailures(tag, text) {
    if (text.startsWith('attempt failed: ')) attempt(tag, text)
    const report = failures.get(tag)
    if (REPORT_HEADING.test(text)) {
      // a run's unhandled errors follow its failed tests: both are kept
      if (!report) failures.set(tag, { open: true, lines: [text] })
      else {
        report.open = true
        report.lines.push(text)
      }
    } else if (report?.open && /^\s*Test Files\s/.test(text)) report.open = false
    else if (report?.open) report.lines.push(text)
  }

  /**
   * one command: its exit code (1 when it could not start, was stopped or hung), the test files it reported, whether
   * one of them failed, and whether it hung
   */
  function run(tag, { command, args, vitest }) {
    return new Promise((resolve) => {
      // a group of its own: a terminal's Ctrl-C reaches it once, through `stop`, and a hung one is killed whole
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      children.add(child)
      const reported = new Set()
      let failedFile = false
      let heard = performance.now()
      let hung = false
      for (const [stream, sink] of [
        [child.stdout, out],
        [child.stderr, err],
      ])
        createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
          heard = performance.now()
          const text = stripVTControlCharacters(line)
          keepFailures(tag, text)
          const file = FILE_LINE.exec(text)
          if (file) {
            reported.add(`${file[2]} ${file[3]}`)
            if (file[1] === '×' || file[1] === '❯') failedFile = true
          }
          sink.write(`${tag}${line}\n`)
        })
      // only a Vitest is watched: the typecheck and the linter print once, at their end
      const watch = vitest
        ? setInterval(
            () => {
              if (hung || performance.now() - heard < silenceMs) return
              hung = true
              out.write(`${tag}hung: nothing printed for ${Math.round(silenceMs / 1000)} s; its processes:\n`)
              for (const line of processGroup(child.pid)) out.write(`${tag}  ${line}\n`)
              killGroup(child.pid)
            },
            Math.min(5_000, silenceMs / 4),
          )
        : undefined
      const finish = (code) => {
        clearInterval(watch)
        children.delete(child)
        resolve({ code: hung ? 1 : code, reported, failedFile, hung })
      }
      child.on('error', (error) => {
        err.write(`${tag}${error.message}\n`)
        finish(1)
      })
      child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
    })
  }

  /** the test files a Vitest run with `args` would run, as "project path" */
  function filesOf(command, args) {
    const listed = spawnSync(command, ['list', '--filesOnly', ...args.filter((arg) => arg !== 'run')], {
      cwd: root,
      env,
      encoding: 'utf8',
    })
    return (listed.stdout ?? '')
      .split('\n')
      .map((line) => /^\[(\S+)\] (\S+)$/.exec(line.trim()))
      .filter(Boolean)
      .map(([, project, path]) => `${project} ${path}`)
  }

  /** one step of a lane, and, if it was a Vitest that hung, once more for the test files it never reported */
  async function runStep(tag, step) {
    const first = await run(tag, step)
    if (!first.hung || stopping) return first.code
    const left = filesOf(step.command, step.args).filter((file) => !first.reported.has(file))
    const note = `step hung: ${step.args.join(' ')}; run again: ${left.map((file) => file.split(' ')[1]).join(' ') || 'none, every file had reported'}`
    attempt(tag, note)
    out.write(`${tag}${note}\n`)
    // every file reported: what hung was the end of the run, after its last test
    if (!left.length) return first.failedFile ? 1 : 0
    const projects = [...new Set(left.map((file) => file.split(' ')[0]))]
    const again = await run(tag, {
      ...step,
      args: [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        ...left.map((file) => file.split(' ')[1]),
      ],
    })
    return first.failedFile ? 1 : again.code
  }

  /** stops every step (each Vitest's teardown stops the services it started) and starts no further one */
  function stop(signal) {
    stopping = true
    for (const child of children) child.kill(signal)
  }

  return { runStep, stop, failures, attempts, keepFailures, stopping: () => stopping }
}

/** the processes of `group`, with how many seconds each has run: what a hung step was waiting on */
function processGroup(group) {
  const ps = spawnSync('ps', ['-e', '-o', 'pgid=,pid=,ppid=,etimes=,args='], { encoding: 'utf8' })
  return (ps.stdout ?? '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pgid]) => pgid === String(group))
    .map(([, pid, ppid, seconds, ...args]) => `${pid} (parent ${ppid}, ${seconds} s) ${args.join(' ').slice(0, 200)}`)
}

/** asks a hung step's group to stop, and kills what is left of it after 20 s */
function killGroup(group) {
  const signal = (name) => {
    try {
      process.kill(-group, name)
    } catch {
      // the group has ended
    }
  }
  signal('SIGTERM')
  setTimeout(() => signal('SIGKILL'), 20_000).unref()
}

/**
 * the gist of a failure report: each heading, each failed test's name and first lines, and each unhandled error's
 * message and first frames (it names no test: where it was thrown is all there is to go on)
 */
export function gist(lines) {
  const kept = []
  let unhandledLeft = 0
  lines.forEach((line, at) => {
    if (REPORT_HEADING.test(line)) {
      kept.push(line)
      unhandledLeft = /Unhandled/.test(line) ? 30 : 0
    } else if (/^\s*FAIL\s/.test(line)) kept.push(...lines.slice(at, at + 6).filter((next) => next.trim()))
    else if (unhandledLeft > 0 && line.trim()) {
      kept.push(line)
      unhandledLeft--
    }
  })
  return kept.slice(0, 80)
}

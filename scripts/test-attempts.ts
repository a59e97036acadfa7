// A browser or integration test that fails is run once more (their projects' retry): each failed attempt is printed,
// with its first error line, so a test that passed on its second attempt still shows in the run's log (npm test repeats
// these lines at the end). The lines after it say why: a browser wait's call log (what it waited for, what it found).
import { beforeEach, onTestFailed } from 'vitest'

/** how many more lines of a failed attempt's error are printed under it */
const MORE_LINES = 10

beforeEach(() => {
  onTestFailed(({ task }) => {
    // a retried test keeps the errors of its earlier attempts: this attempt's is the last
    const error = task.result?.errors?.at(-1)
    const [first, ...rest] = (error?.message ?? String(error ?? 'failed')).split('\n')
    const more = rest.filter((line) => line.trim()).slice(0, MORE_LINES)
    console.error(
      [`attempt failed: ${task.file?.name ?? ''} > ${task.name}: ${first}`, ...more.map((line) => `  ${line}`)].join(
        '\n',
      ),
    )
  })
})

// A browser or integration test that fails is run once more (their projects' retry): each failed attempt is printed,
// with its first error line, so a test that passed on its second attempt still shows in the run's log (npm test repeats
// these lines at the end).
import { beforeEach, onTestFailed } from 'vitest'

beforeEach(() => {
  onTestFailed(({ task }) => {
    // a retried test keeps the errors of its earlier attempts: this attempt's is the last
    const error = task.result?.errors?.at(-1)
    const first = (error?.message ?? String(error ?? 'failed')).split('\n')[0]
    console.error(`attempt failed: ${task.file?.name ?? ''} > ${task.name}: ${first}`)
  })
})

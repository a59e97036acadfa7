// The README's "use it in your app" sample is this folder's main.tsx, word for word: it is typechecked
// with the project and built and clicked through in tooling/e2e (readme-sample.e2e.ts).
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

it('the README sample is examples/readme/main.tsx', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const sample = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1]
  expect(sample).toBe(readFileSync(new URL('./main.tsx', import.meta.url), 'utf8'))
})

// The README's "use it in your app" sample is this folder's src/main.tsx, word for word, but for the one line that
// says where the RPC URL comes from: a plain constant in the README (any framework), Vite's build-time env here. It is
// typechecked with the project, and installed from the tarballs, built and clicked through in vite.e2e.ts.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const README_RPC_LINE = "const RPC_URL = 'http://127.0.0.1:8545'"
const VITE_RPC_LINE = "const RPC_URL = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'"

it('the README sample is examples/vite/src/main.tsx, with the RPC URL a constant instead of import.meta.env', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const sample = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  expect(sample.split('\n')).toContain(README_RPC_LINE)
  expect(sample).not.toContain('import.meta')
  expect(sample.replace(README_RPC_LINE, VITE_RPC_LINE)).toBe(readFileSync(new URL('./src/main.tsx', import.meta.url), 'utf8'))
})

// The guides' code samples and the doc comments' examples are what a developer pastes: each compiles against the
// packages as they are, so a renamed option or a changed signature fails here rather than in a reader's editor.
import { expect, it } from 'vitest'
import {
  compileSamples,
  exampleSamples,
  examplesOf,
  guideSamples,
  PARTIAL_MARKER,
  samplesOf,
  withImports,
} from './samples.ts'
import { exportedNames } from './tsdoc.ts'

// a page of its own, compiled with the guides' samples: its fence marked partial is left out, and its broken sample
// must be the one error reported, at its page and line (the compiler did run, and reports where a reader would look)
const EXAMPLE_PAGE = [
  '# A guide',
  PARTIAL_MARKER,
  '```ts',
  "latch.open({ view: 'NotAView' })",
  '```',
  'Prose.',
  '```ts',
  "import { createLatch } from '@latch/core'",
  'createLatch({ networks })',
  '```',
].join('\n')

it('the ts and tsx fences of the guides and the getting-started pages are read, but those marked partial', () => {
  expect(samplesOf('docs/guides/example.md', EXAMPLE_PAGE).map(({ line, language }) => ({ line, language }))).toEqual([
    { line: 8, language: 'ts' },
  ])
  expect(guideSamples().map((sample) => sample.page)).toEqual(
    expect.arrayContaining(['docs/guides/sign-in.md', 'docs/guides/wagmi.md', 'docs/guides/ssr.md']),
  )
})

// a source file of its own: its example uses createLatch without importing it (the compiler must find it imported
// from @latch/core) and leaves out the adapters (the one error, at the example's line in the file)
const EXAMPLE_SOURCE = [
  '/**',
  ' * Makes the instance.',
  ' *',
  ' * @example',
  ' * ```ts',
  ' * const made = createLatch({ networks })',
  ' * ```',
  ' */',
  'export const example = 1',
].join('\n')

it("a doc comment's example is read from its fence, its margin taken off, at its line in the file", () => {
  expect(examplesOf('packages/core/src/example.ts', EXAMPLE_SOURCE)).toEqual([
    { page: 'packages/core/src/example.ts', line: 6, language: 'ts', code: 'const made = createLatch({ networks })' },
  ])
  expect(exampleSamples(exportedNames()).map((sample) => sample.page)).toEqual(
    expect.arrayContaining(['packages/react/src/hooks/useLatchAccount.ts', 'packages/testing/src/modal.ts']),
  )
}, 120_000)

it("every sample of the guides and every example of the packages' doc comments compiles against the workspace packages; a broken one is reported at its page and line", () => {
  const exported = exportedNames()
  const errors = compileSamples([
    ...guideSamples(),
    ...samplesOf('docs/guides/example.md', EXAMPLE_PAGE),
    ...exampleSamples(exported),
    ...withImports(examplesOf('packages/core/src/example.ts', EXAMPLE_SOURCE), exported),
  ])
  expect(errors).toHaveLength(2)
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^docs\/guides\/example\.md:9: [\s\S]*'adapters' is missing/),
      expect.stringMatching(/^packages\/core\/src\/example\.ts:6: [\s\S]*'adapters' is missing/),
    ]),
  )
}, 300_000)

// The guides' code samples are what a developer pastes: each compiles against the packages as they are, so a renamed
// option or a changed signature fails here rather than in a reader's editor.
import { expect, it } from 'vitest'
import { compileSamples, guideSamples, PARTIAL_MARKER, samplesOf } from './samples.ts'

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

it('every sample of the guides compiles against the workspace packages; a broken one is reported at its page and line', () => {
  const errors = compileSamples([...guideSamples(), ...samplesOf('docs/guides/example.md', EXAMPLE_PAGE)])
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(/^docs\/guides\/example\.md:9: [\s\S]*'adapters' is missing/)
}, 300_000)

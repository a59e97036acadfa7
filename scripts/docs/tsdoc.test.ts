// Every name a public entry exports carries a TSDoc comment (the API reference shows it), but those listed in
// undocumented.json, written before this check: the list may only shrink. A new export without one fails here, and so
// does a listed name that has gained its comment (remove it from the list: `npx tsx scripts/docs/tsdoc.ts --write`).
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { exportsWithoutExample, undocumentedExports } from './tsdoc.ts'

const known: Record<string, string[]> = JSON.parse(
  readFileSync(new URL('./undocumented.json', import.meta.url), 'utf8'),
)

it('every public export has a TSDoc comment, but the ones listed as still to write', () => {
  const missing = undocumentedExports()
  for (const [entry, names] of Object.entries(missing)) {
    expect(
      names.filter((name) => !known[entry]?.includes(name)),
      `${entry}: exported without a TSDoc comment`,
    ).toEqual([])
    expect(
      (known[entry] ?? []).filter((name) => !names.includes(name)),
      `${entry}: documented now, remove from undocumented.json`,
    ).toEqual([])
  }
}, 300_000)

it('@latch/react, the entry an app reads first, is documented whole', () => {
  expect(known['@latch/react'] ?? []).toEqual([])
})

// the reference page of a function, hook, component or class shows how a dApp calls it; a type or a constant needs
// only its comment
it('every exported function, hook, component and class has an @example in its TSDoc', () => {
  const missing = Object.entries(exportsWithoutExample()).filter(([, names]) => names.length > 0)
  expect(Object.fromEntries(missing), 'exported without an @example').toEqual({})
}, 300_000)

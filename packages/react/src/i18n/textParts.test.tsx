// @vitest-environment happy-dom
// A locale's texts of the swap, buy and pay views are a chunk of their own: choosing a language fetches its main
// chunk only, and those views bring their texts with them, so they never show English first.
import { createLatch, type Latch, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { chunksOf } from '../chunks.ts'
import { LatchContext } from '../context.ts'
import { adapterDouble, devnet, setUpReactTests } from '../testDoubles.ts'
import { loadLocale } from './chunkStore.ts'
import { useTranslator } from './localeChunks.ts'

setUpReactTests()

/** a title from the main chunk and a label of the Swap view, as a view would show them */
function Probe() {
  const { t } = useTranslator()
  return <p>{`${t('title.Account')} | ${t('swap.from')}`}</p>
}

let root: Root | undefined
let latch: Latch | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

async function probe(locale: string): Promise<() => string> {
  latch = createLatch({
    networks: [devnet],
    projectId: 'p',
    locale,
    storage: memoryStorage(),
    adapters: [adapterDouble()],
  })
  const container = document.createElement('div')
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <LatchContext.Provider value={latch!}>
        <Probe />
      </LatchContext.Provider>,
    ),
  )
  return () => container.textContent ?? ''
}

it('a chosen language brings its main chunk only; the Swap view brings its own texts; a language chosen later brings them too', async () => {
  const shown = await probe('de')
  await act(() => loadLocale(latch!, 'de'))
  // the main chunk has arrived; the Swap view's texts are not in it
  expect(shown()).toBe('Konto | You pay')

  // the view's chunk resolves once its German texts are there too: its first render is German
  await act(() =>
    chunksOf(latch!)
      .loadView('Swap')
      .then(() => undefined),
  )
  expect(shown()).toBe('Konto | Sie zahlen')

  await act(async () => latch!.setLocale('fr'))
  await act(() => loadLocale(latch!, 'fr'))
  expect(shown()).toBe('Compte | Vous payez')
})

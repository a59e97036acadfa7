// @vitest-environment happy-dom
// The name form checks SPEC §5's name rules as the visitor types, and says which one is broken in the visitor's
// language: the rule is found by its code, never by its English text.
import { createLatch, type Latch, type Locale, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { LatchContext } from '../context.ts'
import { loadLocale } from '../i18n/chunkStore.ts'
import { adapterDouble, devnet, setUpReactTests, typeInto } from '../testDoubles.ts'
import RegisterAccountName from './RegisterAccountName.tsx'

setUpReactTests()

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

async function nameForm(locale: Locale) {
  const latch: Latch = createLatch({
    networks: [devnet],
    projectId: 'p',
    locale,
    storage: memoryStorage(),
    adapters: [adapterDouble()],
  })
  await act(() => loadLocale(latch, locale))
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <LatchContext.Provider value={latch}>
        <RegisterAccountName />
      </LatchContext.Provider>,
    ),
  )
  const input = container.querySelector('input') as HTMLInputElement
  return {
    type: (text: string) => act(async () => typeInto(input, text)),
    alert: () => container.querySelector('[role="alert"]')?.textContent,
    register: () => container.querySelector('button[type="submit"]') as HTMLButtonElement,
  }
}

it('R-5.13 R-5.14 a broken name rule is said in the chosen language, and the name cannot be registered', async () => {
  const form = await nameForm('de')
  await form.type('ab')
  expect(form.alert()).toBe('Der Name muss mindestens 4 Zeichen lang sein')
  expect(form.register().disabled).toBe(true)
  await form.type('ab_c')
  expect(form.alert()).toBe('Der Name darf nur Buchstaben, Ziffern und Bindestriche enthalten')
  await form.type('abcd')
  expect(form.alert()).toBeUndefined()
  expect(form.register().disabled).toBe(false)
})

it('R-5.13 in English the rule reads as SPEC words it', async () => {
  const form = await nameForm('en')
  await form.type('ab')
  expect(form.alert()).toBe('Name must be at least 4 characters long')
})

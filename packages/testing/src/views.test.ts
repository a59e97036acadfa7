// The kit finds each view by the title the modal names its dialog with: the two lists must not drift apart.
import { expect, test } from 'vitest'
import { english } from '../../react/src/i18n/en.ts'
import { MODAL_VIEW_TITLES } from './views.ts'

const en = english()

test("every view title the kit knows is the modal's English title, and every titled view is known", () => {
  const modalTitles = Object.fromEntries(
    Object.entries(en)
      .filter(([key]) => key.startsWith('title.'))
      .map(([key, title]) => [key.slice('title.'.length), title]),
  )
  expect(MODAL_VIEW_TITLES).toEqual(modalTitles)
})

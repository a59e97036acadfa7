// The frame's own cards (approval, recovery code, device connection, export), one at a time, themed like the modal.
// Everything a card shows is text: request data never becomes markup.
import { latchError, UserRejectedError } from '@latch/core'
import { isRtlLocale, onAccent } from '@latch/core/internal'
import { cardErrorText } from './texts/cardError.ts'
import { frameLocale, text } from './texts/frameLocale.ts'

export type Theme = { mode: 'light' | 'dark'; accent?: string }

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/

export interface OpenCard {
  card: HTMLElement
  close(): void
}

/** a card that asks for one line of text (a recovery code, a one-time code) and what is done with it */
export interface TextQuestion<T> {
  heading: string
  id: string
  paragraphs: readonly string[]
  label: string
  submit: string
  autocomplete: string
  /** what the typed text gives; a rejection is shown under the field and the person may try again */
  answer(text: string): Promise<T>
}

/** a card with a form of one or more fields, and what is done with what they hold */
export interface FormQuestion<T> {
  heading: string
  id: string
  paragraphs: readonly string[]
  submit: string
  /** the inputs with their labels, in order; the first takes the focus */
  fields: readonly { label: string; input: HTMLInputElement }[]
  /** what the filled form gives; a rejection is shown under the fields and the person may try again */
  answer(): Promise<T>
}

export interface CardHost {
  readonly doc: Document
  /** a card is shown */
  readonly busy: boolean
  el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K]
  /** a dialog section named by its heading; `build` fills it */
  card(heading: string, id: string): HTMLElement
  /** shows `card`; Escape calls `onEscape`, abort() calls `onAbort`; close() removes it */
  open(card: HTMLElement, onEscape?: () => void, onAbort?: () => void): OpenCard
  /** ends the card shown, if any (RPC_ABORT: the modal closed) */
  abort(): void
  button(text: string, className: string, onClick: () => void): HTMLButtonElement
  /** resolves with the first answer given; Cancel or Escape rejects as a user rejection, abort() as aborted */
  ask<T>(question: TextQuestion<T>): Promise<T>
  /** as ask, for a form of several fields */
  form<T>(question: FormQuestion<T>): Promise<T>
  setTheme(mode: 'light' | 'dark', accent?: string): void
}

export function createCardHost(doc: Document): CardHost {
  let theme: Theme = { mode: 'light' }
  let shown: { card: HTMLElement; onKey: (event: KeyboardEvent) => void; onAbort?: () => void } | undefined

  const applyTheme = (card: HTMLElement) => {
    card.dataset.theme = theme.mode
    if (theme.accent) {
      card.style.setProperty('--latch-accent', theme.accent)
      card.style.setProperty('--latch-on-accent', onAccent(theme.accent))
    }
  }

  const host: CardHost = {
    doc,
    get busy() {
      return shown !== undefined
    },
    el(tag, text, className) {
      const node = doc.createElement(tag)
      if (text !== undefined) node.textContent = text // request data is only ever text, never markup
      if (className) node.className = className
      return node
    },
    card(heading, id) {
      const card = host.el('section', undefined, 'latch-approval')
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-modal', 'true')
      // the card's language, which a screen reader reads it in
      card.lang = frameLocale()
      card.dir = isRtlLocale(frameLocale()) ? 'rtl' : 'ltr'
      const title = host.el('h1', heading)
      title.id = id
      card.setAttribute('aria-labelledby', id)
      card.append(title)
      return card
    },
    open(card, onEscape, onAbort = onEscape) {
      if (shown) throw latchError('RequestAlreadyPending')
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') onEscape?.()
      }
      shown = { card, onKey, onAbort }
      applyTheme(card)
      doc.addEventListener('keydown', onKey)
      doc.body.append(card)
      const mine = shown
      return {
        card,
        close() {
          if (shown !== mine) return
          doc.removeEventListener('keydown', onKey)
          card.remove()
          shown = undefined
        },
      }
    },
    button(text, className, onClick) {
      const button = host.el('button', text, className)
      button.type = 'button'
      button.addEventListener('click', onClick)
      return button
    },
    abort() {
      shown?.onAbort?.()
    },
    form(question) {
      return new Promise((resolve, reject) => {
        const card = host.card(question.heading, question.id)
        const form = host.el('form', undefined, 'latch-form')
        const error = host.el('p', '', 'latch-error')
        error.setAttribute('role', 'alert')
        const end = (outcome: () => void) => () => {
          shown.close()
          outcome()
        }
        const cancel = end(() => reject(new UserRejectedError('UserRejected')))
        // a submit button: the form's submit event (click or Enter) does the work
        const submit = host.button(question.submit, 'latch-approve', () => undefined)
        submit.type = 'submit'
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          if (submit.getAttribute('aria-busy')) return
          submit.setAttribute('aria-busy', 'true')
          error.textContent = ''
          question.answer().then(
            (value) => end(() => resolve(value))(),
            (failure: unknown) => {
              submit.removeAttribute('aria-busy')
              error.textContent = cardErrorText(failure)
            },
          )
        })
        question.fields.forEach(({ label, input }, index) => {
          input.id ||= `${question.id}-input-${index}`
          const text = host.el('label', label)
          text.htmlFor = input.id
          form.append(text, input)
        })
        const actions = host.el('div', undefined, 'latch-approval-actions')
        actions.append(host.button(text('card.cancel'), 'latch-reject', cancel), submit)
        form.append(error, actions)
        card.append(...question.paragraphs.map((text) => host.el('p', text)), form)
        const shown = host.open(
          card,
          cancel,
          end(() => reject(new UserRejectedError('RequestAborted'))),
        )
        question.fields[0]?.input.focus()
      })
    },
    ask(question) {
      const input = host.el('input')
      input.id = `${question.id}-input`
      Object.assign(input, { type: 'text', autocomplete: question.autocomplete, spellcheck: false })
      return host.form({
        ...question,
        fields: [{ label: question.label, input }],
        answer: () => question.answer(input.value.trim()),
      })
    },
    setTheme(mode, accent) {
      theme = { mode, accent: accent && COLOR.test(accent) ? accent : undefined }
      if (shown) applyTheme(shown.card)
    },
  }
  return host
}

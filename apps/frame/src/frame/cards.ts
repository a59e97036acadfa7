// The frame's own cards (approval, recovery code, device connection, export), one at a time, themed like the modal.
// Everything a card shows is text: request data never becomes markup.

export type Theme = { mode: 'light' | 'dark'; accent?: string }

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{3,20})$/

export interface OpenCard {
  card: HTMLElement
  close(): void
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
  setTheme(mode: 'light' | 'dark', accent?: string): void
}

export function createCardHost(doc: Document): CardHost {
  let theme: Theme = { mode: 'light' }
  let shown: { card: HTMLElement; onKey: (event: KeyboardEvent) => void; onAbort?: () => void } | undefined

  const applyTheme = (card: HTMLElement) => {
    card.dataset.theme = theme.mode
    if (theme.accent) card.style.setProperty('--latch-accent', theme.accent)
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
      const title = host.el('h1', heading)
      title.id = id
      card.setAttribute('aria-labelledby', id)
      card.append(title)
      return card
    },
    open(card, onEscape, onAbort = onEscape) {
      if (shown) throw new Error('Another request is waiting for approval')
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
    setTheme(mode, accent) {
      theme = { mode, accent: accent && COLOR.test(accent) ? accent : undefined }
      if (shown) applyTheme(shown.card)
    },
  }
  return host
}

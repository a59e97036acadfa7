// The one element the modal lives in (SPEC §2): <latch-modal> with an open shadow root holding all its CSS.

export const MODAL_TAG = 'latch-modal'

function defineModalElement() {
  // an empty class is enough: the element exists to own a shadow root that isolates the modal from host CSS
  if (!customElements.get(MODAL_TAG)) customElements.define(MODAL_TAG, class LatchModalElement extends HTMLElement {})
}

export function shadowRootOf(element: HTMLElement): ShadowRoot {
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' })
}

export function appendModalHost(parent: HTMLElement): HTMLElement {
  defineModalElement()
  const host = document.createElement(MODAL_TAG)
  shadowRootOf(host)
  parent.append(host)
  return host
}

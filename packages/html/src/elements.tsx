// The custom elements (the equivalent of AppKit's <appkit-button>): each element is a host with an open shadow root
// into which one React root, shared by every element of the instance, portals its button. One root means one
// LatchProvider, so one modal and one store subscription for the page. Defined by a call, never at import: the
// module has no side effects, and a page can name its elements differently for a second instance.
import type { Latch } from '@latch/core'
import { AccountButton, ConnectButton, LatchProvider, NetworkButton } from '@latch/react'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { latchError } from '@latch/core'

/** The custom element names `defineLatchElements` defines; custom element names are global to a document. */
export interface LatchElementNames {
  /** "Connect Wallet", then the account once connected; attribute `label` replaces the text */
  connect: string
  /** the connected account (opens the Account view); empty while disconnected */
  account: string
  /** the active network (opens the network list) */
  network: string
}

/**
 * The options of `defineLatchElements`.
 *
 * @example
 * ```ts
 * defineLatchElements(other, { names: { connect: 'shop-connect-button', account: 'shop-account-button', network: 'shop-network-button' } })
 * ```
 */
export interface LatchElementsOptions {
  /** element names; default latch-connect-button, latch-account-button, latch-network-button */
  names?: Partial<LatchElementNames>
}

type Kind = keyof LatchElementNames

const DEFAULT_NAMES: LatchElementNames = {
  connect: 'latch-connect-button',
  account: 'latch-account-button',
  network: 'latch-network-button',
}

/** a custom element name: lower case, starting with a letter, with a hyphen (HTML's valid custom element name) */
const VALID_NAME = /^[a-z][a-z0-9._-]*-[a-z0-9._-]*$/

interface Mounted {
  /** the element's React key, given once per element */
  key: number
  kind: Kind
  element: HTMLElement
  shadow: ShadowRoot
  label: string | null
}

/** the connected elements of one instance, as a store React reads */
function createRegistry() {
  let mounted: readonly Mounted[] = []
  const keys = new WeakMap<HTMLElement, number>()
  let nextKey = 0
  const listeners = new Set<() => void>()
  const publish = (next: readonly Mounted[]) => {
    mounted = next
    for (const listener of listeners) listener()
  }
  return {
    list: () => mounted,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(entry: Omit<Mounted, 'key'>) {
      let key = keys.get(entry.element)
      if (key === undefined) {
        key = nextKey++
        keys.set(entry.element, key)
      }
      publish([...mounted.filter((item) => item.element !== entry.element), { ...entry, key }])
    },
    remove: (element: HTMLElement) => publish(mounted.filter((item) => item.element !== element)),
  }
}
type Registry = ReturnType<typeof createRegistry>

function Buttons({ latch, registry }: { latch: Latch; registry: Registry }) {
  const mounted = useSyncExternalStore(registry.subscribe, registry.list, registry.list)
  return (
    <LatchProvider latch={latch}>
      {mounted.map(({ key, kind, shadow, label }) =>
        createPortal(
          kind === 'connect' ? (
            <ConnectButton {...(label ? { label } : {})} />
          ) : kind === 'account' ? (
            <AccountButton />
          ) : (
            <NetworkButton />
          ),
          shadow,
          key,
        ),
      )}
    </LatchProvider>
  )
}

/**
 * Defines <latch-connect-button>, <latch-account-button> and <latch-network-button> for this instance. Elements already
 * in the page upgrade at once; the first one connected renders the buttons (and `<LatchProvider>` mounts the
 * instance: stored session, wallet discovery). Throws if a name is taken (call it once per instance, or pass `names`).
 *
 * @example
 * ```ts
 * defineLatchElements(createLatch({ adapters: [evmAdapter()], networks: [mainnet] }))
 * document.body.append(document.createElement('latch-connect-button'))
 * ```
 */
export function defineLatchElements(latch: Latch, options: LatchElementsOptions = {}): LatchElementNames {
  if (
    typeof latch?.getState !== 'function' ||
    typeof latch.subscribe !== 'function' ||
    typeof latch.open !== 'function'
  ) {
    throw new TypeError('defineLatchElements(latch): pass the instance createLatch(…) returned')
  }
  const names: LatchElementNames = { ...DEFAULT_NAMES, ...options.names }
  for (const name of Object.values(names)) {
    if (!VALID_NAME.test(name))
      throw new TypeError(
        `defineLatchElements: "${name}" is not a valid custom element name (lower case, with a hyphen)`,
      )
    if (customElements.get(name))
      throw latchError('InvalidOption', {
        params: { reason: `defineLatchElements: <${name}> is already defined; give this instance other names` },
      })
  }
  if (new Set(Object.values(names)).size !== 3)
    throw new TypeError('defineLatchElements: the three element names must differ')

  const registry = createRegistry()
  let root: Root | undefined
  const render = () => {
    if (root) return
    // a container outside the document: the buttons are portals into the elements, the modal into its own host
    root = createRoot(document.createElement('div'))
    root.render(<Buttons latch={latch} registry={registry} />)
  }

  for (const kind of Object.keys(names) as Kind[]) {
    customElements.define(
      names[kind],
      class extends HTMLElement {
        static observedAttributes = ['label']
        connectedCallback() {
          const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
          registry.add({ kind, element: this, shadow, label: this.getAttribute('label') })
          render()
        }
        disconnectedCallback() {
          registry.remove(this)
        }
        attributeChangedCallback() {
          if (this.isConnected && this.shadowRoot)
            registry.add({ kind, element: this, shadow: this.shadowRoot, label: this.getAttribute('label') })
        }
      },
    )
  }
  return names
}

// @vitest-environment happy-dom
// The custom elements over one instance: each renders its button in its own shadow root, all share one provider (one
// modal host), a click opens the modal, `label` and `names` are honoured, and bad input is refused before anything is
// defined. A wallet cannot run here, so an adapter double stands in for one (its boundary).
import { type Adapter, createLatch, defineNetwork, memoryStorage } from '@latch/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { defineLatchElements } from './elements.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

function walletDouble(): Adapter {
  const unused = async () => {
    throw new Error('not used here')
  }
  return {
    namespace: 'eip155',
    setup(context) {
      context.emit('connectors', {
        connectors: [{ id: 'latch.test', name: 'Latch Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
      })
    },
    connect: async () => ({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] }),
    disconnect: async () => {},
    switchNetwork: unused,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', name: 'Ether' }),
    signMessage: unused,
    sendTransaction: unused,
    getProvider: unused,
  }
}

const instance = () => createLatch({ adapters: [walletDouble()], networks: [network], storage: memoryStorage() })
const buttonIn = (element: Element | null) => element?.shadowRoot?.querySelector('button') ?? null
/** custom element names are global to a document: every test defines its own */
let run = 0
const names = () => {
  run++
  return { connect: `t${run}-connect-button`, account: `t${run}-account-button`, network: `t${run}-network-button` }
}

afterEach(async () => {
  // removing the elements unmounts their buttons
  await act(async () => document.body.replaceChildren())
})

describe('defineLatchElements', () => {
  it('renders the three buttons in their shadow roots, with one modal host, and a click opens the modal', async () => {
    const latch = instance()
    const defined = defineLatchElements(latch, { names: names() })
    await act(async () => {
      document.body.innerHTML = `<${defined.connect} label="Sign in"></${defined.connect}><${defined.account}></${defined.account}><${defined.network}></${defined.network}>`
    })
    const connect = buttonIn(document.querySelector(defined.connect))
    expect(connect?.textContent).toBe('Sign in')
    expect(buttonIn(document.querySelector(defined.network))?.getAttribute('aria-label')).toBe('Network: Latch Devnet')
    // disconnected: the account element is empty
    expect(buttonIn(document.querySelector(defined.account))).toBeNull()
    expect(document.querySelectorAll('latch-modal')).toHaveLength(1)

    await act(async () => connect?.click())
    expect(latch.getState().open).toBe(true)
    await act(async () => latch.close())
    await act(async () => latch.connect('latch.test'))
    expect(buttonIn(document.querySelector(defined.account))?.getAttribute('aria-label')).toBe('Account 0xf3...b92266')
    expect(buttonIn(document.querySelector(defined.connect))?.getAttribute('aria-label')).toBe('Account 0xf3...b92266')
  })

  it('follows elements added later, removed, and a changed label', async () => {
    const defined = defineLatchElements(instance(), { names: names() })
    const first = document.createElement(defined.connect)
    const second = document.createElement(defined.connect)
    await act(async () => document.body.append(first, second))
    expect(buttonIn(first)?.textContent).toBe('Connect Wallet')
    await act(async () => first.remove())
    expect(first.shadowRoot?.querySelector('button')).toBeNull()
    await act(async () => second.setAttribute('label', 'Connect'))
    expect(buttonIn(second)?.textContent).toBe('Connect')
  })

  it('refuses what is not an instance, an invalid or taken name, before defining anything', () => {
    expect(() => defineLatchElements({} as never)).toThrow('pass the instance createLatch(…) returned')
    const fresh = names()
    expect(() => defineLatchElements(instance(), { names: { ...fresh, account: 'Account' } })).toThrow(
      'not a valid custom element name',
    )
    expect(customElements.get(fresh.connect)).toBeUndefined()
    defineLatchElements(instance(), { names: fresh })
    expect(() => defineLatchElements(instance(), { names: fresh })).toThrow(`<${fresh.connect}> is already defined`)
  })
})

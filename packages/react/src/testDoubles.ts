// What the React tests in happy-dom share: React's act environment with the idle callbacks happy-dom lacks, the
// devnet they configure, an EVM adapter double that nothing is asked of unless a test gives it more, and typing.
import { type Adapter, defineNetwork } from '@latch/core'

/** act() warns outside a test environment it knows; the modal schedules its preloads on idle callbacks */
export function setUpReactTests(): void {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  Object.assign(globalThis, { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined })
}

export const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const unused = async () => {
  throw new Error('not used')
}

/** an EVM adapter with no wallet behind it; `overrides` give it what a test needs */
export function adapterDouble(overrides: Partial<Adapter> = {}): Adapter {
  return {
    namespace: 'eip155',
    setup: () => {},
    connect: unused,
    disconnect: async () => {},
    switchNetwork: unused,
    getBalance: unused,
    signMessage: unused,
    sendTransaction: unused,
    getProvider: unused,
    ...overrides,
  }
}

/** types `value` into a field as a person would: React hears the input event of a value set through the DOM's setter */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

// Test double for the one boundary that cannot run here, a browser-extension wallet: an EIP-1193 provider
// that forwards JSON-RPC to the real anvil chains (anvil signs for its unlocked dev accounts) and
// announces itself over EIP-6963 like an installed extension.

export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Listener = (...args: unknown[]) => void

export interface TestWalletOptions {
  /** chains the wallet already knows (others answer wallet_switchEthereumChain with 4902) */
  chains: { chainId: number; rpcUrl: string }[]
  account: string
  name?: string
  rdns?: string
}

export interface RecordedCall {
  method: string
  /** params as the wallet receives them over the wire (JSON round trip) */
  params: unknown
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

export function createTestWallet(options: TestWalletOptions) {
  const rpcUrls = new Map(options.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const listeners = new Map<string, Set<Listener>>()
  const calls: RecordedCall[] = []
  const rejecting = new Set<string>()
  const hanging = new Set<string>()
  const released: (() => void)[] = []
  let chainId = options.chains[0]?.chainId ?? 31337
  let account = options.account
  let authorized = false
  let rpcId = 0

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const toHex = (value: number) => `0x${value.toString(16)}`

  async function forward(method: string, params: unknown): Promise<unknown> {
    const url = rpcUrls.get(chainId)
    if (!url) throw new ProviderRpcError(4901, 'Chain disconnected')
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }

  function switchTo(next: number) {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', toHex(next))
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    calls.push({ method, params: params === undefined ? undefined : JSON.parse(JSON.stringify(params)) })
    if (rejecting.has(method)) throw new ProviderRpcError(4001, 'User rejected the request.')
    // a hung extension: the call answers only once released
    if (hanging.has(method)) await new Promise<void>((resolve) => released.push(resolve))
    const first = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
    switch (method) {
      case 'eth_chainId':
        return toHex(chainId)
      case 'eth_accounts':
        return authorized ? [account] : []
      case 'eth_requestAccounts':
        authorized = true
        return [account]
      case 'wallet_requestPermissions':
        authorized = true
        return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account] }] }]
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'wallet_switchEthereumChain': {
        const next = Number(first?.chainId)
        if (!rpcUrls.has(next)) throw new ProviderRpcError(4902, `Unrecognized chain ID ${first?.chainId}`)
        switchTo(next)
        return null
      }
      case 'wallet_addEthereumChain': {
        // like MetaMask: add the chain from the request's own rpcUrls, then switch to it
        const next = Number(first?.chainId)
        const rpcUrl = (first?.rpcUrls as string[] | undefined)?.[0]
        if (!rpcUrl) throw new ProviderRpcError(-32602, 'rpcUrls required')
        rpcUrls.set(next, rpcUrl)
        switchTo(next)
        return null
      }
      case 'personal_sign':
      case 'eth_sendTransaction':
        if (!authorized) throw new ProviderRpcError(4100, 'Unauthorized')
        return forward(method, params)
      default:
        return forward(method, params)
    }
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const info = {
    uuid: crypto.randomUUID(),
    name: options.name ?? 'Latch Test Wallet',
    icon: ICON,
    rdns: options.rdns ?? 'dev.latch.testwallet',
  }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))

  return {
    provider,
    info,
    calls,
    /** the methods called so far, in order */
    methods: () => calls.map((call) => call.method),
    /** answer EIP-6963 requests (and announce once now), like an installed extension */
    announce() {
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    /** stop announcing and leave window.ethereum */
    remove() {
      window.removeEventListener('eip6963:requestProvider', announce)
      const target = window as unknown as { ethereum?: unknown }
      if (target.ethereum === provider) delete target.ethereum
    },
    /** the user rejects every request of these methods with 4001 until allowed again */
    reject(...methods: string[]) {
      for (const method of methods) rejecting.add(method)
    },
    allow(...methods: string[]) {
      for (const method of methods) rejecting.delete(method)
    },
    /** the extension stops answering these methods (hangs) until released */
    hang(...methods: string[]) {
      for (const method of methods) hanging.add(method)
    },
    /** the extension answers again, the calls it held first */
    release() {
      hanging.clear()
      for (const resolve of released.splice(0)) resolve()
    },
    /** the user picks another account in the wallet */
    selectAccount(next: string) {
      account = next
      if (authorized) emit('accountsChanged', [next])
    },
    /** the user switches chain in the wallet */
    selectChain(next: number) {
      switchTo(next)
    },
    /** the user disconnects the site in the wallet */
    revoke() {
      authorized = false
      emit('accountsChanged', [])
    },
    /** the user connects the site again from the wallet's own UI */
    authorize() {
      authorized = true
      emit('accountsChanged', [account])
    },
    get chainId() {
      return chainId
    },
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>

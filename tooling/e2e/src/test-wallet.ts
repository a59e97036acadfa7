// A browser wallet for the tests: an EIP-1193 provider (EIP-6963 announced, or legacy window.ethereum)
// whose signing and reads are done by anvil for an unlocked dev account over real JSON-RPC.
import type { BrowserContext, Page } from 'playwright-core'

export const TEST_WALLET_NAME = 'Latch Test Wallet'
export const TEST_WALLET_RDNS = 'dev.latch.testwallet'
export const TEST_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 16l5 5 9-10" stroke="#fff" stroke-width="3" fill="none"/></svg>')

export interface TestWalletOptions {
  /** the dev account the wallet holds (anvil has it unlocked) */
  account: `0x${string}`
  /** the chains the wallet knows: chain id → RPC URL it forwards to */
  chains: Record<number, string>
  /** the chain the wallet starts on (default: the first known chain) */
  chainId?: number
  /** eth_requestAccounts rejects with 4001 until `setRejectConnect(false)` */
  rejectConnect?: boolean
  /** only window.ethereum, no EIP-6963 announcement */
  legacy?: boolean
  /** EIP-5792: report atomic batches and run wallet_sendCalls. A STAND-IN for an atomic wallet: the calls are mined
   * in one block (anvil's automine paused), which is all a test can see; a revert does not undo the others */
  atomic?: boolean
}

export interface TestWalletState {
  chainId: number
  connected: boolean
  /** the params of every wallet_addEthereumChain request, in order */
  addedChains: Record<string, unknown>[]
}

/** the controls a test reaches through page.evaluate */
export interface TestWalletControls {
  /** the user switches the wallet to another chain (known or not); emits chainChanged */
  moveToChain(chainId: number): void
  /** the user picks another of the wallet's accounts (an unlocked dev account); emits accountsChanged */
  moveToAccount(address: `0x${string}`): void
  setRejectConnect(reject: boolean): void
  state(): TestWalletState
}

declare global {
  interface Window {
    __latchTestWallet?: TestWalletControls
  }
}

interface PageOptions extends TestWalletOptions {
  info: { uuid?: string; name: string; icon: string; rdns: string }
}

export async function installTestWallet(context: BrowserContext, options: TestWalletOptions): Promise<void> {
  const pageOptions: PageOptions = { ...options, info: { name: TEST_WALLET_NAME, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS } }
  // passed as source text so the bundler's helpers never leak into the page
  await context.addInitScript({ content: `(${walletInPage.toString()})(${JSON.stringify(pageOptions)});` })
}

export function walletState(page: Page): Promise<TestWalletState> {
  return page.evaluate(() => window.__latchTestWallet!.state())
}

export function moveWalletToChain(page: Page, chainId: number): Promise<void> {
  return page.evaluate((id) => window.__latchTestWallet!.moveToChain(id), chainId)
}

export function moveWalletToAccount(page: Page, address: `0x${string}`): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.moveToAccount(value), address)
}

export function setRejectConnect(page: Page, reject: boolean): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.setRejectConnect(value), reject)
}

/** runs inside the page, before any page script; must be self-contained */
function walletInPage(options: PageOptions): void {
  if (window !== window.top) return
  const storageKey = 'latch-test-wallet'
  // a real wallet remembers the permission and the chain across reloads
  const saved = ((): { connected?: boolean; chainId?: number } => {
    try {
      return JSON.parse(localStorage.getItem(storageKey) ?? '{}')
    } catch {
      return {}
    }
  })()
  const chains: Record<number, string> = { ...options.chains }
  const firstChain = Number(Object.keys(chains)[0])
  const wallet = {
    chainId: saved.chainId ?? options.chainId ?? firstChain,
    connected: saved.connected ?? false,
    rejectConnect: options.rejectConnect ?? false,
    addedChains: [] as Record<string, unknown>[],
  }
  const save = () => {
    try {
      localStorage.setItem(storageKey, JSON.stringify({ connected: wallet.connected, chainId: wallet.chainId }))
    } catch {
      // storage unavailable (opaque origin); the wallet simply forgets
    }
  }
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const hex = (value: number) => `0x${value.toString(16)}`
  const rpcError = (code: number, message: string, data?: unknown) => Object.assign(new Error(message), { code, data })
  let account = options.account
  /** wallet_sendCalls batches: id → transaction hashes */
  const batches = new Map<string, string[]>()

  const setChain = (chainId: number) => {
    if (wallet.chainId === chainId) return
    wallet.chainId = chainId
    save()
    emit('chainChanged', hex(chainId))
  }

  const forward = async (method: string, params: unknown) => {
    const url = chains[wallet.chainId]
    if (!url) throw rpcError(4901, 'The provider is disconnected from the specified chain.')
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: params ?? [] }),
    })
    const body = await response.json()
    if (body.error) throw rpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }

  const grant = () => {
    if (wallet.rejectConnect) throw rpcError(4001, 'User rejected the request.')
    wallet.connected = true
    save()
    return [account]
  }

  const requireConnected = () => {
    if (!wallet.connected) throw rpcError(4100, 'The requested account and/or method has not been authorized by the user.')
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const list = (Array.isArray(params) ? params : []) as Record<string, unknown>[]
    switch (method) {
      case 'eth_requestAccounts':
        return grant()
      case 'eth_accounts':
        return wallet.connected ? [account] : []
      case 'eth_chainId':
        return hex(wallet.chainId)
      case 'net_version':
        return String(wallet.chainId)
      case 'wallet_requestPermissions':
        grant()
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return wallet.connected ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        wallet.connected = false
        save()
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain': {
        const chainId = Number(list[0]?.chainId)
        if (!chains[chainId]) {
          throw rpcError(4902, `Unrecognized chain ID "${hex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`)
        }
        setChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameters = list[0] ?? {}
        wallet.addedChains.push(parameters)
        const chainId = Number(parameters.chainId)
        const rpcUrl = (parameters.rpcUrls as string[] | undefined)?.[0]
        if (!rpcUrl) throw rpcError(-32602, 'rpcUrls is required')
        chains[chainId] ??= rpcUrl
        setChain(chainId) // like common wallets: adding asks to switch, and the user accepts
        return null
      }
      case 'personal_sign':
      case 'eth_sign':
      case 'eth_signTypedData_v4':
        requireConnected()
        return forward(method, params)
      case 'wallet_getCapabilities':
        // a wallet without EIP-5792 answers as the node does: method not found (-32601), which wagmi falls back on
        if (!options.atomic) return forward(method, params)
        return { [hex(wallet.chainId)]: { atomic: { status: 'supported' } } }
      case 'wallet_sendCalls': {
        if (!options.atomic) return forward(method, params)
        requireConnected()
        const batch = (list[0] ?? {}) as { from?: string; calls?: { to: string; data?: string; value?: string }[] }
        const hashes: string[] = []
        await forward('evm_setAutomine', [false])
        try {
          // a gas limit each: with the earlier calls still pending the node cannot estimate the later ones, and
          // falls back to the block's whole limit, which pushes them into the next block (measured)
          for (const call of batch.calls ?? []) hashes.push(await forward('eth_sendTransaction', [{ from: batch.from ?? account, gas: '0xf4240', ...call }]))
          await forward('evm_mine', [])
        } finally {
          await forward('evm_setAutomine', [true])
        }
        const id = `0x${crypto.randomUUID().replaceAll('-', '')}`
        batches.set(id, hashes)
        return { id }
      }
      case 'wallet_getCallsStatus': {
        if (!options.atomic) return forward(method, params)
        const hashes = batches.get(String((params as unknown[])?.[0]))
        if (!hashes) throw rpcError(5730, 'Unknown bundle id')
        const receipts = await Promise.all(hashes.map((hash) => forward('eth_getTransactionReceipt', [hash])))
        return { version: '2.0.0', id: (params as unknown[])[0], chainId: hex(wallet.chainId), atomic: true, status: 200, receipts }
      }
      case 'eth_sendTransaction': {
        requireConnected()
        const from = String(list[0]?.from ?? '').toLowerCase()
        if (from !== account.toLowerCase()) throw rpcError(4100, `Unknown account ${from}`)
        return forward(method, params)
      }
      default:
        return forward(method, params)
    }
  }

  const provider = {
    request,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  window.__latchTestWallet = {
    moveToChain: setChain,
    moveToAccount(address: `0x${string}`) {
      account = address
      emit('accountsChanged', [address])
    },
    setRejectConnect(reject: boolean) {
      wallet.rejectConnect = reject
    },
    state: () => ({ chainId: wallet.chainId, connected: wallet.connected, addedChains: [...wallet.addedChains] }),
  }

  if (options.legacy) {
    ;(window as unknown as { ethereum: unknown }).ethereum = provider
    return
  }
  const detail = Object.freeze({ info: Object.freeze({ ...options.info, uuid: crypto.randomUUID() }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

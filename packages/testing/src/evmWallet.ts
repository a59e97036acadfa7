// The EIP-6963 EVM wallet: an EIP-1193 provider announced to the page (or set as the legacy window.ethereum) that
// forwards reads to a real JSON-RPC node. It signs either with a key the node holds unlocked (anvil's dev accounts), or
// with a private key that stays in the test's process: the page asks a Playwright binding, as an extension's page script
// asks its background, so no key is ever written into the page.
import {
  type Chain,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  type TypedDataDefinition,
  createWalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BrowserContextLike, PageLike } from './playwright.ts'

/** The name the EVM wallet shows in the modal unless {@link EvmWalletOptions.name} says otherwise. */
export const TEST_WALLET_NAME = 'Latch Test Wallet'
/** The EIP-6963 reverse-DNS id the EVM wallet announces unless {@link EvmWalletOptions.rdns} says otherwise. */
export const TEST_WALLET_RDNS = 'dev.latch.testwallet'
/** The wallets' default icon, an SVG data URI (the form EIP-6963 and the Wallet Standard both take). */
export const TEST_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 16l5 5 9-10" stroke="#fff" stroke-width="3" fill="none"/></svg>',
  )

/** The options of {@link installEvmWallet}: which key signs, the chains the wallet knows, and how it behaves. */
export interface EvmWalletOptions {
  /**
   * The account the wallet holds, unlocked on the node (an anvil dev account): the node signs. Give this or
   * {@link EvmWalletOptions.privateKey}.
   */
  account?: `0x${string}`
  /** A private key that signs in the test's process (viem's local account); its transactions go to the chain's RPC URL raw. */
  privateKey?: `0x${string}`
  /** the chains the wallet knows: chain id → the RPC URL it forwards to */
  chains: Record<number, string>
  /** the chain the wallet starts on (default: the first known chain) */
  chainId?: number
  /** eth_requestAccounts rejects with 4001 until {@link setEvmRejectConnect} turns it off */
  rejectConnect?: boolean
  /** only window.ethereum, no EIP-6963 announcement */
  legacy?: boolean
  /** EIP-5792: report atomic batches and run wallet_sendCalls. A STAND-IN for an atomic wallet: the calls are mined
   * in one block (anvil's automine paused), which is all a test can see; a revert does not undo the others */
  atomic?: boolean
  /** the name the modal lists (default {@link TEST_WALLET_NAME}) */
  name?: string
  /** the EIP-6963 rdns (default {@link TEST_WALLET_RDNS}) */
  rdns?: string
  /** the icon, a data: URI (default {@link TEST_WALLET_ICON}) */
  icon?: string
}

/** What the EVM wallet reports through {@link evmWalletState}. */
export interface EvmWalletState {
  chainId: number
  connected: boolean
  /** the params of every wallet_addEthereumChain request, in order */
  addedChains: Record<string, unknown>[]
  /** every signature and transaction request the wallet answered, in order */
  signed: { method: string; params: unknown }[]
}

/** The controls a test reaches in the page as `window.__latchTestWallet` (the helpers below wrap them). */
export interface EvmWalletControls {
  /** the user switches the wallet to another chain (known or not); emits chainChanged */
  moveToChain(chainId: number): void
  /** the user picks another of the wallet's accounts (an unlocked dev account); emits accountsChanged */
  moveToAccount(address: `0x${string}`): void
  setRejectConnect(reject: boolean): void
  state(): EvmWalletState
}

declare global {
  interface Window {
    __latchTestWallet?: EvmWalletControls
  }
}

/** What the page part of the wallet is given (JSON, passed as source text). */
interface PageOptions extends Omit<EvmWalletOptions, 'privateKey' | 'name' | 'rdns' | 'icon'> {
  account: `0x${string}`
  info: { name: string; icon: string; rdns: string }
  /** the binding that signs with the private key, when there is one */
  signer?: string
}

let bindings = 0

/**
 * Installs the EVM wallet in every page the browser context opens (before any page script), announced over EIP-6963.
 *
 * @example
 * ```ts
 * import { installEvmWallet, connectWallet, TEST_WALLET_NAME } from '@latch/testing'
 *
 * // anvil's first dev key; the wallet signs in the test's process and sends to the local chain
 * await installEvmWallet(context, {
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: { 31337: 'http://127.0.0.1:8545' },
 * })
 * const page = await context.newPage()
 * await page.goto('http://localhost:5173')
 * await connectWallet(page, TEST_WALLET_NAME)
 * ```
 */
export async function installEvmWallet(context: BrowserContextLike, options: EvmWalletOptions): Promise<void> {
  const { privateKey, name = TEST_WALLET_NAME, rdns = TEST_WALLET_RDNS, icon = TEST_WALLET_ICON, ...rest } = options
  if (!privateKey && !options.account)
    throw new TypeError('installEvmWallet needs an account (unlocked on the node) or a privateKey')
  if (privateKey && !isHex(privateKey)) throw new TypeError('installEvmWallet: privateKey must be 0x-prefixed hex')
  const local = privateKey ? privateKeyToAccount(privateKey) : undefined
  const pageOptions: PageOptions = {
    ...rest,
    account: local?.address ?? (options.account as `0x${string}`),
    info: { name, icon, rdns },
  }
  if (privateKey) {
    pageOptions.signer = `__latchTestingEvmSigner${++bindings}`
    await context.exposeFunction(pageOptions.signer, evmSigner(privateKey, options.chains))
  }
  // passed as source text so the bundler's helpers never leak into the page
  await context.addInitScript({ content: `(${evmWalletInPage.toString()})(${JSON.stringify(pageOptions)});` })
}

/**
 * What the private-key wallet's binding answers: the signing methods with viem's local account, and
 * eth_sendTransaction signed here and sent raw to the RPC URL of the wallet's current chain.
 */
function evmSigner(privateKey: Hex, chains: Record<number, string>) {
  const account = privateKeyToAccount(privateKey)
  const known = new Map<number, Chain>()
  const chainOf = (chainId: number, rpcUrl: string) => {
    if (!known.has(chainId))
      known.set(
        chainId,
        defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
      )
    return known.get(chainId) as Chain
  }
  const bigint = (value: unknown) => (typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined)
  return async (method: string, params: unknown[], chainId: number, rpcUrl: string | undefined): Promise<unknown> => {
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_sign':
        return account.sign({ hash: params[1] as Hex })
      case 'eth_signTypedData_v4': {
        const typed = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        if (!rpcUrl) throw new Error(`the wallet has no RPC URL for chain ${chainId}`)
        const chain = chainOf(chainId, rpcUrl ?? chains[chainId] ?? '')
        const request = params[0] as Record<string, unknown>
        const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
        return client.sendTransaction({
          to: request.to as Hex | undefined,
          data: request.data as Hex | undefined,
          value: bigint(request.value),
          gas: bigint(request.gas),
          nonce: request.nonce === undefined ? undefined : Number(request.nonce),
        } as Parameters<typeof client.sendTransaction>[0])
      }
      default:
        throw new Error(`the private-key signer does not answer ${method}`)
    }
  }
}

/**
 * The EVM wallet's state in the page: its chain, whether the app is connected, and what it signed.
 *
 * @example
 * ```ts
 * const { chainId, signed } = await evmWalletState(page)
 * expect(signed.map((request) => request.method)).toEqual(['personal_sign'])
 * ```
 */
export function evmWalletState(page: PageLike): Promise<EvmWalletState> {
  return page.evaluate(() => window.__latchTestWallet!.state())
}

/**
 * The user switches the EVM wallet to another chain in the wallet itself (the app gets chainChanged).
 *
 * @example
 * ```ts
 * await moveEvmWalletToChain(page, 1)
 * ```
 */
export function moveEvmWalletToChain(page: PageLike, chainId: number): Promise<void> {
  return page.evaluate((id) => window.__latchTestWallet!.moveToChain(id), chainId)
}

/**
 * The user picks another account in the EVM wallet (the app gets accountsChanged). With an unlocked-account wallet
 * the node must hold the new account unlocked too.
 *
 * @example
 * ```ts
 * await moveEvmWalletToAccount(page, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * ```
 */
export function moveEvmWalletToAccount(page: PageLike, address: `0x${string}`): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.moveToAccount(value), address)
}

/**
 * Makes the EVM wallet refuse (4001, the user rejected) or accept the next connection requests.
 *
 * @example
 * ```ts
 * await setEvmRejectConnect(page, true)
 * ```
 */
export function setEvmRejectConnect(page: PageLike, reject: boolean): Promise<void> {
  return page.evaluate((value) => window.__latchTestWallet!.setRejectConnect(value), reject)
}

/** runs inside the page, before any page script; must be self-contained */
function evmWalletInPage(options: PageOptions): void {
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
    signed: [] as { method: string; params: unknown }[],
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

  /** the private key's binding when there is one, the node's unlocked account otherwise */
  const sign = (method: string, params: unknown) => {
    wallet.signed.push({ method, params })
    if (!options.signer) return forward(method, params)
    const signer = (window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[options.signer]!
    return signer(method, params ?? [], wallet.chainId, chains[wallet.chainId])
  }

  const grant = () => {
    if (wallet.rejectConnect) throw rpcError(4001, 'User rejected the request.')
    wallet.connected = true
    save()
    return [account]
  }

  const requireConnected = () => {
    if (!wallet.connected)
      throw rpcError(4100, 'The requested account and/or method has not been authorized by the user.')
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
          throw rpcError(
            4902,
            `Unrecognized chain ID "${hex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
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
        return sign(method, params)
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
          for (const call of batch.calls ?? [])
            hashes.push(
              (await sign('eth_sendTransaction', [{ from: batch.from ?? account, gas: '0xf4240', ...call }])) as string,
            )
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
        return {
          version: '2.0.0',
          id: (params as unknown[])[0],
          chainId: hex(wallet.chainId),
          atomic: true,
          status: 200,
          receipts,
        }
      }
      case 'eth_sendTransaction': {
        requireConnected()
        const from = String(list[0]?.from ?? '').toLowerCase()
        if (from !== account.toLowerCase()) throw rpcError(4100, `Unknown account ${from}`)
        return sign(method, params)
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
    state: () => ({
      chainId: wallet.chainId,
      connected: wallet.connected,
      addedChains: [...wallet.addedChains],
      signed: [...wallet.signed],
    }),
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

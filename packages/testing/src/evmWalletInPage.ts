// The EVM wallet's page script: the EIP-1193 provider, its EIP-6963 announcement and the controls a test reaches. It
// runs in the page as source text, so it imports nothing at runtime; apart from the installer and the test's helpers.
import type { EvmWalletOptions } from './evmWallet.ts'
import { type WalletAnswer, type WalletScript, walletScriptInPage } from './walletScriptInPage.ts'

/** What the page part of the wallet is given (JSON, passed as source text). */
export interface PageOptions extends Omit<EvmWalletOptions, 'privateKey' | 'name' | 'rdns' | 'icon'> {
  account: `0x${string}`
  info: { name: string; icon: string; rdns: string }
  /** the binding that signs with the private key, when there is one */
  signer?: string
}

/**
 * runs inside the page, before any page script; must be self-contained (the installer passes the scripted answers,
 * walletScriptInPage, as source text beside it)
 */
export function evmWalletInPage(options: PageOptions, answers: WalletScript = walletScriptInPage()): () => void {
  if (window !== window.top) return () => {}
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
    await answers.answer(method)
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
    script(method: string, answer: WalletAnswer) {
      answers.script(method, answer)
    },
    release() {
      answers.release()
    },
    disconnect() {
      wallet.connected = false
      save()
      emit('accountsChanged', [])
      emit('disconnect', rpcError(4900, 'The provider is disconnected from all chains.'))
    },
    authorize() {
      wallet.connected = true
      save()
      emit('accountsChanged', [account])
    },
    state: () => ({
      chainId: wallet.chainId,
      connected: wallet.connected,
      addedChains: [...wallet.addedChains],
      signed: [...wallet.signed],
    }),
  }

  const target = window as unknown as { ethereum?: unknown }
  if (options.legacy) {
    target.ethereum = provider
    return () => {
      if (target.ethereum === provider) delete target.ethereum
      delete window.__latchTestWallet
    }
  }
  const detail = Object.freeze({ info: Object.freeze({ ...options.info, uuid: crypto.randomUUID() }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  // a unit test's window outlives the wallet: it stops answering discovery (a page's wallet goes with the page)
  return () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    delete window.__latchTestWallet
  }
}

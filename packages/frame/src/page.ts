// The page half of the embedded wallet, loaded by embedded.ts on first use: the frame client, and an EIP-1193
// provider whose requests become RPC_REQUEST messages (SPEC §4 requests, §6 method kinds).
import {
  constants,
  EmbeddedWalletError,
  type EmbeddedFrame,
  type EmbeddedHooks,
  type EmbeddedLoadOptions,
  type EmbeddedRect,
  type EmbeddedRpcRequest,
  parseChainId,
  ProviderRpcError,
  RPC_ERROR_CODES,
  toProviderRpcError,
  UnsupportedMethodError,
  UserRejectedError,
} from '@latch/core'
import { SDK_VERSION } from '@latch/core/internal'
import { createFrameClient, type FrameClient, type FrameRequest } from './client.ts'
import { type AppMessageName, appType } from './messageNames.ts'
import { providerErrorOf } from './rpcErrors.ts'
import { rpcMethodKind } from './rpcMethods.ts'

const EMBEDDED_FRAME_TITLE = 'Latch embedded wallet'

/** the EIP-1193 error the provider rejects with: one class with core's, which maps Latch's codes to its numbers */
export { ProviderRpcError }

export interface LoadEmbeddedFrameOptions extends EmbeddedLoadOptions {
  frameUrl: string
  hooks: EmbeddedHooks
  document?: Document
  window?: Window
}

type Listener = (...args: any[]) => void

export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<any>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

export interface LoadedEmbeddedFrame extends EmbeddedFrame {
  provider: EmbeddedProvider
  client: FrameClient
}

export async function loadEmbeddedFrame(options: LoadEmbeddedFrameOptions): Promise<LoadedEmbeddedFrame> {
  const client = createFrameClient({
    frameUrl: options.frameUrl,
    projectId: options.projectId,
    chainId: options.chainId,
    version: SDK_VERSION,
    rpcUrl: options.rpcUrl,
    onAlert: (alert) => options.hooks.alert(alert),
    document: options.document,
    window: options.window,
  })
  if (client.frame) client.frame.title = EMBEDDED_FRAME_TITLE
  try {
    await initWithin(client, constants.FRAME_LOAD_TIMEOUT_MS)
  } catch (error) {
    client.destroy()
    throw error
  }
  return embeddedFrameOver(client, options)
}

/** the frame never posting ready must not leave core waiting forever (R-9.17's 20 s) */
function initWithin(client: FrameClient, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new EmbeddedWalletError('AuthInitFailed')), ms)
  })
  return Promise.race([client.init(), timeout]).finally(() => clearTimeout(timer))
}

function embeddedFrameOver(
  client: FrameClient,
  options: Pick<LoadEmbeddedFrameOptions, 'hooks' | 'chainId' | 'rpcUrl'>,
): LoadedEmbeddedFrame {
  const { hooks } = options
  const listeners = new Map<string, Set<Listener>>()
  const approvals = new Set<(error: Error) => void>()
  let accounts: string[] = []
  let chainId: number | string | undefined = options.chainId
  const rpcUrls = new Map<string, string>()
  if (options.chainId !== undefined && options.rpcUrl) rpcUrls.set(String(options.chainId), options.rpcUrl)

  function emit(event: string, ...args: unknown[]) {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }

  function setChain(next: number | string) {
    if (String(next) === String(chainId)) return
    chainId = next
    emit('chainChanged', toHexChainId(next))
  }

  function setAccounts(next: string[]) {
    if (next.join() === accounts.join()) return
    accounts = next
    emit('accountsChanged', next)
  }

  let sessionCheck: Promise<unknown> | undefined

  /** a frame message by name; the answers that say who is signed in and on which chain update the provider */
  async function request(name: string, payload?: unknown): Promise<any> {
    const message = {
      type: appType(name as AppMessageName),
      ...(payload === undefined ? {} : { payload }),
    } as FrameRequest
    if (name === 'IS_CONNECTED' && payload === undefined) {
      // core's restore check and wagmi's isAuthorized ask together on a reload: one message answers both
      sessionCheck ??= client.request(message).finally(() => (sessionCheck = undefined))
      return sessionCheck
    }
    const wanted = (payload as { chainId?: number | string; rpcUrl?: string } | undefined) ?? {}
    // GET_USER for a Solana network answers that account; the EIP-1193 provider's account and chain stay
    const otherNamespace =
      typeof wanted.chainId === 'string' && wanted.chainId.includes(':') && !wanted.chainId.startsWith('eip155:')
    if ((name === 'SWITCH_NETWORK' || name === 'GET_USER') && !otherNamespace) {
      if (wanted.chainId !== undefined && wanted.rpcUrl) rpcUrls.set(String(wanted.chainId), wanted.rpcUrl)
    }
    const result = (await client.request(message)) as Record<string, any> | undefined
    if ((name === 'GET_USER' || name === 'CONNECT_SOCIAL') && result && !otherNamespace) {
      const listed = (result.accounts as { address: string }[] | undefined)?.map((account) => account.address)
      setAccounts(listed?.length ? listed : [result.address as string])
      setChain(result.chainId as number | string)
    } else if (name === 'SET_PREFERRED_ACCOUNT' && typeof result?.address === 'string') {
      // the account type the user chose is now the active account: first, the others after it
      const active = result.address as string
      setAccounts([active, ...accounts.filter((address) => address.toLowerCase() !== active.toLowerCase())])
    } else if ((name === 'SWITCH_NETWORK' || name === 'GET_CHAIN_ID') && result) {
      setChain(result.chainId as number | string)
    } else if (name === 'SIGN_OUT') {
      accounts = []
      emit('disconnect', new ProviderRpcError(4900, 'Signed out'))
    }
    return result
  }

  function rpcPayload(method: string, params: unknown) {
    const chain = chainId ?? 1
    const rpcUrl = rpcUrls.get(String(chain))
    return {
      method,
      ...(params === undefined ? {} : { params: withoutUndefined(params) }),
      chainId: chain,
      chainNamespace: 'eip155' as const,
      ...(rpcUrl ? { rpcUrl } : {}),
    }
  }

  async function rpc(method: string, params: unknown, payload = rpcPayload(method, params)): Promise<unknown> {
    try {
      return await client.request({ type: appType('RPC_REQUEST'), payload } as FrameRequest)
    } catch (error) {
      const refusal = providerErrorOf(error)
      // the frame found the session ended: the dApp learns the wallet is disconnected (EIP-1193)
      if (refusal.code === RPC_ERROR_CODES.DISCONNECTED && accounts.length > 0) {
        accounts = []
        emit('accountsChanged', [])
        emit('disconnect', refusal)
        hooks.signedOut?.()
      }
      throw refusal
    }
  }

  /** waits on the frame's card; abort() rejects it without waiting for the frame */
  async function approve(
    method: string,
    params: unknown,
    payload?: ReturnType<typeof rpcPayload> | EmbeddedRpcRequest,
  ): Promise<unknown> {
    hooks.approvalNeeded()
    let aborted: (error: Error) => void = () => {}
    const abortion = new Promise<never>((_resolve, reject) => {
      aborted = reject
    })
    approvals.add(aborted)
    try {
      const result = await Promise.race([rpc(method, params, payload as ReturnType<typeof rpcPayload>), abortion])
      hooks.approvalDone('success')
      return result
    } catch (error) {
      hooks.approvalDone('error')
      throw providerErrorOf(error)
    } finally {
      approvals.delete(aborted)
    }
  }

  const provider: EmbeddedProvider = {
    async request({ method, params }) {
      // answered from GET_USER / SWITCH_NETWORK state, never sent
      if (method === 'eth_accounts') return [...accounts]
      if (method === 'eth_chainId') return toHexChainId(chainId ?? 1)
      const kind = rpcMethodKind(method)
      if (kind === 'unknown') {
        hooks.notAllowed(method)
        throw toProviderRpcError(new UnsupportedMethodError('RpcNotAllowed'))
      }
      return kind === 'unsafe' ? approve(method, params) : rpc(method, params)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  /** another namespace's request (the Solana account): the same kinds, approvals and errors as the provider's */
  async function namespaceRpc(request: EmbeddedRpcRequest): Promise<unknown> {
    const payload = {
      ...request,
      ...(request.params === undefined ? {} : { params: withoutUndefined(request.params) }),
    }
    const kind = rpcMethodKind(request.method)
    if (kind === 'unknown') {
      hooks.notAllowed(request.method)
      throw toProviderRpcError(new UnsupportedMethodError('RpcNotAllowed'))
    }
    return kind === 'unsafe'
      ? approve(request.method, request.params, payload)
      : rpc(request.method, request.params, payload as never)
  }

  return {
    client,
    provider,
    request,
    rpc: namespaceRpc,
    /** : pending approvals are rejected and the frame drops its card; safe requests go on */
    abort() {
      if (approvals.size === 0) return
      for (const reject of [...approvals]) reject(toProviderRpcError(new UserRejectedError('RequestAborted')))
      void client.request({ type: appType('RPC_ABORT') } as FrameRequest).catch(() => undefined)
    },
    show(rect: EmbeddedRect) {
      const frame = client.frame
      if (!frame) return
      Object.assign(frame.style, {
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      })
      client.show()
    },
    hide: () => client.hide(),
  }
}

// a wallet over JSON-RPC never sees undefined members (viem sends wallet_sendCalls with `id: undefined`), but
// structured clone keeps them and the frame's strict schemas refuse a key they do not name
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined)
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, member]) => (member === undefined ? [] : [[key, withoutUndefined(member)]])),
  )
}

const toHexChainId = (chainId: number | string): string => `0x${parseChainId(chainId).toString(16)}`

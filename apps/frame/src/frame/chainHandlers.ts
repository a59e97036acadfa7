// The chain messages: the network the frame is on and the page's RPC requests, signed by the wallet's EOA or sent
// through its smart account where the chain has a bundler. Apart from who is signed in, which these only read.
import { latchError } from '@latch/core'
import type { FrameHandlers, RpcRequestPayload } from '@latch/frame'
import type { createAccountTypes } from './accountType.ts'
import type { ApprovalCard } from './approval.ts'
import type { BlockListSource } from './blockList.ts'
import { createLiveSession } from './liveSession.ts'
import { createRpcHandler } from './rpc.ts'
import type { SmartAccounts } from './smartAccount.ts'
import { createSmartRequests } from './smartRequests.ts'
import { createSponsorship } from './sponsorship.ts'
import type { createSignInState } from './signedIn.ts'
import type { FrameStore, KeyValue } from './store.ts'
import type { WalletKeeper } from './wallet.ts'

export interface ChainHandlerDeps {
  cloudUrl: string
  projectId: string
  /** the frame origin's localStorage */
  storage: KeyValue
  /** the page's RPC endpoint from the frame's query */
  rpcUrl?: string
  fetch: typeof globalThis.fetch
  store: FrameStore
  wallets: WalletKeeper
  approval: ApprovalCard
  /** the operator's block list, judged on the card */
  blockList?: BlockListSource
  signIn: Pick<ReturnType<typeof createSignInState>, 'isConnected'>
  accountTypes: Pick<ReturnType<typeof createAccountTypes>, 'active'>
  /** the smart accounts, when some chain has a bundler */
  smart: SmartAccounts | undefined
  chainId(): number | string
  useChain(id: number | string | undefined, rpcUrl: string | undefined): void
  rpcUrlOfChain(id: number | string): string | undefined
}

export function chainHandlers(deps: ChainHandlerDeps): FrameHandlers {
  const { store, wallets, approval, accountTypes, smart, chainId, useChain, rpcUrlOfChain, fetch } = deps

  const rpc = createRpcHandler({
    wallet: () => wallets.current(),
    session: createLiveSession({
      token: () => store.get('sessionToken'),
      isConnected: () => deps.signIn.isConnected(),
    }),
    chainId,
    rpcUrl: (payload: RpcRequestPayload) =>
      payload.rpcUrl ?? store.rpcUrlOf(String(payload.chainId)) ?? store.rpcUrlOf(String(chainId())) ?? deps.rpcUrl,
    approval,
    fetch,
    blockList: deps.blockList && (() => deps.blockList!.get()),
    storage: deps.storage,
    // the Safe's address is the same on every chain with a bundler: the request's chain, else the first of them
    smartAccountOf:
      smart && ((wallet, id) => smart.address(wallet, smart.enabled(id) ? id : smart.enabledNetworks()[0]!)),
    smart: smart && {
      active: () => accountTypes.active() === 'smartAccount',
      handle: createSmartRequests({
        smart,
        approval,
        storage: deps.storage,
        blockList: deps.blockList && (() => deps.blockList!.get()),
        sponsorship: createSponsorship({
          cloudUrl: deps.cloudUrl,
          projectId: deps.projectId,
          fetch,
          sessionToken: () => store.get('sessionToken') ?? undefined,
        }),
        endpoint: (payload) => {
          const url = payload.rpcUrl ?? rpcUrlOfChain(payload.chainId)
          if (!url)
            throw latchError('ChainRpcUnavailable', {
              params: { reason: `No RPC URL for chain ${String(payload.chainId)}` },
            })
          return url
        },
      }),
    },
  })

  return {
    GET_CHAIN_ID: () => ({ chainId: chainId() }),
    SWITCH_NETWORK({ chainId: id, rpcUrl }) {
      useChain(id, rpcUrl)
      return { chainId: chainId() }
    },
    RPC_REQUEST: (payload, context) => rpc(payload, context.origin) as Promise<never>,
  }
}

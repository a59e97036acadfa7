// What the visitor signs and sends through the connected wallet: signMessage, send with SPEC §5's checks, and the
// token approvals the account has given (from the cloud's indexer, else the chain; revoked one transaction each).
import type { LiveApproval, RevokeWallet } from '../approvals/live.ts'
import { parseUnits } from '../format.ts'
import type { SignedSignIn } from '../adapter.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { SIWXMessageFields } from '../siwx/types.ts'
import type { TransactionActions } from '../latchApi.ts'
import { addressRuleOf, isSignedMessage, isTransactionHash, sendFormError } from '../validators.ts'
import { findLatchError, hasErrorCode } from '../errors/base.ts'
import {
  ChainNotSupportedError,
  InsufficientFundsError,
  InvalidInputError,
  latchError,
  SigningError,
} from '../errors/classes.ts'

/** a wallet that did not answer its liveness check, or a relay that is down, reaches the dApp as Latch's own coded
 * error with what to do, not wrapped in a connector's generic one */
const LIVENESS_CODES = ['WalletNotResponding', 'RelayUnreachable'] as const
function unwrapStale(error: unknown): unknown {
  return LIVENESS_CODES.some((code) => hasErrorCode(error, code)) ? (findLatchError(error) ?? error) : error
}

const INVALID_HASH = 'The wallet answered with something that is not a transaction hash'

/** A transfer as the Send view makes it: receiver, amount in whole units, and the token (none for the native coin). */
export interface SendRequest {
  receiver: string
  amount: string
  /** undefined for the native coin; a configured token address otherwise */
  token?: { address?: string; symbol: string; decimals: number }
}

export interface TransactionsDeps {
  refreshBalance(): void
  /** reads the balances again past every cache, and resolves once the state has them */
  freshBalance(): Promise<void>
  /** the cloud polls its history for the new transaction (nothing without a cloudUrl) */
  afterSend(hash: string): void
  /** a request started from the open modal goes on its transaction stack (SPEC §2); the returned end takes it off */
  beginTransaction(): () => void
  /** the cloud's standing approvals of an address on a chain (CAIP-2); absent without a cloudUrl */
  cloudApprovals?: (address: string, chainId: string) => Promise<LiveApproval[]>
}

export function createTransactions(
  context: InstanceContext,
  deps: TransactionsDeps,
): { actions: TransactionActions; signIn: (fields: SIWXMessageFields) => Promise<SignedSignIn | undefined> } {
  const { store, emitter } = context

  /** personal_sign (or the namespace's equivalent) by the active account; throws 'Error signing message' without one */
  async function signMessage(message: string): Promise<string> {
    const address = context.account()?.address
    if (!address) throw new SigningError('ErrorSigningMessage')
    const end = deps.beginTransaction()
    try {
      const namespace = store.getState().activeNamespace
      const signature = await context.adapterFor(namespace).signMessage({ message, address })
      // SPEC §5: an EVM signature is 0x and at least 62 hex digits; anything else is no signature
      if (namespace === 'eip155' && !isSignedMessage(signature)) throw new SigningError('ErrorSigningMessage')
      emitter.emit({ type: 'SIGN_MESSAGE_SUCCESS' })
      return signature
    } catch (error) {
      throw unwrapStale(error)
    } finally {
      end()
    }
  }

  /** the active wallet's one-step sign-in (Adapter.signIn), undefined when it has none */
  async function signIn(fields: SIWXMessageFields): Promise<SignedSignIn | undefined> {
    const adapter = context.adapterFor(store.getState().activeNamespace)
    if (!adapter.signIn) return undefined
    const end = deps.beginTransaction()
    try {
      return await adapter.signIn(fields)
    } finally {
      end()
    }
  }

  /** validates per SPEC §5, sends, refreshes the balance; throws a LatchError naming what to fix */
  async function send(request: SendRequest): Promise<string> {
    const missing = sendFormError({ amount: request.amount, receiver: request.receiver, token: request.token })
    if (missing) throw new InvalidInputError(missing)
    const { activeNetwork, unsupportedNetwork } = store.getState()
    if (unsupportedNetwork) throw new ChainNotSupportedError('UnsupportedChain')
    const adapter = context.adapterFor(activeNetwork.chainNamespace)
    // SPEC §5 per namespace: 0x + 40 hex on eip155, 32–44 base58 on solana, the adapter's own rule elsewhere
    const isAddress = adapter.isAddress ?? addressRuleOf(activeNetwork.chainNamespace)
    if (isAddress && !isAddress(request.receiver.trim())) throw new InvalidInputError('SendInvalidAddress')
    const token = request.token as NonNullable<SendRequest['token']>
    const value = parseUnits(request.amount, token.decimals)
    if (value === undefined || value <= 0n) throw new InvalidInputError('SendInvalidAmount')
    // nothing is sent above what the account holds, when its balance is known
    const heldNow = () => {
      const { balance, tokenBalances } = store.getState()
      return token.address
        ? tokenBalances.find((entry) => entry.address?.toLowerCase() === token.address?.toLowerCase())?.quantity.numeric
        : balance?.value.toString()
    }
    const above = (held: string | undefined) => held !== undefined && value > BigInt(held)
    // a refusal is never made on a cached balance: funds may have arrived since it was read
    if (above(heldNow())) await deps.freshBalance().catch(() => undefined)
    if (above(heldNow())) throw new InsufficientFundsError('SendInsufficientBalance')
    const end = deps.beginTransaction()
    let hash: string
    try {
      hash = await adapter.sendTransaction({
        to: request.receiver.trim(),
        value,
        tokenAddress: token.address,
        network: activeNetwork,
      })
    } catch (error) {
      throw unwrapStale(error)
    } finally {
      end()
    }
    // SPEC §5: an EVM transaction hash is 0x and 64 hex digits; no history is polled for anything else
    if (activeNetwork.chainNamespace === 'eip155' && !isTransactionHash(hash))
      throw new SigningError('WalletAnswerInvalid', { params: { reason: INVALID_HASH } })
    emitter.emit({ type: 'SEND_SUCCESS', data: { hash } })
    deps.afterSend(hash)
    deps.refreshBalance()
    return hash
  }

  /** the connected EVM account, and a read of the active network's own RPC; approvals are EVM's */
  async function approvalsContext() {
    const { activeNetwork } = store.getState()
    const owner = store.getState().accounts.eip155?.address
    if (!owner || activeNetwork.chainNamespace !== 'eip155') throw new ChainNotSupportedError('UnsupportedChain')
    const rpcUrl = activeNetwork.rpcUrls.default.http[0]
    if (!rpcUrl) throw latchError('RpcNoUrl')
    // its own chunk: the view that lists approvals is the only one that needs it
    const live = await import('../approvals/live.ts')
    return { owner, live, read: live.chainRead(rpcUrl) }
  }

  async function getApprovals(): Promise<LiveApproval[]> {
    const { owner, live, read } = await approvalsContext()
    const { cloudApprovals } = deps
    const chainId = store.getState().activeNetwork.caipNetworkId
    return live.listApprovals(read, owner, cloudApprovals && (() => cloudApprovals(owner, chainId)))
  }

  async function revokeApproval(approval: LiveApproval): Promise<string> {
    const { owner, live, read } = await approvalsContext()
    const provider = (await context.adapterFor('eip155').getProvider()) as RevokeWallet
    const end = deps.beginTransaction()
    try {
      return await live.revokeApproval(provider, read, owner, approval)
    } catch (error) {
      throw unwrapStale(error)
    } finally {
      end()
    }
  }

  return { actions: { signMessage, send, getApprovals, revokeApproval }, signIn }
}

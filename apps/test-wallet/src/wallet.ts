// The wallet's state and actions, apart from React: pending proposals and requests, live sessions, and the
// chain each session is on. Every value from the dApp is kept as data and rendered as text by the view.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { accountFor, DEFAULT_ACCOUNT } from './accounts.ts'
import { approvedNamespaces, sessionAddress, SUPPORTED_CHAINS, type Proposal, type Session } from './namespaces.ts'
import { bitcoinAddresses } from './bitcoin.ts'
import { executeRequest, requestedChain, WalletRequestError } from './requests.ts'

export interface PendingRequest {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
  /** the dApp's own name for itself (untrusted) */
  dappName: string
}

export interface WalletState {
  address: `0x${string}`
  proposals: Proposal[]
  requests: PendingRequest[]
  sessions: Session[]
  /** the chain each session is on, by topic */
  chains: Record<string, string>
  notice?: string
  error?: string
}

const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }

export class TestWallet {
  private listeners = new Set<() => void>()
  state: WalletState

  constructor(private readonly kit: IWalletKit) {
    const sessions = Object.values(kit.getActiveSessions())
    this.state = {
      address: DEFAULT_ACCOUNT.address,
      proposals: [],
      requests: [],
      sessions,
      chains: Object.fromEntries(sessions.map((session) => [session.topic, SUPPORTED_CHAINS[0]!])),
    }
    kit.on('session_proposal', (event) => this.update({ proposals: [...this.state.proposals, event.params] }))
    kit.on('proposal_expire', ({ id }) =>
      this.update({ proposals: this.state.proposals.filter((proposal) => proposal.id !== id) }),
    )
    kit.on('session_request', (event) => this.onRequest(event))
    kit.on('session_delete', () => this.refreshSessions('The dApp ended a session'))
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getState = (): WalletState => this.state

  setAccount(address: `0x${string}`): void {
    this.update({ address })
  }

  async pair(uri: string): Promise<void> {
    await this.attempt('Pairing…', async () => {
      await this.kit.pair({ uri: uri.trim() })
      return 'Paired: waiting for the connection request'
    })
  }

  async approveProposal(proposal: Proposal): Promise<void> {
    await this.attempt('Approving…', async () => {
      const namespaces = approvedNamespaces(proposal, this.state.address)
      const session = await this.kit.approveSession({ id: proposal.id, namespaces })
      const wanted = [
        ...Object.values(proposal.requiredNamespaces),
        ...Object.values(proposal.optionalNamespaces ?? {}),
      ]
        .flatMap((namespace) => namespace.chains ?? [])
        .find((chain) => SUPPORTED_CHAINS.includes(chain))
      this.update({ chains: { ...this.state.chains, [session.topic]: wanted ?? SUPPORTED_CHAINS[0]! } })
      this.dropProposal(proposal.id)
      this.refreshSessions()
      return `Connected to ${session.peer.metadata.name}`
    })
  }

  async rejectProposal(proposal: Proposal): Promise<void> {
    await this.attempt('Rejecting…', async () => {
      this.dropProposal(proposal.id)
      await this.kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return 'Connection request rejected'
    })
  }

  async approveRequest(request: PendingRequest): Promise<void> {
    await this.attempt('Approving…', async () => {
      this.dropRequest(request.id)
      const session = this.state.sessions.find((candidate) => candidate.topic === request.topic)
      const account = session && accountFor(sessionAddress(session) ?? '')
      if (!account) throw new Error('No account for this session')
      try {
        const result = await executeRequest(request, account)
        await this.kit.respondSessionRequest({
          topic: request.topic,
          response: { id: request.id, jsonrpc: '2.0', result },
        })
      } catch (error) {
        await this.respondError(
          request,
          error instanceof WalletRequestError ? error : { code: -32603, message: String(error) },
        )
        throw error
      }
      if (request.method === 'wallet_switchEthereumChain')
        await this.switchChain(request.topic, requestedChain(request.params))
      return 'Request approved'
    })
  }

  async rejectRequest(request: PendingRequest): Promise<void> {
    await this.attempt('Rejecting…', async () => {
      this.dropRequest(request.id)
      await this.respondError(request, USER_REJECTED)
      return 'Request rejected'
    })
  }

  async disconnect(topic: string): Promise<void> {
    await this.attempt('Disconnecting…', async () => {
      await this.kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      this.refreshSessions()
      return 'Disconnected'
    })
  }

  private async switchChain(topic: string, chainId: string): Promise<void> {
    this.update({ chains: { ...this.state.chains, [topic]: chainId } })
    await this.kit.emitSessionEvent({
      topic,
      chainId,
      event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
    })
  }

  private onRequest(event: WalletKitTypes.SessionRequest): void {
    // a read of the Bitcoin accounts the session already shares: answered without asking
    if (event.params.request.method === 'getAccountAddresses' && event.params.chainId.startsWith('bip122:')) {
      void this.kit.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: bitcoinAddresses() },
      })
      return
    }
    const session = this.state.sessions.find((candidate) => candidate.topic === event.topic)
    const request: PendingRequest = {
      id: event.id,
      topic: event.topic,
      method: event.params.request.method,
      params: event.params.request.params,
      chainId: event.params.chainId,
      dappName: session?.peer.metadata.name ?? 'Unknown dApp',
    }
    this.update({ requests: [...this.state.requests, request] })
  }

  private respondError(request: PendingRequest, error: { code: number; message: string }): Promise<void> {
    return this.kit.respondSessionRequest({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', error: { code: error.code, message: error.message } },
    })
  }

  private refreshSessions(notice?: string): void {
    const sessions = Object.values(this.kit.getActiveSessions())
    const live = new Set(sessions.map((session) => session.topic))
    this.update({
      sessions,
      requests: this.state.requests.filter((request) => live.has(request.topic)),
      ...(notice ? { notice } : {}),
    })
  }

  private dropProposal(id: number): void {
    this.update({ proposals: this.state.proposals.filter((proposal) => proposal.id !== id) })
  }

  private dropRequest(id: number): void {
    this.update({ requests: this.state.requests.filter((request) => request.id !== id) })
  }

  private async attempt(progress: string, action: () => Promise<string>): Promise<void> {
    this.update({ notice: progress, error: undefined })
    try {
      this.update({ notice: await action() })
    } catch (error) {
      this.update({ notice: undefined, error: error instanceof Error ? error.message : String(error) })
    }
  }

  private update(patch: Partial<WalletState>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}

// The phone wallet: a WalletKit client in the test's process (Node) that pairs by the dApp's URI, as a user scanning the
// QR code with a phone does, over the relay the dApp uses. It approves the proposal and answers the session's requests
// with a local account (eth_sendTransaction to the chain's RPC URL), each as the test scripts it, and records what it
// was asked and what it signed. The user's own moves (another chain, another account, disconnect) are its methods.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import type { Hex, LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { evmSigner } from './evmSigner.ts'
import { codeOf, isSigning, messageOf, phoneAnswers } from './phoneAnswers.ts'
import { createPhoneKit } from './phoneKit.ts'
import { newSolanaAccount } from './phoneSolana.ts'
import { type WalletAnswer, walletScriptInPage } from './walletScriptInPage.ts'

/** The mnemonic of anvil's (and Hardhat's) dev accounts: public, never a real one. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The options of {@link startPhoneWallet}: the relay, the accounts, the chains. */
export interface PhoneWalletOptions {
  /** the WalletConnect relay the dApp pairs through, e.g. `ws://127.0.0.1:8787/relay` */
  relayUrl: string
  /** the project id the wallet gives the relay (default `'latch-test-wallet'`); Latch's relay takes only a project it
   * knows, so give the dApp's own project id there */
  projectId?: string
  /** the EVM account: a viem local account, or the index of one of anvil's dev accounts (default 0) */
  account?: LocalAccount | number
  /** the chains the wallet approves: chain id → the RPC URL its eth_sendTransaction goes to */
  chains: Record<number, string>
  /** the chains a wallet_switchEthereumChain succeeds on at once (default: all of `chains`); any other answers 4902
   * until wallet_addEthereumChain adds it */
  knownChains?: number[]
  /** Solana: the CAIP-2 chains to approve when proposed; `solana_signMessage` is signed with a new ed25519 key */
  solana?: { chains: string[] }
  /** lists the EVM address in lower case on every chain after the first, as some wallets do */
  mixedCaseAccounts?: boolean
  /** the name the dApp sees (default `'Latch Phone Wallet'`) */
  name?: string
}

/** A request the wallet was asked, in order. */
export interface PhoneWalletRequest {
  method: string
  params: unknown
  /** CAIP-2, e.g. `eip155:31337` */
  chainId: string
}

/** A signature or transaction the wallet gave, in order: the request and its result. */
export interface PhoneWalletSignature extends PhoneWalletRequest {
  result: unknown
}

/** The wallet's proposal event, as WalletKit gives it. */
export type PhoneWalletProposal = WalletKitTypes.SessionProposal

/** The session WalletKit settled with the dApp. */
export type PhoneWalletSession = ReturnType<IWalletKit['getActiveSessions']>[string]

/** A wallet error with its EIP-1193 (or WalletConnect) code. */
const topicOf = (uri: string) => /^wc:([0-9a-f]+)@/.exec(uri)?.[1] ?? ''

/**
 * Starts a phone wallet in the test's process (Node): a WalletKit client on `relayUrl` that pairs by a WalletConnect URI
 * (the one the dApp shows as a QR code). It approves the proposal with its EVM account on `chains` (and Solana when
 * asked), then answers `personal_sign`, `eth_sign`, `eth_signTypedData_v4`, `eth_sendTransaction` (signed here, sent to
 * the chain's RPC URL), `wallet_switchEthereumChain`, `wallet_addEthereumChain` and `solana_signMessage`; anything else
 * gets 4200. Each answer can be scripted with {@link PhoneWallet.script}. Import it from `@latch/testing/phone`.
 *
 * @example
 * ```ts
 * const phone = await startPhoneWallet({ relayUrl, chains: { 31337: rpcUrl } })
 * const connecting = latch.connect('WALLET_CONNECT')
 * // … once the dApp shows its QR code, the phone scans it
 * await phone.pair(latch.getState().pairingUri as string)
 * await connecting
 * phone.script('personal_sign', 'reject') // the user rejects the next signature request (4001)
 * // … the dApp asks; phone.requests lists what it was asked, phone.signed what it signed
 * await phone.stop()
 * ```
 */
export async function startPhoneWallet(options: PhoneWalletOptions) {
  const accountOf = (account: LocalAccount | number = 0) =>
    typeof account === 'number' ? mnemonicToAccount(DEV_MNEMONIC, { addressIndex: account }) : account
  let account = accountOf(options.account)
  let sign = evmSigner(account, options.chains)
  let solana = newSolanaAccount()
  const chains = Object.keys(options.chains).map(Number)
  const known = new Set(options.knownChains ?? chains)
  const scripted = walletScriptInPage()
  const requests: PhoneWalletRequest[] = []
  const signed: PhoneWalletSignature[] = []
  const proposals: PhoneWalletProposal[] = []
  /** pair()'s promise for each pairing topic, settled by the proposal that comes over it */
  const pairings = new Map<
    string,
    { resolve: (session: PhoneWalletSession | undefined) => void; reject: (error: unknown) => void }
  >()
  const kit = await createPhoneKit({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'latch-test-wallet',
    storagePrefix: `latch-phone-${Math.random().toString(36).slice(2)}`,
    name: options.name ?? 'Latch Phone Wallet',
  })

  const evmAddress = (index: number) =>
    options.mixedCaseAccounts && index > 0 ? account.address.toLowerCase() : account.address

  async function onProposal(proposal: PhoneWalletProposal) {
    proposals.push(proposal)
    const pending = pairings.get(proposal.params.pairingTopic)
    pairings.delete(proposal.params.pairingTopic)
    try {
      pending?.resolve(await approveOrReject(proposal))
    } catch (error) {
      pending?.reject(error)
    }
  }

  /** the scripted answer to a proposal: the session approved, or undefined once rejected */
  async function approveOrReject(proposal: PhoneWalletProposal): Promise<PhoneWalletSession | undefined> {
    try {
      await scripted.answer('session_proposal')
    } catch (error) {
      const reason =
        codeOf(error) === 4001 ? getSdkError('USER_REJECTED') : { code: codeOf(error), message: messageOf(error) }
      await kit.rejectSession({ id: proposal.id, reason })
      return undefined
    }
    const proposed = (namespace: string) =>
      proposal.params.optionalNamespaces?.[namespace] ?? proposal.params.requiredNamespaces[namespace]
    const evm = proposed('eip155')
    const caip = chains.map((id) => `eip155:${id}`)
    const namespaces: PhoneWalletSession['namespaces'] = {
      eip155: {
        chains: caip,
        accounts: caip.map((chain, index) => `${chain}:${evmAddress(index)}`),
        methods: evm?.methods ?? [],
        events: evm?.events ?? [],
      },
    }
    const sol = proposed('solana')
    if (sol && options.solana?.chains.length)
      namespaces.solana = {
        chains: options.solana.chains,
        accounts: options.solana.chains.map((chain) => `${chain}:${solana.address}`),
        methods: sol.methods,
        events: sol.events,
      }
    return kit.approveSession({ id: proposal.id, namespaces })
  }

  const answer = phoneAnswers({
    chains: options.chains,
    known,
    sign: (...args) => sign(...args),
    solana: () => solana,
    chainChanged: (topic, chain) =>
      kit.emitSessionEvent({ topic, chainId: `eip155:${chain}`, event: { name: 'chainChanged', data: chain } }),
  })

  async function onRequest(event: WalletKitTypes.SessionRequest) {
    const { topic, id } = event
    const { request, chainId } = event.params
    const asked = { method: request.method, params: request.params as unknown, chainId }
    requests.push(asked)
    try {
      await scripted.answer(request.method)
      const result = await answer(request.method, request.params, chainId, topic)
      if (isSigning(request.method)) signed.push({ ...asked, result })
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      await kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: codeOf(error), message: messageOf(error) } },
      })
    }
  }

  kit.on('session_proposal', (proposal) => void onProposal(proposal))
  kit.on('session_request', (event) => void onRequest(event))

  const sessions = () => Object.values(kit.getActiveSessions())

  /** an accountsChanged event on the namespace's first chain of every session, with `data` of that chain */
  async function emitAccountsChanged(namespace: 'eip155' | 'solana', data: (chain: string) => unknown[]) {
    for (const session of sessions()) {
      const chain = session.namespaces[namespace]?.chains?.[0]
      if (chain)
        await kit.emitSessionEvent({
          topic: session.topic,
          chainId: chain,
          event: { name: 'accountsChanged', data: data(chain) },
        })
    }
  }

  /** as a wallet does when its user picks another account: each session's namespace updated, then accountsChanged */
  async function announceAccount(namespace: 'eip155' | 'solana', address: string) {
    for (const session of sessions()) {
      const current = session.namespaces[namespace]
      if (!current?.chains?.length) continue
      const namespaces = {
        ...session.namespaces,
        [namespace]: { ...current, accounts: current.chains.map((chain) => `${chain}:${address}`) },
      }
      await (await kit.updateSession({ topic: session.topic, namespaces })).acknowledged()
    }
    await emitAccountsChanged(namespace, (chain) => [`${chain}:${address}`])
  }

  return {
    /** the WalletKit client itself, for what the helpers here do not cover */
    kit,
    /** the EVM account's address */
    get address(): Hex {
      return account.address
    },
    /** the Solana account's address: its ed25519 public key, base58 */
    get solanaAddress(): string {
      return solana.address
    },
    /** the Solana account's ed25519 public key */
    get solanaPublicKey(): Uint8Array {
      return solana.publicKey
    },
    /** every request the wallet was asked, in order (answered, failed or held) */
    requests,
    /** every signature and transaction the wallet gave, in order, with its result */
    signed,
    /** every session proposal the wallet received, in order */
    proposals,
    /**
     * Pairs with the dApp's URI, as a scan of its QR code does; resolves with the session once the wallet approved
     * the proposal, or `undefined` when it rejected it (scripted with `script('session_proposal', …)`); rejects when
     * the approval fails (a proposal that requires what the wallet lacks).
     */
    pair(uri: string): Promise<PhoneWalletSession | undefined> {
      const settled = new Promise<PhoneWalletSession | undefined>((resolve, reject) =>
        pairings.set(topicOf(uri), { resolve, reject }),
      )
      return kit.pair({ uri }).then(() => settled)
    },
    /**
     * The next request of `method` gets `answer` (once; scripts for one method answer in order): `'reject'` (the user
     * rejects, 4001), `'hang'` (no answer until {@link release}, then the usual one) or `{ code, message }` (the wallet
     * fails with that error). `'session_proposal'` scripts the next proposal (a rejection is WalletConnect's
     * USER_REJECTED, 5000).
     */
    script(method: string, answer: WalletAnswer): void {
      scripted.script(method, answer)
    },
    /** every held request goes on, with the answer it would have had */
    release(): void {
      scripted.release()
    },
    /** the user switches the wallet to `chainId`: chainChanged on every session (the session's chain must be approved) */
    async switchChain(chainId: number): Promise<void> {
      for (const session of sessions())
        await kit.emitSessionEvent({
          topic: session.topic,
          chainId: `eip155:${chainId}`,
          event: { name: 'chainChanged', data: chainId },
        })
    },
    /** the user picks another EVM account (a local account, or an index of anvil's dev accounts) */
    async switchAccount(next: LocalAccount | number): Promise<void> {
      account = accountOf(next)
      sign = evmSigner(account, options.chains)
      await announceAccount('eip155', account.address)
    },
    /** the user picks another (new) Solana account */
    async switchSolanaAccount(): Promise<void> {
      solana = newSolanaAccount()
      await announceAccount('solana', solana.address)
    },
    /** an accountsChanged event with any data, the session left as it is (as a wallet with a bug sends it) */
    emitAccountsChanged: (namespace: 'eip155' | 'solana', data: unknown[]) =>
      emitAccountsChanged(namespace, () => data),
    /** the user disconnects every session in the wallet (USER_DISCONNECTED) */
    async disconnect(): Promise<void> {
      for (const session of sessions())
        await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    /** closes the wallet's relay connection (a request still held stays unanswered) */
    async stop(): Promise<void> {
      await kit.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** A running phone wallet: what {@link startPhoneWallet} resolves with. */
export type PhoneWallet = Awaited<ReturnType<typeof startPhoneWallet>>

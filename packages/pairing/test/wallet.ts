// The wallet side of a pairing, in Node: a SignClient that approves or rejects proposals and answers
// requests with a devnet key (and, for solana, an ed25519 key). The browser test wallet
// (apps/test-wallet) does the same on a page.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { createPairingCore } from '../src/provider.ts'

type Request = SignClientTypes.EventArguments['session_request']

export interface WalletOptions {
  relayUrl: string
  addressIndex: number
  chains: number[]
  /** chains a switch request succeeds on at once; any other answers 4902 until added */
  knownChains: number[]
  /** solana CAIP-2 ids to approve when proposed; solana_signMessage is signed with an ed25519 key */
  solanaChains?: string[]
  /** lists the eip155 address in lower case on every chain after the first, as some wallets do */
  mixedCaseAccounts?: boolean
}

export async function startTestWallet(options: WalletOptions) {
  const accountAt = (addressIndex: number) =>
    mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })
  let account = accountAt(options.addressIndex)
  const core = createPairingCore({
    relayUrl: options.relayUrl,
    projectId: 'latch-test-wallet',
    metadata: { name: 'Node test wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [],
    storage: memoryKeyValueStorage(),
    storagePrefix: `wallet-${options.addressIndex}`,
  })
  const client = await SignClient.init({
    core,
    metadata: { name: 'Node test wallet', description: 'Answers pairing requests', url: 'http://127.0.0.1', icons: [] },
  })
  // the Solana account: an ed25519 key whose base58 public key is the address (encoded by @scure/base,
  // independently of the dApp's own encoder)
  let solanaSecret = ed25519.utils.randomPrivateKey()
  let solanaPublicKey = ed25519.getPublicKey(solanaSecret)
  let solanaAddress = base58.encode(solanaPublicKey)
  const known = new Set(options.knownChains)
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const proposals: SignClientTypes.EventArguments['session_proposal'][] = []
  let decide: 'approve' | 'reject' = 'approve'
  let settled: (session: SessionTypes.Struct | undefined) => void = () => {}

  client.on('session_proposal', async (proposal) => {
    proposals.push(proposal)
    if (decide === 'reject') {
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      settled(undefined)
      return
    }
    const chains = options.chains.map((id) => `eip155:${id}`)
    const proposed = (namespace: string) =>
      proposal.params.optionalNamespaces[namespace] ?? proposal.params.requiredNamespaces[namespace]
    const requested = proposed('eip155')
    const address = (index: number) =>
      options.mixedCaseAccounts && index > 0 ? account.address.toLowerCase() : account.address
    const namespaces: SessionTypes.Namespaces = {
      eip155: {
        chains,
        accounts: chains.map((chain, index) => `${chain}:${address(index)}`),
        methods: requested?.methods ?? [],
        events: requested?.events ?? [],
      },
    }
    const solana = proposed('solana')
    if (solana && options.solanaChains?.length) {
      namespaces.solana = {
        chains: options.solanaChains,
        accounts: options.solanaChains.map((chain) => `${chain}:${solanaAddress}`),
        methods: solana.methods,
        events: solana.events,
      }
    }
    const { acknowledged } = await client.approve({ id: proposal.id, namespaces })
    settled(await acknowledged())
  })

  client.on('session_request', async (event: Request) => {
    const { topic, id } = event
    const { request, chainId } = event.params
    requests.push({ method: request.method, params: request.params, chainId })
    const respond = (result: unknown) => client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    const params = request.params as unknown[]
    switch (request.method) {
      case 'personal_sign':
        return respond(await account.signMessage({ message: { raw: params[0] as Hex } }))
      case 'solana_signMessage': {
        // the message arrives base58-encoded (SPEC §7); the signature goes back base58-encoded too
        const { message, pubkey } = request.params as { message: string; pubkey: string }
        if (pubkey !== solanaAddress) return fail(4100, 'Unknown pubkey')
        return respond({ signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) })
      }
      case 'wallet_switchEthereumChain': {
        const chain = Number.parseInt((params[0] as { chainId: string }).chainId, 16)
        if (!known.has(chain)) return fail(4902, 'Unrecognized chain ID')
        // the event goes out before the answer, so nothing of this session is still in flight after it
        await client.emit({ topic, chainId: `eip155:${chain}`, event: { name: 'chainChanged', data: chain } })
        return respond(null)
      }
      case 'wallet_addEthereumChain': {
        const chain = Number.parseInt((params[0] as { chainId: string }).chainId, 16)
        known.add(chain)
        // the event goes out before the answer, so nothing of this session is still in flight after it
        await client.emit({ topic, chainId: `eip155:${chain}`, event: { name: 'chainChanged', data: chain } })
        return respond(null)
      }
      default:
        return fail(4200, 'Unsupported method')
    }
  })

  /** an accountsChanged event on the namespace's first chain, with `data` of its chain (CAIP-2) */
  async function emitAccountsChanged(namespace: 'eip155' | 'solana', data: (chain: string) => unknown[]) {
    for (const session of client.session.getAll()) {
      const chain = session.namespaces[namespace]?.chains?.[0]
      if (chain)
        await client.emit({
          topic: session.topic,
          chainId: chain,
          event: { name: 'accountsChanged', data: data(chain) },
        })
    }
  }

  /** as a wallet does when its user picks another account: the session's namespace updated, then accountsChanged */
  async function announceAccount(namespace: 'eip155' | 'solana', address: string) {
    for (const session of client.session.getAll()) {
      const current = session.namespaces[namespace]
      if (!current?.chains?.length) continue
      const namespaces = {
        ...session.namespaces,
        [namespace]: { ...current, accounts: current.chains.map((chain) => `${chain}:${address}`) },
      }
      await (await client.update({ topic: session.topic, namespaces })).acknowledged()
    }
    await emitAccountsChanged(namespace, (chain) => [`${chain}:${address}`])
  }

  return {
    get address() {
      return account.address
    },
    /** the Solana account's address: its ed25519 public key, base58 */
    get solanaAddress() {
      return solanaAddress
    },
    get solanaPublicKey() {
      return solanaPublicKey
    },
    /** an accountsChanged event with any data, the session left as it is (as a wallet with a bug sends it) */
    emitAccountsChanged: (namespace: 'eip155' | 'solana', data: unknown[]) =>
      emitAccountsChanged(namespace, () => data),
    /** the user picks dev account `addressIndex` */
    async switchEvmAccount(addressIndex: number) {
      account = accountAt(addressIndex)
      await announceAccount('eip155', account.address)
    },
    /** the user picks another (new) Solana account */
    async switchSolanaAccount() {
      solanaSecret = ed25519.utils.randomPrivateKey()
      solanaPublicKey = ed25519.getPublicKey(solanaSecret)
      solanaAddress = base58.encode(solanaPublicKey)
      await announceAccount('solana', solanaAddress)
    },
    requests,
    proposals,
    /** pairs with the dApp's link; resolves with the session once approved (undefined when rejected) */
    pair(uri: string, decision: 'approve' | 'reject' = 'approve'): Promise<SessionTypes.Struct | undefined> {
      decide = decision
      const done = new Promise<SessionTypes.Struct | undefined>((resolve) => {
        settled = resolve
      })
      void client.core.pairing.pair({ uri })
      return done
    },
    async disconnectAll() {
      for (const session of client.session.getAll())
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async stop() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>

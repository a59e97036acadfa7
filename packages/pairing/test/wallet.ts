// The wallet side of a pairing, in Node: a SignClient that approves or rejects proposals and answers
// requests with a devnet key. The browser test wallet (apps/test-wallet) does the same on a page.
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
}

export async function startTestWallet(options: WalletOptions) {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: options.addressIndex,
  })
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
    const requested = proposal.params.optionalNamespaces.eip155 ?? proposal.params.requiredNamespaces.eip155
    const { acknowledged } = await client.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: requested?.methods ?? [],
          events: requested?.events ?? [],
        },
      },
    })
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

  return {
    address: account.address,
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

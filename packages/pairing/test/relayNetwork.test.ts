// Which relay and which project the pairing Core names when it connects. The public WalletConnect network
// (wss://relay.walletconnect.org) cannot be reached from here, so a plain WebSocket server stands in for it: it records
// the connection the Core opens (the URL, its project id and its signed auth) and answers nothing else.
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { createPairingCore } from '../src/provider.ts'
import { defineNetwork } from '@latch/core'
import { connect, createConfig, http } from '@wagmi/core'
import { pairingConnector } from '../src/connector.ts'

const metadata = { name: 'Latch test dApp', description: 'Relay network test', url: 'http://127.0.0.1:5173', icons: [] }

let standIn: WebSocketServer
let relayUrl: string
const upgrades: IncomingMessage[] = []

beforeAll(async () => {
  standIn = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  standIn.on('connection', (_socket, request) => upgrades.push(request))
  await new Promise((resolve) => standIn.once('listening', resolve))
  relayUrl = `ws://127.0.0.1:${(standIn.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const client of standIn.clients) client.terminate()
  await new Promise((resolve) => standIn.close(resolve))
})

/** the query of the next connection the stand-in receives */
async function nextConnection(): Promise<URLSearchParams> {
  const seen = upgrades.length
  await expect.poll(() => upgrades.length, { timeout: 10_000 }).toBeGreaterThan(seen)
  return new URL(upgrades[seen]?.url ?? '', 'ws://stand-in').searchParams
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

describe('the relay a pairing connects to', () => {
  it('R-7.62 a WalletConnect network project id reaches the relay in place of the Latch project id, with an auth signed for that relay', async () => {
    const core = createPairingCore({
      relayUrl,
      projectId: 'latch-app',
      relayProjectId: 'wc-network-0123456789abcdef',
      metadata,
      networks: [],
      storage: memoryKeyValueStorage(),
      storagePrefix: `network-${Math.random()}`,
    })
    expect(core.relayUrl).toBe(relayUrl)
    await core.start()
    const connecting = nextConnection()
    // a new pairing link subscribes to its topic, which opens the relay connection
    void core.pairing.create().catch(() => {})
    const query = await connecting
    expect(query.get('projectId')).toBe('wc-network-0123456789abcdef')
    const auth = jwtPayload(query.get('auth') ?? '')
    expect(auth.aud).toBe(relayUrl)
    expect(String(auth.iss)).toMatch(/^did:key:/)
    await core.relayer.transportClose().catch(() => {})
  })

  it("without a network project id the relay is told the Latch project, as Latch's own relay expects", async () => {
    const core = createPairingCore({
      relayUrl,
      projectId: 'latch-app',
      metadata,
      networks: [],
      storage: memoryKeyValueStorage(),
      storagePrefix: `own-${Math.random()}`,
    })
    await core.start()
    const connecting = nextConnection()
    // a new pairing link subscribes to its topic, which opens the relay connection
    void core.pairing.create().catch(() => {})
    expect((await connecting).get('projectId')).toBe('latch-app')
    await core.relayer.transportClose().catch(() => {})
  })

  it('R-9.67 the Latch cloud RPC proxy is still asked for the Latch project when the relay is told another one', async () => {
    const proposals: unknown[] = []
    // stands in for the provider: records the proposal the connector makes, then the wallet declines
    const provider = {
      session: undefined,
      on: () => provider,
      removeListener: () => provider,
      connect: async (proposal: unknown) => {
        proposals.push(proposal)
        throw Object.assign(new Error('declined'), { code: 5000 })
      },
    }
    const mainnet = defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    const config = createConfig({
      chains: [
        {
          id: 1,
          name: 'Ethereum',
          nativeCurrency: mainnet.nativeCurrency,
          rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
        },
      ],
      transports: { 1: http('http://127.0.0.1:1') },
      connectors: [
        pairingConnector({
          relayUrl,
          projectId: 'latch-app',
          relayProjectId: 'wc-network-0123456789abcdef',
          cloudUrl: 'https://cloud.example.com',
          metadata,
          networks: [mainnet],
          provider: async () => provider as never,
        }),
      ],
      multiInjectedProviderDiscovery: false,
    })
    const [connector] = config.connectors
    if (!connector) throw new Error('the config has no connector')
    await expect(connect(config, { connector })).rejects.toThrow()
    const rpc = new URL(
      JSON.stringify(proposals[0]).match(/https:\/\/cloud\.example\.com\/v1[^"]*/)?.[0] ?? 'http://none',
    )
    expect(rpc.searchParams.get('projectId')).toBe('latch-app')
  })
})

// A real WalletConnect v2 pairing through our relay, in Node: @walletconnect/sign-client as the dApp and a second
// SignClient as the wallet (each on a Core built here: telemetry off, verify resolving at once, storage in memory),
// connect → approve → personal_sign answered → a session on both sides..
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cloudConfigSchema } from '../src/config.ts'
import { type RunningCloud, startCloud } from '../src/server.ts'
import { seedRelayProject } from './relay-client.ts'
import { memoryKeyValueStorage } from '@latch/pairing'

type Client = Awaited<ReturnType<typeof SignClient.init>>

const PROJECT_ID = 'latch-relay-test'
// devnet account 1 of the `test … junk` mnemonic
const ACCOUNT = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 1 })
const DAPP_METADATA = {
  name: 'Latch Relay Test dApp',
  description: 'pairs through the Latch relay',
  url: 'http://127.0.0.1:5173',
  icons: ['http://127.0.0.1:5173/icon.svg'],
}
const WALLET_METADATA = {
  name: 'Latch Test Wallet',
  description: 'stand-in mobile wallet',
  url: 'http://localhost:5174',
  icons: [],
}

/** a Core that never calls a vendor host: telemetry off, verify answering at once (MACHINE-NOTES) */
function offlineCore(relayUrl: string, prefix: string) {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl,
    customStoragePrefix: prefix,
    telemetryEnabled: false,
    logger: 'error',
    storage: memoryKeyValueStorage(),
  })
  ;(core.verify as unknown as { init: () => Promise<void> }).init = async () => {}
  core.verify.register = async () => undefined as unknown as string
  core.verify.resolve = async () => ({ origin: '' }) as Awaited<ReturnType<typeof core.verify.resolve>>
  return core
}

const TOPOLOGIES = [
  { name: 'one relay', clouds: 1, redis: false },
  { name: 'dApp and wallet on two cloud instances sharing Redis', clouds: 2, redis: true },
] as const

for (const topology of TOPOLOGIES) {
  describe(`real pairing: ${topology.name}`, () => {
    const clouds: RunningCloud[] = []
    const dirs: string[] = []
    let dapp: Client
    let wallet: Client

    beforeAll(async () => {
      const redisUrl = topology.redis ? inject('redisUrl') : undefined
      for (let index = 0; index < topology.clouds; index++) {
        const dataDir = mkdtempSync(join(tmpdir(), 'latch-relay-pairing-'))
        dirs.push(dataDir)
        const cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false, redisUrl }))
        clouds.push(cloud)
        await seedRelayProject(cloud.context, PROJECT_ID)
      }
      const relayOf = (cloud: RunningCloud) => `${cloud.url.replace('http', 'ws')}/relay`
      const suffix = `${process.pid}-${Date.now()}-${topology.clouds}`
      ;[dapp, wallet] = await Promise.all([
        SignClient.init({
          core: offlineCore(relayOf(clouds[0] as RunningCloud), `dapp-${suffix}`),
          projectId: PROJECT_ID,
          metadata: DAPP_METADATA,
          telemetryEnabled: false,
          logger: 'error',
        }),
        SignClient.init({
          core: offlineCore(relayOf(clouds.at(-1) as RunningCloud), `wallet-${suffix}`),
          projectId: PROJECT_ID,
          metadata: WALLET_METADATA,
          telemetryEnabled: false,
          logger: 'error',
        }),
      ])
    })

    afterAll(async () => {
      for (const client of [dapp, wallet]) {
        if (!client) continue
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
      }
      await Promise.all(clouds.map((cloud) => cloud.stop()))
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    })

    it('pairs a dApp and a wallet through the relay: proposal, approval, a personal_sign answered, the session on both sides', async () => {
      const chain = 'eip155:31337'
      const proposal = new Promise<{ id: number; metadata: typeof DAPP_METADATA }>((resolve) =>
        wallet.once('session_proposal', ({ id, params }) =>
          resolve({ id, metadata: params.proposer.metadata as typeof DAPP_METADATA }),
        ),
      )
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: [chain],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      await wallet.pair({ uri: uri as string })
      const proposed = await proposal
      // the proposal carried the dApp's metadata across the relay
      expect(proposed.metadata).toMatchObject({ name: DAPP_METADATA.name, url: DAPP_METADATA.url })

      const approved = await wallet.approve({
        id: proposed.id,
        namespaces: {
          eip155: {
            chains: [chain],
            accounts: [`${chain}:${ACCOUNT.address}`],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
      const [session] = await Promise.all([approval(), approved.acknowledged()])
      expect(session.topic).toBe(approved.topic)
      expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${ACCOUNT.address}`])
      expect(session.peer.metadata.name).toBe(WALLET_METADATA.name)

      wallet.on('session_request', async ({ topic, id, params }) => {
        const [message] = params.request.params as [Hex, string]
        const signature = await ACCOUNT.signMessage({ message: { raw: message } })
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
      })
      const message = 'Sign in to Latch through our own relay'
      const signature = await dapp.request<Hex>({
        topic: session.topic,
        chainId: chain,
        request: { method: 'personal_sign', params: [stringToHex(message), ACCOUNT.address] },
      })
      expect(await verifyMessage({ address: ACCOUNT.address, message, signature })).toBe(true)

      expect(dapp.session.get(session.topic).acknowledged).toBe(true)
      expect(wallet.session.get(session.topic).peer.metadata.name).toBe(DAPP_METADATA.name)
    })
  })
}

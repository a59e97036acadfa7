// The universal adapter against Latch's own relay (the cloud's ws://<cloud>/relay), with the testing kit's phone
// wallet (WalletKit, in Node) approving; reads go to the anvil devnet.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  connect,
  createConfig,
  disconnect,
  getConnection,
  http,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  watchConnection,
} from '@wagmi/core'
import { createPublicClient, http as rpc, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { pairingConnector } from '../src/connector.ts'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { DEVNET_ETHER as ether, devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'

const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const metadata = {
  name: 'Latch test dApp',
  description: 'Pairing test',
  url: 'http://127.0.0.1:5173',
  icons: ['http://127.0.0.1:5173/icon.png'],
}

let cloud: RunningCloud
let relayUrl: string
let wallet: PhoneWallet
const dataDir = mkdtempSync(join(tmpdir(), 'latch-pairing-'))

beforeAll(async () => {
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  // knows devnet A only: switching to B must add it first
  wallet = await startPhoneWallet({
    relayUrl,
    account: 8,
    chains: { 31337: devnet.rpcUrls[0], 31338: devnet.rpcUrls[1] },
    knownChains: [31337],
  })
})

afterAll(async () => {
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function dapp() {
  const create = pairingConnector({
    relayUrl,
    projectId: 'latch-test',
    metadata,
    networks: [devnetA, devnetB],
    storage: memoryKeyValueStorage(),
    storagePrefix: `dapp-${Math.random()}`,
  })
  const config = createConfig({
    chains: [
      { id: 31337, name: devnetA.name, nativeCurrency: ether, rpcUrls: { default: { http: [devnet.rpcUrls[0]] } } },
      { id: 31338, name: devnetB.name, nativeCurrency: ether, rpcUrls: { default: { http: [devnet.rpcUrls[1]] } } },
    ],
    transports: { 31337: http(devnet.rpcUrls[0]), 31338: http(devnet.rpcUrls[1]) },
    connectors: [create],
    multiInjectedProviderDiscovery: false,
  })
  const connector = config.connectors[0] as (typeof config.connectors)[number]
  /** the next pairing link the connector shows */
  const nextUri = () =>
    new Promise<string>((resolve) => {
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type !== 'display_uri') return
        connector.emitter.off('message', onMessage)
        resolve(data as string)
      }
      connector.emitter.on('message', onMessage)
    })
  return { config, connector, nextUri }
}

describe('pairing connector over a relay', () => {
  it('R-1.3 R-1.22 R-7.62 connects by pairing link, with the dApp metadata, and exposes the session accounts (R-7.61)', async () => {
    const { config, connector, nextUri } = dapp()
    const uri = nextUri()
    const connecting = connect(config, { connector, chainId: 31337 })
    const link = await uri
    expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const session = await wallet.pair(link)
    expect(session?.peer.metadata).toMatchObject(metadata)
    expect(wallet.proposals.at(-1)?.params.proposer.metadata).toMatchObject(metadata)
    const result = await connecting
    expect(result.accounts).toEqual([wallet.address])
    expect(result.chainId).toBe(31337)

    // personal_sign goes to the wallet; the signature verifies against its address
    const signature = await signMessage(config, { message: 'Sign in to Latch' })
    expect(await verifyMessage({ address: wallet.address, message: 'Sign in to Latch', signature })).toBe(true)
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')

    // R-7.57 R-7.58 a switch the wallet does not recognise is followed by wallet_addEthereumChain with SPEC §7 fields
    await switchChain(config, { chainId: 31338 })
    const methods = wallet.requests.map((request) => request.method)
    expect(methods.slice(-2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    const add = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        rpcUrls: [devnet.rpcUrls[1]],
        chainName: 'Latch Devnet 31338',
        nativeCurrency: ether,
        blockExplorerUrls: ['https://explorer.devnet.invalid'],
      },
    ])
    expect(getConnection(config).chainId).toBe(31338)

    // a known chain is one wallet_switchEthereumChain
    const before = wallet.requests.length
    await switchChain(config, { chainId: 31337 })
    expect(wallet.requests.slice(before).map((request) => request.method)).toEqual(['wallet_switchEthereumChain'])
    expect(wallet.requests.at(-1)?.params).toEqual([{ chainId: '0x7a69' }])

    // the wallet ends the session: the dApp side is disconnected (SPEC §4)
    const ended = new Promise<void>((resolve) => {
      const stop = watchConnection(config, {
        onChange(connection) {
          if (connection.status === 'disconnected') {
            stop()
            resolve()
          }
        },
      })
    })
    await wallet.disconnect()
    await ended
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('a rejected proposal rejects the connect as a user rejection', async () => {
    const { config, connector, nextUri } = dapp()
    const uri = nextUri()
    const connecting = connect(config, { connector })
    const outcome = connecting.catch((error: Error) => error)
    wallet.script('session_proposal', 'reject')
    await wallet.pair(await uri)
    const error = await outcome
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' })
    await disconnect(config).catch(() => undefined)
  })
})

describe("the testing kit's phone wallet, scripted", () => {
  // a bound on a relay round trip on a busy machine, not a measure
  const WAIT = { timeout: 20_000 }
  const typedData = {
    domain: { name: 'Latch', version: '1', chainId: 31337 },
    types: { Login: [{ name: 'nonce', type: 'uint256' }] },
    primaryType: 'Login',
    message: { nonce: 7n },
  } as const

  it('R-7.59 a rejected personal_sign rejects in the dApp with 4001, a failure carries its code, a held one resolves only after release; it signs typed data and sends a transaction with its local account, and records each', async () => {
    // a fresh local account, funded on the devnet: no other test signs with it
    const account = privateKeyToAccount(generatePrivateKey())
    const chain = createPublicClient({ transport: rpc(devnet.rpcUrls[0]) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, toHex(parseEther('1'))] as never,
    })
    const phone = await startPhoneWallet({
      relayUrl,
      account,
      chains: { 31337: devnet.rpcUrls[0], 31338: devnet.rpcUrls[1] },
      name: 'Scripted phone',
    })
    const { config, connector, nextUri } = dapp()
    try {
      const uri = nextUri()
      const connecting = connect(config, { connector, chainId: 31337 })
      const session = await phone.pair(await uri)
      expect(session).toMatchObject({ peer: { metadata } })
      expect((await connecting).accounts).toEqual([account.address])

      phone.script('personal_sign', 'reject')
      await expect(signMessage(config, { message: 'rejected' })).rejects.toMatchObject({
        name: 'UserRejectedRequestError',
        code: 4001,
      })
      phone.script('personal_sign', { code: -32000, message: 'The wallet is locked' })
      await expect(signMessage(config, { message: 'failed' })).rejects.toMatchObject({ code: -32000 })
      expect(phone.signed).toEqual([])

      phone.script('personal_sign', 'hang')
      let settled = false
      const held = signMessage(config, { message: 'held' }).finally(() => {
        settled = true
      })
      // the wallet has the request and holds it: the dApp still waits
      await vi.waitFor(() => expect(phone.requests.at(-1)?.params).toEqual([toHex('held'), account.address]), WAIT)
      // a round trip to the dApp and back after it: an answer the wallet had sent would have gone first
      await phone.kit.engine.signClient.ping({ topic: session?.topic as string })
      expect(settled).toBe(false)
      expect(phone.signed).toEqual([])
      phone.release()
      const signature = await held
      expect(await verifyMessage({ address: account.address, message: 'held', signature })).toBe(true)
      expect(phone.signed).toEqual([
        {
          method: 'personal_sign',
          params: [toHex('held'), account.address],
          chainId: 'eip155:31337',
          result: signature,
        },
      ])

      const typed = await signTypedData(config, typedData)
      expect(await verifyTypedData({ address: account.address, ...typedData, signature: typed })).toBe(true)

      // eth_sendTransaction is signed in the wallet and sent to the chain's RPC URL
      const to = privateKeyToAccount(generatePrivateKey()).address
      const hash = await sendTransaction(config, { to, value: 1000n })
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(await chain.getBalance({ address: to })).toBe(1000n)
      expect(phone.signed.map((entry) => entry.method)).toEqual([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
      ])
      expect(phone.signed.at(-1)?.result).toBe(hash)

      // the user switches chain in the wallet: the dApp follows
      await phone.switchChain(31338)
      await vi.waitFor(() => expect(getConnection(config).chainId).toBe(31338), WAIT)

      // the user disconnects in the wallet: the dApp's session ends
      await phone.disconnect()
      await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'), WAIT)
    } finally {
      await disconnect(config).catch(() => undefined)
      await phone.stop()
    }
  })
})

// The universal adapter on more than one namespace: a dApp provider proposing eip155
// and solana through Latch's own relay (the cloud's ws://<cloud>/relay), a Node wallet approving both.
// No Solana chain runs here: signing needs none, so the solana rpc URL is a loopback placeholder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { memoryKeyValueStorage } from '../src/memoryStorage.ts'
import { proposalNamespaces } from '../src/namespaces.ts'
import { createPairingProvider, type PairingProvider } from '../src/provider.ts'
import { pairingAccounts, solanaSignMessage } from '../src/session.ts'
import { devnetNetworks, injectedDevnet, SOLANA_WITHOUT_CHAIN } from '../../../tooling/devnet/src/networks.ts'

const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const solanaMainnet = SOLANA_WITHOUT_CHAIN
const SOLANA_REF = solanaMainnet.id
const metadata = {
  name: 'Latch test dApp',
  description: 'Pairing session test',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

let cloud: RunningCloud
let wallet: PhoneWallet
let provider: PairingProvider
const dataDir = mkdtempSync(join(tmpdir(), 'latch-pairing-session-'))

beforeAll(async () => {
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  const relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  wallet = await startPhoneWallet({
    relayUrl,
    account: 7,
    chains: { 31337: devnet.rpcUrls[0], 31338: devnet.rpcUrls[1] },
    solana: { chains: [`solana:${SOLANA_REF}`] },
    mixedCaseAccounts: true,
  })
  provider = await createPairingProvider({
    relayUrl,
    projectId: 'latch-test',
    metadata,
    networks: [devnetA, devnetB, solanaMainnet],
    storage: memoryKeyValueStorage(),
    storagePrefix: `dapp-session-${Math.random()}`,
  })
})

afterAll(async () => {
  if (provider?.session) await provider.disconnect().catch(() => undefined)
  await provider?.client.core.relayer.transportClose().catch(() => undefined)
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a pairing session on eip155 and solana', () => {
  it('R-1.20 R-1.22 R-4.36 R-7.60 proposes both namespaces, lists the accounts of each, and signs a Solana message', async () => {
    const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: proposalNamespaces([devnetA, devnetB, solanaMainnet]) })
    const session = await wallet.pair(await uri)
    await connecting
    expect(session).toBeDefined()

    // R-1.20 R-1.22 the proposal the wallet saw carries both namespaces with their methods
    const proposed = wallet.proposals.at(-1)?.params.optionalNamespaces
    expect(proposed?.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(proposed?.solana?.chains).toEqual([`solana:${SOLANA_REF}`])
    expect(proposed?.solana?.methods).toContain('solana_signMessage')

    // the wallet lists its eip155 address once per chain, in two letter cases: one account remains
    expect(provider.session?.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address.toLowerCase()}`,
    ])
    const accounts = pairingAccounts(provider)
    expect(Object.keys(accounts).sort()).toEqual(['eip155', 'solana'])
    expect(accounts.eip155?.map((account) => account.address)).toEqual([wallet.address])
    expect(accounts.solana).toEqual([
      {
        caipAddress: `solana:${SOLANA_REF}:${wallet.solanaAddress}`,
        namespace: 'solana',
        chainId: SOLANA_REF,
        address: wallet.solanaAddress,
      },
    ])

    // solana_signMessage goes to the wallet with the message base58-encoded and the pubkey
    const message = 'Sign in to Latch on Solana'
    const pubkey = accounts.solana?.[0]?.address as string
    const signature = await solanaSignMessage(provider, { message, pubkey, chainId: `solana:${SOLANA_REF}` })
    const request = wallet.requests.at(-1)
    expect(request).toEqual({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: wallet.solanaAddress },
      chainId: `solana:${SOLANA_REF}`,
    })
    // the base58 signature verifies against the message bytes and the account's public key
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(pubkey))).toBe(
      true,
    )
    expect(base58.decode(pubkey)).toEqual(wallet.solanaPublicKey)
    // and not against another message
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(`${message}!`), base58.decode(pubkey)),
    ).toBe(false)
  })
})

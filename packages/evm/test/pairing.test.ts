// The EVM adapter's pairing connector inside a real core instance: Latch's relay (the cloud), the testing
// kit's phone wallet in Node, reads on the anvil devnet. The page's window is a bare EventTarget (no browser here).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLatch, type Latch, type LatchState, memoryStorage } from '@latch/core'
import { memoryKeyValueStorage } from '@latch/pairing'
import { type PhoneWallet, startPhoneWallet } from '@latch/testing/phone'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { type RunningCloud, startCloud } from '../../../apps/cloud/src/server.ts'
import { seedRelayProject } from '../../../apps/cloud/test/relay-client.ts'
import { evmAdapter } from '../src/index.ts'
import { solanaAdapter } from '../../solana/src/index.ts'
import { devnetNetworks, injectedDevnet, SOLANA_WITHOUT_CHAIN } from '../../../tooling/devnet/src/networks.ts'

const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const solanaNetwork = SOLANA_WITHOUT_CHAIN
const metadata = {
  name: 'Latch adapter test',
  description: 'EVM adapter pairing',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

let cloud: RunningCloud
let relayUrl: string
let wallet: PhoneWallet
const dataDir = mkdtempSync(join(tmpdir(), 'latch-evm-pairing-'))

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  cloud = await startCloud(cloudConfigSchema.parse({ port: 0, dataDir, indexer: false }))
  await seedRelayProject(cloud.context, 'latch-test-wallet')
  relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  wallet = await startPhoneWallet({
    relayUrl,
    account: 9,
    chains: { 31337: devnet.rpcUrls[0], 31338: devnet.rpcUrls[1] },
    solana: { chains: [solanaNetwork.caipNetworkId] },
  })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await wallet?.stop()
  await cloud?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

function until(latch: Latch, check: (state: LatchState) => boolean): Promise<LatchState> {
  return new Promise((resolve) => {
    if (check(latch.getState())) return resolve(latch.getState())
    const stop = latch.subscribe(() => {
      if (!check(latch.getState())) return
      stop()
      resolve(latch.getState())
    })
  })
}

describe('evmAdapter({ pairing })', () => {
  it('R-1.3 R-1.22 R-3.3 lists WalletConnect first, shows the pairing link, connects; a signature rejected on the phone is UserRejected; R-7.57 switches through the wallet; R-4.54 a session the wallet ends resets the account', async () => {
    const latch = createLatch({
      adapters: [
        evmAdapter({
          pairing: {
            relayUrl,
            projectId: 'latch-test',
            metadata,
            storage: memoryKeyValueStorage(),
            storagePrefix: 'evm-test',
          },
        }),
      ],
      networks: [devnetA, devnetB],
      storage: memoryStorage(),
    })
    // the adapter lists its connectors once its browser setup has loaded
    await latch.whenLoaded()
    expect(latch.getState().connectors[0]).toEqual({
      id: 'WALLET_CONNECT',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })

    latch.open()
    const before = Date.now()
    const connecting = latch.connect('WALLET_CONNECT')
    expect(latch.getState().router.view).toBe('ConnectingWalletConnect')
    const shown = await until(latch, (state) => Boolean(state.pairingUri))
    expect(shown.pairingUri).toMatch(/^wc:/)
    // the link is offered for 4 minutes from when it was made
    expect(shown.pairingExpiresAt).toBeGreaterThanOrEqual(before + 240_000)
    await wallet.pair(shown.pairingUri as string)
    await connecting
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
      connectorId: 'WALLET_CONNECT',
    })
    expect(latch.getState().open).toBe(false)

    // the user rejects a signature on the phone: the app gets Latch's UserRejected, and nothing was signed
    wallet.script('personal_sign', 'reject')
    await expect(latch.signMessage('Sign in')).rejects.toMatchObject({ code: 'UserRejected' })
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
    expect(wallet.signed).toEqual([])

    await latch.switchNetwork(devnetB)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')

    await wallet.disconnect()
    const after = await until(latch, (state) => state.accounts.eip155?.status === 'disconnected')
    expect(after.accounts.eip155?.address).toBeUndefined()
  })
})

describe('evmAdapter({ pairing }) beside solanaAdapter, on one session', () => {
  it('R-4.53 the wallet picking another account moves only that namespace’s account: Solana’s, then EVM’s; signing follows the new Solana key', async () => {
    const latch = createLatch({
      adapters: [
        evmAdapter({
          pairing: {
            relayUrl,
            projectId: 'latch-test',
            metadata,
            storage: memoryKeyValueStorage(),
            storagePrefix: 'evm-solana-test',
          },
        }),
        solanaAdapter(),
      ],
      networks: [devnetA, devnetB, solanaNetwork],
      storage: memoryStorage(),
    })
    const connecting = latch.connect('WALLET_CONNECT')
    const shown = await until(latch, (state) => Boolean(state.pairingUri))
    await wallet.pair(shown.pairingUri as string)
    await connecting
    await latch.switchNetwork(solanaNetwork)
    const evmAddress = wallet.address
    expect(latch.getState().accounts.solana).toMatchObject({ status: 'connected', address: wallet.solanaAddress })

    const firstSolana = wallet.solanaAddress
    await wallet.switchSolanaAccount()
    const moved = await until(latch, (state) => state.accounts.solana?.address === wallet.solanaAddress)
    expect(moved.accounts.solana?.address).not.toBe(firstSolana)
    expect(moved.accounts.eip155).toMatchObject({ status: 'connected', address: evmAddress })
    const signature = await latch.signMessage('Signed by the account the wallet picked')
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      params: { pubkey: wallet.solanaAddress },
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/)

    // a change naming nothing that reads as an address moves and disconnects nothing (events arrive in order)
    await wallet.emitAccountsChanged('solana', ['not-a-key'])
    await wallet.emitAccountsChanged('eip155', ['0x12'])
    await wallet.switchAccount(8)
    const evmMoved = await until(latch, (state) => state.accounts.eip155?.address === wallet.address)
    expect(evmMoved.accounts.eip155?.address).not.toBe(evmAddress)
    expect(evmMoved.accounts.solana).toMatchObject({ status: 'connected', address: wallet.solanaAddress })
    await latch.disconnect()
  })
})

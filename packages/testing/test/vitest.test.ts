// @vitest-environment happy-dom
// The kit's unit-test helpers as a dApp's Vitest suite uses them: createLatch in happy-dom with the EVM adapter, the
// kit's wallet announced in the test's window and signing with a key in this process, the real cloud started by the
// kit, and the devnet's chain underneath. Nothing here is a double.
import { createLatch, isUserRejection, type Latch, memoryStorage } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'
import {
  createEvmWallet,
  type EvmTestWallet,
  setTestCloudFeatures,
  startTestCloud,
  TEST_WALLET_RDNS,
  untilLatch,
} from '../src/vitest.ts'

const devnet = injectedDevnet()
const [devnetA] = devnetNetworks(devnet.rpcUrls)
const chains = { 31337: devnet.rpcUrls[0] }
const rpc = createPublicClient({ transport: http(devnet.rpcUrls[0]) })

// started by the kit in this project's globalSetup (packages/testing/test/global-setup.ts), as a dApp starts it
const cloud = inject('testCloud')
let wallet: EvmTestWallet | undefined
afterEach(() => {
  wallet?.remove()
  wallet = undefined
  localStorage.clear()
})

/** one page load's instance: the EVM adapter on the devnet, the kit's cloud */
const pageInstance = (): Latch =>
  createLatch({
    adapters: [evmAdapter()],
    networks: [devnetA],
    storage: memoryStorage(),
    cloudUrl: cloud.url,
    projectId: cloud.projectId,
  })

/** a wallet with its own fresh key, funded on the devnet, and a page's instance connected to it */
async function connectedPage(): Promise<{ latch: Latch; wallet: EvmTestWallet }> {
  wallet = createEvmWallet({ privateKey: generatePrivateKey(), chains })
  await createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrls[0]) }).setBalance({
    address: wallet.address,
    value: parseEther('3'),
  })
  const latch = pageInstance()
  await untilLatch(latch, (state) => state.connectors.some((connector) => connector.id === TEST_WALLET_RDNS), {
    what: 'the test wallet listed',
  })
  await latch.connect(TEST_WALLET_RDNS)
  return { latch, wallet }
}

describe('@latch/testing/vitest', () => {
  it('R-1.2 R-1.10 the announced wallet connects through createLatch and signs with its key; the signature verifies', async () => {
    const { latch, wallet } = await connectedPage()
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: wallet.address })
    const signature = (await latch.signMessage('hello from a unit test')) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'hello from a unit test', signature })).toBe(true)
    expect(wallet.state().signed.map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('R-1.11 a transaction is signed in the test process and mined on the chain', async () => {
    const { latch, wallet } = await connectedPage()
    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await rpc.getBalance({ address: to })
    const hash = await latch.send({ receiver: to, amount: '0.25', token: { symbol: 'ETH', decimals: 18 } })
    const receipt = await rpc.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await rpc.getBalance({ address: to })).toBe(before + parseEther('0.25'))
  })

  it('a scripted rejection reaches the app as the user rejecting, and a held request waits for release', async () => {
    const { latch, wallet } = await connectedPage()
    wallet.script('personal_sign', 'reject')
    const rejected = await latch.signMessage('no').catch((error: unknown) => error)
    expect(isUserRejection(rejected)).toBe(true)
    expect(wallet.state().signed).toEqual([])

    wallet.script('personal_sign', 'hang')
    let settled = false
    const held = latch.signMessage('later').then((signature) => {
      settled = true
      return signature
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    wallet.release()
    expect(await verifyMessage({ address: wallet.address, message: 'later', signature: (await held) as never })).toBe(
      true,
    )
  })

  it('R-4.45 the user disconnecting in the wallet disconnects the app', async () => {
    const { latch, wallet } = await connectedPage()
    wallet.disconnect()
    await untilLatch(latch, (state) => state.accounts.eip155?.status === 'disconnected', { what: 'disconnected' })
  })

  it("R-4.41 R-7.14 the test cloud is the real one: the project's features, and balances priced from its config", async () => {
    const { latch, wallet } = await connectedPage()
    await latch.whenCloudReady()
    expect(latch.getState().features.email).toBe(false)
    await latch.fetchBalance({ force: true })
    const [native] = latch.getState().tokenBalances
    // 3 ETH at the configured 2000 USD
    expect(native).toMatchObject({ symbol: 'ETH', price: 2000, value: 6000 })
    expect(wallet.address).toBe(latch.getState().accounts.eip155?.address)

    await setTestCloudFeatures(cloud, { email: true })
    const next = pageInstance()
    await next.whenCloudReady()
    expect(next.getState().features.email).toBe(true)
    await setTestCloudFeatures(cloud, { email: false })
  })

  it('the test cloud refuses to start inside a DOM environment, saying where it runs', async () => {
    await expect(startTestCloud()).rejects.toThrow("start it in Vitest's globalSetup")
  })
})

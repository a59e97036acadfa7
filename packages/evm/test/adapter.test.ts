// @vitest-environment happy-dom
// The EVM adapter inside a real core instance, against the real anvil devnet; only the browser extension is a double.
import { createLatch, isUserRejection, type Latch, type LatchState, memoryStorage } from '@latch/core'
import { connect as wagmiConnect, getConnection } from '@wagmi/core'
import {
  type Address,
  createPublicClient,
  erc20Abi as TOKEN_ABI,
  formatEther,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { evmAdapter } from '../src/index.ts'
import { createWagmiConfig } from '../src/wagmi.ts'
import { createTestWallet, type TestWallet } from './testWallet.ts'
import { devnetNetworks, injectedDevnet } from '../../../tooling/devnet/src/networks.ts'

// provided by tooling/devnet/src/vitest-global-setup.mjs
const devnet = injectedDevnet()
const [devnetA, devnetB] = devnetNetworks(devnet.rpcUrls)
const networks = [devnetA, devnetB] as const
const chainA = { chainId: 31337, rpcUrl: devnet.rpcUrls[0] }
const chainB = { chainId: 31338, rpcUrl: devnet.rpcUrls[1] }
const rpcA = createPublicClient({ transport: http(devnet.rpcUrls[0]) })
const rpcB = createPublicClient({ transport: http(devnet.rpcUrls[1]) })
// the devnet's dev accounts (tooling/devnet DEV_ACCOUNTS; its module reads files through a URL that happy-dom
// replaces, so they are derived here); 6 and 7 are this file's own, so suites sharing the devnet leave them be
const devAccount = (addressIndex: number) =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex }).address
const sender = devAccount(6)
const other = devAccount(7)
const ltt = (amount: bigint) => amount * 10n ** 18n

let wallet: TestWallet
const pages: Latch[] = []

beforeEach(() => {
  localStorage.clear()
  wallet = createTestWallet({ chains: [chainA, chainB], account: sender })
  wallet.announce()
})

/** lets background reads (balance refreshes, batched on a Node timer) finish before the next test or teardown */
async function settle() {
  const happyDOM = (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM
  for (let round = 0; round < 3; round++) {
    await happyDOM.waitUntilComplete()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

afterEach(async () => {
  wallet.remove()
  pages.splice(0)
  await settle()
})

/** one page load: a core instance with the EVM adapter; `storage` carries Latch's state across loads */
function loadPage(storage = memoryStorage(), wagmiConfig?: ReturnType<typeof createWagmiConfig>) {
  const latch = createLatch({
    adapters: [evmAdapter({ wagmiConfig })],
    networks,
    storage,
    tokens: {
      [devnetA.caipNetworkId]: [{ address: devnet.token }],
      [devnetB.caipNetworkId]: [{ address: devnet.token }],
    },
  })
  pages.push(latch)
  return latch
}

/** resolves when core's state satisfies the condition (the test timeout bounds the wait) */
function until(latch: Latch, condition: (state: LatchState) => boolean): Promise<LatchState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = latch.getState()
      if (!condition(state)) return
      unsubscribe?.()
      resolve(state)
    }
    const unsubscribe: (() => void) | undefined = latch.subscribe(check)
    check()
  })
}

const account = (latch: Latch) => latch.getState().accounts.eip155
const connectorId = 'dev.latch.testwallet'

async function connected(storage = memoryStorage()) {
  const latch = loadPage(storage)
  await until(latch, (state) => state.connectors.some((connector) => connector.id === connectorId))
  await latch.connect(connectorId)
  expect(latch.getState().connectError).toBeUndefined()
  return latch
}

describe('EVM adapter against anvil', () => {
  it('R-1.2 R-7.54 connects an announced wallet, asking it for eth_accounts and eth_chainId', async () => {
    const latch = await connected()
    const state = latch.getState()
    expect(account(latch)).toMatchObject({
      status: 'connected',
      address: sender,
      caipAddress: `eip155:31337:${sender}`,
      connectorId,
    })
    expect(state.connectedWalletInfo?.name).toBe('Latch Test Wallet')
    expect(state.activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(wallet.methods()).toEqual(expect.arrayContaining(['eth_accounts', 'eth_chainId']))
  })

  it("R-1.2 R-3.4 connects the legacy window.ethereum through the 'injected' Browser Wallet connector", async () => {
    wallet.remove()
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet.provider
    const latch = loadPage()
    await until(latch, (state) => state.connectors.some((connector) => connector.id === 'injected'))
    await latch.connect('injected')
    expect(account(latch)).toMatchObject({ status: 'connected', address: sender, connectorId: 'injected' })
  })

  it('R-4.45 an account picked in the wallet reaches core as accountChanged', async () => {
    const latch = await connected()
    wallet.selectAccount(other)
    const state = await until(latch, (next) => next.accounts.eip155?.address === other)
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:31337:${other}`)
  })

  it('R-4.46 R-4.47 a chain picked in the wallet switches the network; an unknown chain becomes unsupported', async () => {
    wallet.remove()
    wallet = createTestWallet({ chains: [chainA, chainB, { chainId: 1, rpcUrl: chainA.rpcUrl }], account: sender })
    wallet.announce()
    const latch = await connected()
    wallet.selectChain(31338)
    await until(latch, (state) => state.activeNetwork.caipNetworkId === 'eip155:31338')
    wallet.selectChain(1)
    const state = await until(latch, (next) => next.unsupportedNetwork)
    expect(state.activeNetwork.caipNetworkId).toBe('eip155:1')
    wallet.selectChain(31337)
    await until(latch, (next) => next.activeNetwork.caipNetworkId === 'eip155:31337' && !next.unsupportedNetwork)
  })

  it('R-4.5 reconnects on load: a page with a stored connection starts connecting and ends connected', async () => {
    const storage = memoryStorage()
    await connected(storage)
    const reloaded = loadPage(storage)
    expect(account(reloaded)?.status).toBe('connecting')
    const state = await until(reloaded, (next) => next.accounts.eip155?.status === 'connected')
    expect(state.accounts.eip155).toMatchObject({ address: sender, connectorId })
  })

  it('R-4.48 a reconnect on load that finds no authorized wallet ends disconnected', async () => {
    const storage = memoryStorage()
    await connected(storage)
    wallet.revoke()
    const reloaded = loadPage(storage)
    expect(account(reloaded)?.status).toBe('connecting')
    await until(reloaded, (state) => state.accounts.eip155?.status === 'disconnected')
  })

  it('R-1.7 R-7.57 switches 31337 → 31338 → 31337 with wallet_switchEthereumChain', async () => {
    const latch = await connected()
    await latch.switchNetwork(devnetB)
    expect(wallet.chainId).toBe(31338)
    expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
    await latch.switchNetwork(devnetA)
    expect(wallet.chainId).toBe(31337)
    expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
    const switches = wallet.calls.filter((call) => call.method === 'wallet_switchEthereumChain')
    expect(switches.map((call) => call.params)).toEqual([[{ chainId: '0x7a6a' }], [{ chainId: '0x7a69' }]])
  })

  it('R-7.58 R-8.90 on 4902 adds the chain with chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls', async () => {
    wallet.remove()
    wallet = createTestWallet({ chains: [chainA], account: sender })
    wallet.announce()
    const latch = await connected()
    await latch.switchNetwork(devnetB)
    const added = wallet.calls.filter((call) => call.method === 'wallet_addEthereumChain')
    expect(added.map((call) => call.params)).toEqual([
      [
        {
          chainId: '0x7a6a',
          rpcUrls: [devnet.rpcUrls[1]],
          chainName: 'Latch Devnet 31338',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          blockExplorerUrls: ['https://explorer.devnet.invalid'],
        },
      ],
    ])
    expect(wallet.chainId).toBe(31338)
    expect(latch.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
  })

  it('R-1.8 reads the native and ERC-20 balances from the chain RPC, never from the wallet', async () => {
    const latch = await connected()
    const before = wallet.calls.length
    await latch.fetchBalance()
    const state = latch.getState()
    const onChain = await rpcA.getBalance({ address: sender })
    const tokens = await rpcA.readContract({
      address: devnet.token,
      abi: TOKEN_ABI,
      functionName: 'balanceOf',
      args: [sender],
    })
    expect(state.balance).toEqual({ value: onChain, decimals: 18, symbol: 'ETH' })
    expect(state.tokenBalances.map((token) => [token.symbol, token.name, token.quantity])).toEqual([
      ['ETH', 'Ether', { decimals: '18', numeric: onChain.toString() }],
      ['LTT', 'Latch Test Token', { decimals: '18', numeric: String(tokens) }],
    ])
    expect(wallet.calls.slice(before).map((call) => call.method)).not.toEqual(
      expect.arrayContaining(['eth_getBalance']),
    )
    expect(wallet.calls.slice(before).map((call) => call.method)).not.toEqual(expect.arrayContaining(['eth_call']))
  })

  it('R-1.10 R-7.59 R-5.22 signs with personal_sign; viem verifyMessage accepts the signature', async () => {
    const latch = await connected()
    const message = 'Sign in to Latch'
    const signature = await latch.signMessage(message)
    expect(signature).toMatch(/^0x[0-9a-f]{62,}$/i)
    expect(wallet.methods()).toContain('personal_sign')
    expect(await verifyMessage({ address: sender, message, signature: signature as `0x${string}` })).toBe(true)
  })

  it('R-1.11 R-5.21 sends the native coin; the hash comes back once mined and the receiver holds the amount', async () => {
    const latch = await connected()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const senderBefore = await rpcA.getBalance({ address: sender })
    const hash = await latch.send({ receiver, amount: '0.5', token: { symbol: 'ETH', decimals: 18 } })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await rpcA.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await rpcA.getBalance({ address: receiver })).toBe(5n * 10n ** 17n)
    expect(await rpcA.getBalance({ address: sender })).toBeLessThan(senderBefore - 5n * 10n ** 17n)
  })

  it('R-1.11 sends an ERC-20 transfer on the second chain; balances on chain move by the amount', async () => {
    const latch = await connected()
    await latch.switchNetwork(devnetB)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const balanceOf = (address: Address) =>
      rpcB.readContract({ address: devnet.token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [address] })
    const senderBefore = (await balanceOf(sender)) as bigint
    const hash = await latch.send({
      receiver,
      amount: '12.5',
      token: { address: devnet.token, symbol: 'LTT', decimals: 18 },
    })
    expect((await rpcB.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect(await balanceOf(receiver)).toBe(ltt(25n) / 2n)
    expect(await balanceOf(sender)).toBe(senderBefore - ltt(25n) / 2n)
  })

  it("R-8.85 R-8.31 a rejected connection surfaces code 4001, and core shows 'Connection rejected'", async () => {
    wallet.reject('wallet_requestPermissions', 'eth_requestAccounts')
    const latch = loadPage()
    await until(latch, (state) => state.connectors.some((connector) => connector.id === connectorId))
    await latch.connect(connectorId)
    expect(latch.getState().connectError?.message).toBe('Connection rejected')
    expect(account(latch)?.status).toBe('disconnected')

    const adapter = evmAdapter()
    adapter.setup({ networks, allNetworks: networks, shared: new Map(), shouldReconnect: false, emit: () => {} })
    const error = await adapter.connect({ connectorId }).catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
    expect(codesOf(error)).toContain(4001)
  })

  it('R-8.85 a rejected signature surfaces code 4001', async () => {
    const latch = await connected()
    wallet.reject('personal_sign')
    const error = await latch.signMessage('no').catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
    expect(codesOf(error)).toContain(4001)
  })

  it('R-4.48 disconnect from the modal: core disconnects and the next load does not reconnect', async () => {
    const storage = memoryStorage()
    const latch = await connected(storage)
    await latch.disconnect()
    expect(account(latch)?.status).toBe('disconnected')
    expect(await latch.getProvider()).toBeUndefined()
    const reloaded = loadPage(storage)
    expect(account(reloaded)?.status).toBe('disconnected')
  })

  it('R-4.48 disconnecting the site in the wallet reaches core as disconnect', async () => {
    const latch = await connected()
    wallet.revoke()
    await until(latch, (state) => state.accounts.eip155?.status === 'disconnected')
    expect(account(latch)?.statusReason).toBe('sessionEnded')
  })

  it("Pay leaves room for the gas the account pays: a native payment of the whole balance is short by a plain transfer's fee", async () => {
    const latch = await connected()
    const held = await rpcA.getBalance({ address: sender })
    const paying = latch.pay({ recipient: other, amount: formatEther(held), asset: 'eip155:31337/slip44:60' })
    paying.catch(() => undefined)
    const balance = await latch.payBalance()
    const fee = parseEther(balance.short)
    // a plain transfer's 21000 gas at the fee cap the chain asks now
    expect(fee > 0n).toBe(true)
    expect(fee % 21_000n).toBe(0n)
    await expect(latch.confirmPay()).rejects.toThrow('Not enough funds for this payment')
    expect(await rpcA.getBalance({ address: sender })).toBe(held)
    latch.close()
  })

  it('getProvider returns the connected wallet’s EIP-1193 provider', async () => {
    const latch = await connected()
    expect(await latch.getProvider()).toBe(wallet.provider)
  })

  it('a shared createWagmiConfig sees the Latch connection, and Latch sees one made through wagmi', async () => {
    const wagmiConfig = createWagmiConfig({ networks })
    const latch = loadPage(memoryStorage(), wagmiConfig)
    await until(latch, (state) => state.connectors.some((connector) => connector.id === connectorId))
    await latch.connect(connectorId)
    expect(getConnection(wagmiConfig).address).toBe(sender)
    await latch.disconnect()
    expect(getConnection(wagmiConfig).status).toBe('disconnected')

    const connector = wagmiConfig.connectors.find((candidate) => candidate.id === connectorId)
    await wagmiConnect(wagmiConfig, { connector: connector as NonNullable<typeof connector> })
    await until(latch, (state) => state.accounts.eip155?.status === 'connected')
    expect(account(latch)).toMatchObject({ address: sender, connectorId })
  })
})

function codesOf(error: unknown): unknown[] {
  const codes: unknown[] = []
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; depth++) {
    codes.push(e.code)
    e = e.cause as typeof e
  }
  return codes
}

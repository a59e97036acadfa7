// @latch/solana through createLatch against the Solana devnet part (a litesvm STAND-IN, tooling/devnet) and a Wallet
// Standard wallet backed by a dev key (tooling/e2e/src/solana-wallet.ts): every balance and transfer is read back
// from the chain with @solana/kit's own client, every signature checked with @noble/curves.
import { ed25519 } from '@noble/curves/ed25519'
import { createLatch, defineNetwork, type Latch, memoryStorage, UserRejectedError } from '@latch/core'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  SOLANA_DEV_FUNDS,
  SOLANA_DEVNET_NAME,
  type SolanaDevnet,
  startSolanaDevnet,
} from '../../../tooling/devnet/src/solana-devnet.ts'
import { solanaDevSecret, toHex } from '../../../tooling/devnet/src/solana-keys.ts'
import { type SolanaWalletControls, solanaWalletInPage } from '@latch/testing'
import { solanaAdapter } from '../src/index.ts'

const WALLET = 'Latch Test Wallet'
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
const KEY_INDEX = 2

let devnet: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>
let target: EventTarget
let wallet: SolanaWalletControls

function solanaNetwork(rpcUrl: string) {
  return defineNetwork({
    id: devnet.caipNetworkId.split(':')[1]!,
    chainNamespace: 'solana',
    name: SOLANA_DEVNET_NAME,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = createSolanaRpc(devnet.url)
  // the page's window as far as the Wallet Standard needs it: its events
  target = new EventTarget()
  vi.stubGlobal('window', target)
  wallet = solanaWalletInPage(
    {
      name: WALLET,
      icon: ICON,
      secretHex: toHex(solanaDevSecret(KEY_INDEX)),
      rpcUrl: devnet.url,
      chains: ['solana:localnet', devnet.caipNetworkId],
    },
    target as never,
  )
  await wallet.ready
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await devnet?.close()
})

function instance(rpcUrl = devnet.url, sendOptions?: Parameters<typeof solanaAdapter>[0]) {
  const network = solanaNetwork(rpcUrl)
  const latch = createLatch({
    adapters: [solanaAdapter(sendOptions)],
    networks: [network],
    storage: memoryStorage(),
    tokens: { [network.caipNetworkId]: [{ address: devnet.mint, symbol: 'LST', name: 'Latch Solana Token' }] },
  })
  return { latch, network }
}

const owner = () => devnet.keys[KEY_INDEX]!.address
const solOf = async (account: string) => (await rpc.getBalance(address(account)).send()).value
const tokensOf = async (account: string) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(address(account), { mint: devnet.mint }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}
const connected = async (latch: Latch) => {
  await expect.poll(() => latch.getState().connectors.map((connector) => connector.name)).toContain(WALLET)
  await latch.connect(WALLET)
  expect(latch.getState().connectError).toBeUndefined()
}

describe('Solana adapter (Wallet Standard) against the devnet', () => {
  it('R-1.21 R-3.1 lists the wallet by name and icon; connecting gives the account, its SOL and SPL balances and the network', async () => {
    const { latch, network } = instance()
    await expect
      .poll(() => latch.getState().connectors)
      .toContainEqual({ id: WALLET, name: WALLET, type: 'ANNOUNCED', imageUrl: ICON, chain: 'solana' })
    await connected(latch)
    const state = latch.getState()
    expect(state.accounts.solana).toMatchObject({
      status: 'connected',
      address: owner(),
      caipAddress: `${network.caipNetworkId}:${owner()}`,
    })
    expect(state.activeNetwork).toBe(network)
    await expect.poll(() => latch.getState().tokenBalances.length).toBe(2)
    const [sol, token] = latch.getState().tokenBalances
    expect(latch.getState().balance).toEqual({ value: await solOf(owner()), decimals: 9, symbol: 'SOL' })
    expect(sol).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9', numeric: String(await solOf(owner())) } })
    expect(token).toMatchObject({
      symbol: 'LST',
      name: 'Latch Solana Token',
      address: devnet.mint,
      quantity: { decimals: '6', numeric: String(await tokensOf(owner())) },
    })
  })

  it('R-6.15 R-5.18 R-9.66 R-3.103 sends SOL with preflight against confirmed state; the receiver holds it on chain', async () => {
    const { latch } = instance()
    await connected(latch)
    await expect.poll(() => latch.getState().balance).toBeDefined()
    const receiver = (await generateKeyPairSigner()).address
    const before = await solOf(owner())
    const signature = await latch.send({ receiver, amount: '0.25', token: { symbol: 'SOL', decimals: 9 } })
    expect(await solOf(receiver)).toBe(250_000_000n)
    expect(before - (await solOf(owner()))).toBe(250_000_000n + 5000n)
    const [status] = (await rpc.getSignatureStatuses([signature as never]).send()).value
    expect(status).toMatchObject({ err: null })
    expect(wallet.state().sendOptions.at(-1)).toEqual({ skipPreflight: false, preflightCommitment: 'confirmed' })
  })

  it("R-7.34 R-7.35 the gas tiers on Solana are the adapter's own fee estimate, the same for standard, fast and instant: what a send then pays", async () => {
    const { latch } = instance()
    expect(await latch.swapGasPrice()).toBeNull()
    await connected(latch)
    const tiers = await latch.swapGasPrice()
    expect(tiers).toEqual({ standard: '5000', fast: '5000', instant: '5000' })
    const receiver = (await generateKeyPairSigner()).address
    const before = await solOf(owner())
    await latch.send({ receiver, amount: '0.1', token: { symbol: 'SOL', decimals: 9 } })
    expect(before - (await solOf(owner())) - 100_000_000n).toBe(BigInt(tiers!.standard))
  })

  it('R-6.15 sends an SPL token to an address with no token account yet (made in the same transaction)', async () => {
    const { latch } = instance()
    await connected(latch)
    await expect.poll(() => latch.getState().tokenBalances.length).toBe(2)
    const receiver = (await generateKeyPairSigner()).address
    const before = await tokensOf(owner())
    await latch.send({ receiver, amount: '12.5', token: { address: devnet.mint, symbol: 'LST', decimals: 6 } })
    expect(await tokensOf(receiver)).toBe(12_500_000n)
    expect(before - (await tokensOf(owner()))).toBe(12_500_000n)
    const [ata] = await findAssociatedTokenPda({
      owner: receiver,
      mint: devnet.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()).value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  })

  it('signs a message: the base58 signature verifies (ed25519) for the account', async () => {
    const { latch } = instance()
    await connected(latch)
    const message = 'Hello from the Latch demo'
    const signature = await latch.signMessage(message)
    const bytes = Uint8Array.from(getBase58Encoder().encode(signature))
    const publicKey = Uint8Array.from(getBase58Encoder().encode(owner()))
    expect(ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)).toBe(true)
    expect(ed25519.verify(bytes, new TextEncoder().encode(`${message}!`), publicKey)).toBe(false)
  })

  it('R-5.18 R-5.17 R-8.85 an invalid address, an amount above the balance, a rejected signature: nothing is sent, the account stays', async () => {
    const { latch } = instance()
    await connected(latch)
    await expect.poll(() => latch.getState().balance).toBeDefined()
    const before = await solOf(owner())
    const sol = { symbol: 'SOL', decimals: 9 }
    await expect(
      latch.send({ receiver: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '1', token: sol }),
    ).rejects.toThrow('Invalid address')
    await expect(latch.send({ receiver: owner(), amount: '100000', token: sol })).rejects.toThrow(
      'Insufficient balance',
    )
    wallet.setRejectSign(true)
    try {
      const receiver = (await generateKeyPairSigner()).address
      await expect(latch.send({ receiver, amount: '1', token: sol })).rejects.toBeInstanceOf(UserRejectedError)
      await expect(latch.signMessage('no')).rejects.toBeInstanceOf(UserRejectedError)
      await expect(latch.signMessage('no')).rejects.toMatchObject({ code: 'UserRejected', rpcCode: 4001 })
      expect(await solOf(receiver)).toBe(0n)
    } finally {
      wallet.setRejectSign(false)
    }
    expect(await solOf(owner())).toBe(before)
    expect(latch.getState().accounts.solana?.status).toBe('connected')
  })

  it('a chain that is down: the balance gives Token Balance Unavailable, a send fails, nothing is sent', async () => {
    const { latch } = instance('http://127.0.0.1:9')
    await connected(latch)
    await expect.poll(() => latch.getState().toast?.message).toBe('Token Balance Unavailable')
    await expect(
      latch.send({ receiver: owner(), amount: '0.1', token: { symbol: 'SOL', decimals: 9 } }),
    ).rejects.toThrow()
    expect(latch.getState().accounts.solana?.status).toBe('connected')
    expect(SOLANA_DEV_FUNDS.sol).toBeGreaterThan(0n)
  })

  it("R-9.66 a preflight commitment outside SPEC's list is refused where the app configures the adapter", () => {
    expect(() => solanaAdapter({ sendOptions: { preflightCommitment: 'soon' as never } })).toThrow(
      /preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max/,
    )
  })
})

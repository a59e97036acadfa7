// @latch/bitcoin through createLatch against the Bitcoin devnet part (the regtest Esplora STAND-IN, tooling/devnet) and
// a Wallet Standard wallet backed by a dev key (tooling/e2e/src/bitcoin-wallet.ts): balances and transfers are read back
// from the stand-in's own Esplora routes, every BIP-322 signature checked with bip322-js.
import { createLatch, defineNetwork, type Latch, memoryStorage, UserRejectedError } from '@latch/core'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  BITCOIN_DEV_FUNDS,
  BITCOIN_DEVNET_NAME,
  type BitcoinDevnet,
  startBitcoinDevnet,
} from '../../../tooling/devnet/src/bitcoin-devnet.ts'
import { REGTEST } from '../../../tooling/devnet/src/bitcoin-keys.ts'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinKeysCall, type BitcoinWalletControls, bitcoinWalletInPage, walletAccountsOf } from '@latch/testing'
import { bitcoinAdapter } from '../src/index.ts'

const WALLET = 'Latch Test Wallet'
const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
const KEY_INDEX = 2

let devnet: BitcoinDevnet
let wallet: BitcoinWalletControls

const network = (url: string) =>
  defineNetwork({
    id: devnet.caipNetworkId.split(':')[1] as string,
    chainNamespace: 'bip122',
    name: BITCOIN_DEVNET_NAME,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
  })

beforeAll(async () => {
  devnet = await startBitcoinDevnet()
  const target = new EventTarget()
  vi.stubGlobal('window', target)
  const keyring = bitcoinKeyring(devnet.keys[KEY_INDEX]!, REGTEST)
  wallet = bitcoinWalletInPage(
    { name: WALLET, icon: ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring) },
    target as never,
    bitcoinKeysCall(keyring),
  )
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await devnet?.close()
})

function instance(url = devnet.url) {
  const regtest = network(url)
  return {
    latch: createLatch({ adapters: [bitcoinAdapter()], networks: [regtest], storage: memoryStorage() }),
    regtest,
  }
}

const key = () => devnet.keys[KEY_INDEX]!
/** the stand-in's own view of an address: confirmed sats, and sats counting the mempool */
async function satsOf(address: string): Promise<{ confirmed: bigint; total: bigint }> {
  const { chain_stats: chain, mempool_stats: pool } = await (await fetch(`${devnet.url}/address/${address}`)).json()
  const confirmed = BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
  return { confirmed, total: confirmed + BigInt(pool.funded_txo_sum - pool.spent_txo_sum) }
}
const connected = async (latch: Latch) => {
  await expect.poll(() => latch.getState().connectors.map((connector) => connector.name)).toContain(WALLET)
  await latch.connect(WALLET)
  expect(latch.getState().connectError).toBeUndefined()
}

describe('Bitcoin adapter (Wallet Standard) against the regtest stand-in', () => {
  it('R-1.21 R-3.12 R-3.17 R-3.18 R-3.19 R-3.20 R-6.28 lists the wallet; connecting gives payment (index 0) and ordinal (index 1) accounts and the BTC balance', async () => {
    const { latch, regtest } = instance()
    await expect
      .poll(() => latch.getState().connectors)
      .toContainEqual({ id: WALLET, name: WALLET, type: 'ANNOUNCED', imageUrl: ICON, chain: 'bip122' })
    await connected(latch)
    const account = latch.getState().accounts.bip122
    expect(account).toMatchObject({
      status: 'connected',
      address: key().payment.address,
      caipAddress: `${regtest.caipNetworkId}:${key().payment.address}`,
    })
    expect(account?.allAccounts).toEqual([
      {
        address: key().payment.address,
        type: 'payment',
        publicKey: key().payment.publicKey,
        path: "m/84'/1'/0'/0/2",
        namespace: 'bip122',
      },
      {
        address: key().ordinal.address,
        type: 'ordinal',
        publicKey: key().ordinal.publicKey,
        path: "m/86'/1'/0'/0/2",
        namespace: 'bip122',
      },
    ])
    await expect
      .poll(() => latch.getState().balance)
      .toEqual({ value: (await satsOf(key().payment.address)).total, decimals: 8, symbol: 'BTC' })
  })

  it('R-1.11 sends BTC: a PSBT signed by the wallet, accepted by the chain, the receiver holds it after the next block', async () => {
    const { latch } = instance()
    await connected(latch)
    await expect.poll(() => latch.getState().balance).toBeDefined()
    const receiver = devnet.keys[9]!.payment.address
    const before = await satsOf(receiver)
    const txid = await latch.send({ receiver, amount: '0.25', token: { symbol: 'BTC', decimals: 8 } })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await fetch(`${devnet.url}/tx/${txid}/status`)).json()).toEqual({ confirmed: false })
    expect((await satsOf(receiver)).confirmed).toBe(before.confirmed)
    devnet.mine()
    expect((await satsOf(receiver)).confirmed - before.confirmed).toBe(25_000_000n)
    const tx = await (await fetch(`${devnet.url}/tx/${txid}`)).json()
    expect(tx.status.confirmed).toBe(true)
    expect(
      tx.vin.every(
        (input: { prevout: { scriptpubkey_address: string } }) =>
          input.prevout.scriptpubkey_address === key().payment.address,
      ),
    ).toBe(true)
    expect(tx.fee).toBeGreaterThan(0)
    expect(wallet.state().signedPsbts.length).toBeGreaterThan(0)
  })

  it('signs a message with the payment account: a BIP-322 signature bip322-js verifies', async () => {
    const { latch } = instance()
    await connected(latch)
    const message = 'Hello from the Latch demo'
    const signature = await latch.signMessage(message)
    expect(Verifier.verifySignature(key().payment.address, message, signature)).toBe(true)
    expect(Verifier.verifySignature(key().payment.address, `${message}!`, signature)).toBe(false)
  })

  it('R-8.85 an invalid address, an amount above the balance, a rejected signature: nothing is sent, the account stays', async () => {
    const { latch } = instance()
    await connected(latch)
    await expect.poll(() => latch.getState().balance).toBeDefined()
    const btc = { symbol: 'BTC', decimals: 8 }
    const before = await satsOf(key().payment.address)
    await expect(
      latch.send({ receiver: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: '1', token: btc }),
    ).rejects.toThrow('Invalid address')
    await expect(
      latch.send({ receiver: 'bcrt1q6qfa3808rc58xflmgk6hcfpvr0catu7uvths9f', amount: '1', token: btc }),
    ).rejects.toThrow('Invalid address')
    // a valid mainnet address is no address of this regtest-only app
    await expect(
      latch.send({ receiver: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '1', token: btc }),
    ).rejects.toThrow('Invalid address')
    await expect(latch.send({ receiver: key().ordinal.address, amount: '100000', token: btc })).rejects.toThrow(
      'Insufficient balance',
    )
    wallet.setRejectSign(true)
    try {
      await expect(latch.send({ receiver: key().ordinal.address, amount: '1', token: btc })).rejects.toBeInstanceOf(
        UserRejectedError,
      )
      await expect(latch.signMessage('no')).rejects.toBeInstanceOf(UserRejectedError)
      await expect(latch.signMessage('no')).rejects.toMatchObject({ code: 'UserRejected', rpcCode: 4001 })
    } finally {
      wallet.setRejectSign(false)
    }
    expect(await satsOf(key().payment.address)).toEqual(before)
    expect(latch.getState().accounts.bip122?.status).toBe('connected')
  })

  it('R-1.21 R-3.17 R-4.50 a wallet speaking only sats-connect (getAccounts, signMessage, signPsbt) is listed, connects, signs BIP-322 and sends; its disconnect event disconnects', async () => {
    const keyring = bitcoinKeyring(devnet.keys[6]!, REGTEST)
    const target = window as unknown as Record<string, unknown>
    // the kit's sats-connect face: JSON-RPC answers as sats-connect's providers give them, accounts ordinal first
    const sats = bitcoinWalletInPage(
      {
        name: 'Sats Only',
        icon: ICON,
        chains: ['bitcoin:regtest'],
        accounts: walletAccountsOf(keyring).reverse(),
        protocols: ['sats-connect'],
      },
      target as never,
      bitcoinKeysCall(keyring),
    )
    try {
      const { latch } = instance()
      await expect.poll(() => latch.getState().connectors.map((connector) => connector.name)).toContain('Sats Only')
      await latch.connect('Sats Only')
      const account = latch.getState().accounts.bip122
      // payment first whatever order the wallet gives (index 0, R-3.18)
      expect(account?.allAccounts.map((entry) => [entry.type, entry.address])).toEqual([
        ['payment', keyring.accounts[0]!.address],
        ['ordinal', keyring.accounts[1]!.address],
      ])
      const signature = await latch.signMessage('sats')
      expect(Verifier.verifySignature(keyring.accounts[0]!.address, 'sats', signature)).toBe(true)
      await expect.poll(() => latch.getState().balance).toBeDefined()
      const txid = await latch.send({
        receiver: key().ordinal.address,
        amount: '0.5',
        token: { symbol: 'BTC', decimals: 8 },
      })
      expect(await (await fetch(`${devnet.url}/tx/${txid}`)).json()).toMatchObject({
        vout: expect.arrayContaining([
          expect.objectContaining({ scriptpubkey_address: key().ordinal.address, value: 50_000_000 }),
        ]),
      })
      expect(sats.state()).toMatchObject({ connected: true, signedMessages: 1, signedPsbts: [expect.any(String)] })
      // the user disconnects the app in the wallet: sats-connect's disconnect event ends the connection
      sats.disconnectApp()
      await expect.poll(() => latch.getState().accounts.bip122?.status ?? 'disconnected').toBe('disconnected')
      expect(latch.getState().accounts.bip122?.statusReason).toBe('sessionEnded')
    } finally {
      delete target.btc_providers
      delete target.__latchSatsConnect
    }
  })

  it('R-4.50 the wallet ending the connection itself (standard:events) disconnects the Bitcoin account; connecting again works', async () => {
    const { latch } = instance()
    await connected(latch)
    wallet.disconnectApp()
    await expect.poll(() => latch.getState().accounts.bip122?.status ?? 'disconnected').toBe('disconnected')
    // the account says why: the wallet ended the session
    expect(latch.getState().accounts.bip122?.statusReason).toBe('sessionEnded')
    await connected(latch)
    expect(latch.getState().accounts.bip122?.address).toBe(key().payment.address)
  })

  it('a chain that is down: a send fails, nothing is sent, the account stays connected', async () => {
    const { latch } = instance('http://127.0.0.1:9')
    await connected(latch)
    await expect(
      latch.send({ receiver: key().ordinal.address, amount: '0.1', token: { symbol: 'BTC', decimals: 8 } }),
    ).rejects.toThrow()
    expect(latch.getState().accounts.bip122?.status).toBe('connected')
    expect(BITCOIN_DEV_FUNDS.payment).toBeGreaterThan(0n)
  })
})

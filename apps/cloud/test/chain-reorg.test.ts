// Reorgs and token discovery on this file's own anvil, so evm_snapshot / evm_revert never disturb other files.
import { DEV_ACCOUNTS, startDevnet } from '@latch/devnet'
import { createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { indexChainOnce } from '../src/chain/indexer.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { createTestProject, DEVNET_TOKEN, devAddress, devWallet, indexToHead, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const port = await freePort()
const rpcUrl = `http://127.0.0.1:${port}`
let stopDevnet = async () => {}

beforeAll(async () => {
  const devnet = await startDevnet({ chains: [{ chainId: 31337, port }] })
  stopDevnet = devnet.stop
})
afterAll(() => stopDevnet())

const rpc = async (method: string, params: unknown[] = []) => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

// no configured tokens: the balance endpoint must find LTT because the address received it
const chain = {
  chainId: 31337,
  name: 'Latch Devnet',
  rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  testnet: false,
  tokens: [],
}

describeOnEngines('chain indexer reorgs on its own anvil', { chains: [chain] }, (engine) => {
  const five = devWallet(rpcUrl, 5)
  const six = devAddress(6)
  const get = async <T>(path: string) => (await (await engine().request(withProject(path))).json()) as T
  const hashesOf = async (address: string) =>
    (await get<{ data: { metadata: { hash: string } }[] }>(`/v1/account/${address}/history?limit=100`)).data.map(
      (tx) => tx.metadata.hash,
    )
  const nftsOf = async (address: string) =>
    (await get<{ data: { tokenId: string }[] }>(`/v1/account/${address}/nfts`)).data.map((nft) => nft.tokenId)
  const rowsOf = (hash: string) =>
    engine().context.db.selectFrom('chain_transfers').select('tx_hash').where('tx_hash', '=', hash).execute()

  beforeAll(async () => {
    await createTestProject(engine().context)
    await indexToHead(engine().context)
  })

  it('balance lists an ERC-20 the address ever received, even when no token is configured (R-3.29)', async () => {
    const { balances } = await get<{ balances: { symbol: string; address?: string; quantity: { numeric: string } }[] }>(
      `/v1/account/${six}/balance`,
    )
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'LTT'])
    expect(balances[1]!.address).toBe(`eip155:31337:${DEVNET_TOKEN}`)
  })

  it('snapshot → transfer → index → revert → another transfer → index: the reverted transfer is gone', async () => {
    const snapshot = await rpc('evm_snapshot')
    const ancestor = Number(await five.publicClient.getBlockNumber({ cacheTime: 0 }))
    const reverted = await five.sendNative(six, parseEther('1'))
    const revertedMint = await five.mintNft(six)
    await indexToHead(engine().context)
    expect(await hashesOf(six)).toContain(reverted)
    expect(await nftsOf(six)).toContain(revertedMint.tokenId)

    expect(await rpc('evm_revert', [snapshot])).toBe(true)
    const kept = await five.sendNative(six, parseEther('2'))
    const pass = await indexChainOnce(engine().context, 31337)
    expect(pass.rolledBackTo).toBe(ancestor)
    await indexToHead(engine().context)

    const hashes = await hashesOf(six)
    expect(hashes).toContain(kept)
    expect(hashes).not.toContain(reverted)
    expect(hashes).not.toContain(revertedMint.hash)
    expect(await rowsOf(reverted)).toEqual([])
    expect(await nftsOf(six)).not.toContain(revertedMint.tokenId)
    expect(await rowsOf(kept)).toHaveLength(1)
    // the cursor ends on the chain's own head block
    const head = await five.publicClient.getBlock({ blockTag: 'latest' })
    const cursor = await engine()
      .context.db.selectFrom('chain_cursors')
      .selectAll()
      .where('chain_id', '=', 31337)
      .executeTakeFirstOrThrow()
    expect({ number: Number(cursor.block_number), hash: cursor.block_hash }).toEqual({
      number: Number(head.number),
      hash: head.hash,
    })
  })

  it('a chain that got shorter than the index is rolled back to the common ancestor', async () => {
    const snapshot = await rpc('evm_snapshot')
    const ancestor = Number(await five.publicClient.getBlockNumber({ cacheTime: 0 }))
    const reverted = [await five.sendNative(six, parseEther('0.5')), await five.sendNative(six, parseEther('0.25'))]
    await indexToHead(engine().context)
    expect(await hashesOf(six)).toEqual(expect.arrayContaining(reverted))
    await rpc('evm_revert', [snapshot])
    const pass = await indexChainOnce(engine().context, 31337)
    expect(pass).toMatchObject({ rolledBackTo: ancestor, caughtUp: true })
    const hashes = await hashesOf(six)
    expect(hashes.filter((hash) => reverted.includes(hash as `0x${string}`))).toEqual([])
  })

  it('a reverted transaction that carried value is in the history as failed (R-3.31)', async () => {
    const wallet = createWalletClient({ transport: http(rpcUrl), account: DEV_ACCOUNTS[5]! })
    // the test token has no payable fallback: sending it ether reverts; a fixed gas limit skips the estimate
    const hash = await wallet.sendTransaction({
      chain: null,
      to: DEVNET_TOKEN,
      value: parseEther('0.5'),
      gas: 100_000n,
    })
    expect((await five.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('reverted')
    await indexToHead(engine().context)
    const { data } = await get<{
      data: {
        metadata: { hash: string; status: string; operationType: string }
        transfers: { quantity: { numeric: string } }[]
      }[]
    }>(`/v1/account/${five.address}/history?chainId=eip155:31337`)
    const failed = data.find((tx) => tx.metadata.hash === hash)!
    expect(failed.metadata).toMatchObject({ status: 'failed', operationType: 'send' })
    expect(failed.transfers.map((transfer) => transfer.quantity.numeric)).toEqual(['0.5'])
  })

  it('an index pass with nothing new stores nothing twice', async () => {
    const count = async () =>
      (
        await engine()
          .context.db.selectFrom('chain_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    const before = await count()
    const pass = await indexChainOnce(engine().context, 31337)
    expect(pass.to).toBeLessThan(pass.from)
    expect(await count()).toEqual(before)
  })
})

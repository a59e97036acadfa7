// Reorgs, token discovery and token approvals on this file's own anvil, so evm_snapshot / evm_revert never disturb
// other files.
import { DEV_ACCOUNTS, startDevnet } from '@latch/devnet'
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { indexChainOnce } from '../src/chain/indexer.ts'
import { backfillApprovalsOnce } from '../src/chain/approvalsBackfill.ts'
import { markApprovalsBackfill } from '../src/chain/approvalsMigration.ts'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import {
  createTestProject,
  DEVNET_NFT,
  DEVNET_TOKEN,
  devAddress,
  devWallet,
  indexToHead,
  withProject,
} from './chainDevnet.ts'
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

const operatorAbi = parseAbi(['function setApprovalForAll(address operator, bool approved)'])
const walletOf = (index: number) => createWalletClient({ transport: http(rpcUrl), account: DEV_ACCOUNTS[index]! })
async function mined(hash: `0x${string}`) {
  const receipt = await devWallet(rpcUrl, 0).publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return hash
}
const approve = async (index: number, spender: Address, amount: bigint) =>
  mined(
    await walletOf(index).writeContract({
      chain: null,
      address: DEVNET_TOKEN,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
    }),
  )
const setOperator = async (index: number, operator: Address, approved: boolean) =>
  mined(
    await walletOf(index).writeContract({
      chain: null,
      address: DEVNET_NFT,
      abi: operatorAbi,
      functionName: 'setApprovalForAll',
      args: [operator, approved],
    }),
  )
const spend = async (index: number, owner: Address, amount: bigint) =>
  mined(
    await walletOf(index).writeContract({
      chain: null,
      address: DEVNET_TOKEN,
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [owner, devAddress(index), amount],
    }),
  )

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

  const approvalsOf = async (owner: string) =>
    (await get<{ data: Array<Record<string, unknown>> }>(`/v1/account/${owner}/approvals?chainId=eip155:31337`)).data
  const approvalRowsOf = (hash: string) =>
    engine().context.db.selectFrom('chain_approvals').select('tx_hash').where('tx_hash', '=', hash).execute()

  it('approvals: listed once indexed, with what is left of an allowance; gone once revoked', async () => {
    const seven = devAddress(7)
    const eight = devAddress(8)
    await indexToHead(engine().context)
    const given = await approve(5, seven, parseEther('3'))
    await setOperator(5, eight, true)
    // the cloud answers from its index: nothing is listed before the pass that reads the logs
    expect(await approvalsOf(five.address)).toEqual([])
    await indexToHead(engine().context)
    expect(await approvalRowsOf(given)).toHaveLength(1)
    expect(await approvalsOf(five.address)).toEqual([
      { kind: 'operator', chainId: 'eip155:31337', collection: DEVNET_NFT, operator: eight, symbol: 'LNFT' },
      {
        kind: 'allowance',
        chainId: 'eip155:31337',
        token: DEVNET_TOKEN,
        spender: seven,
        amount: parseEther('3').toString(),
        symbol: 'LTT',
        decimals: 18,
      },
    ])
    // spending lowers the allowance without an Approval log: the amount is the chain's own, read now
    await spend(7, five.address, parseEther('1'))
    expect((await approvalsOf(five.address)).find((item) => item.kind === 'allowance')?.amount).toBe(
      parseEther('2').toString(),
    )
    await approve(5, seven, 0n)
    await setOperator(5, eight, false)
    await indexToHead(engine().context)
    expect(await approvalsOf(five.address)).toEqual([])
  })

  it("approvals: a reorg removes the rolled-back blocks' approvals and the earlier one stands again", async () => {
    const nine = devAddress(9)
    await approve(5, nine, 5n)
    await indexToHead(engine().context)
    const ancestor = Number(await five.publicClient.getBlockNumber({ cacheTime: 0 }))
    const snapshot = await rpc('evm_snapshot')
    const revoked = await approve(5, nine, 0n)
    const reverted = await setOperator(5, nine, true)
    await indexToHead(engine().context)
    expect((await approvalsOf(five.address)).map((item) => item.kind)).toEqual(['operator'])

    expect(await rpc('evm_revert', [snapshot])).toBe(true)
    await five.sendNative(six, parseEther('0.1'))
    expect((await indexChainOnce(engine().context, 31337)).rolledBackTo).toBe(ancestor)
    await indexToHead(engine().context)
    expect(await approvalRowsOf(revoked)).toEqual([])
    expect(await approvalRowsOf(reverted)).toEqual([])
    expect(await approvalsOf(five.address)).toEqual([
      expect.objectContaining({ kind: 'allowance', token: DEVNET_TOKEN, spender: nine, amount: '5' }),
    ])
    await approve(5, nine, 0n)
    await indexToHead(engine().context)
  })

  it('approvals: a cloud that indexed the chain before it kept approvals reads the earlier logs backwards; until then the list is refused (503), so the client reads the chain', async () => {
    const nine = devAddress(9)
    const given = await approve(5, nine, 7n)
    await indexToHead(engine().context)
    const { db } = engine().context
    // the upgrade: the rows an older cloud never kept, and migration 106's mark for the chain it had followed
    await db.deleteFrom('chain_approvals').where('chain_id', '=', 31337).execute()
    await markApprovalsBackfill(db as never)
    const refused = await engine().request(withProject(`/v1/account/${five.address}/approvals?chainId=eip155:31337`))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('60')
    // small batches, so the backfill takes several steps back to block 0
    const head = Number(await five.publicClient.getBlockNumber({ cacheTime: 0 }))
    let steps = 1
    while (await backfillApprovalsOnce(engine().context, 31337, Math.ceil(head / 3))) steps++
    expect(steps).toBeGreaterThanOrEqual(3)
    expect(await approvalRowsOf(given)).toHaveLength(1)
    expect(await approvalsOf(five.address)).toEqual([
      expect.objectContaining({ kind: 'allowance', token: DEVNET_TOKEN, spender: nine, amount: '7' }),
    ])
    await approve(5, nine, 0n)
    await indexToHead(engine().context)
  })

  it('approvals: a chain the cloud does not index is refused (400): the client then reads the chain itself', async () => {
    const response = await engine().request(withProject(`/v1/account/${five.address}/approvals?chainId=eip155:1`))
    expect(response.status).toBe(400)
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

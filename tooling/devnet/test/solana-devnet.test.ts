// No SPEC rule: the Solana devnet part (a STAND-IN over litesvm): funded dev keys, the SPL token, and the RPC methods
// @latch/solana and @solana/kit call, read through kit's own client.
import {
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_FUNDS, SOLANA_DEVNET_CAIP_ID, type SolanaDevnet, startSolanaDevnet } from '../src/solana-devnet.ts'
import { solanaDevSigners } from '../src/solana-keys.ts'
import { signedTransfer } from './solana-transfer.ts'

let devnet: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = createSolanaRpc(devnet.url)
})
afterAll(() => devnet?.close())

describe('Solana devnet part', () => {
  it('funds every dev key with SOL and the SPL token, the same keys and mint on every run', async () => {
    expect(devnet.keys.map((key) => key.address)).toEqual((await solanaDevSigners()).map((key) => key.address))
    // key 0 paid for the setup, as EVM account 0 deployed the contracts
    for (const key of devnet.keys.slice(1, 4)) {
      expect((await rpc.getBalance(key.address).send()).value).toBe(SOLANA_DEV_FUNDS.sol)
      const { value } = await rpc
        .getTokenAccountsByOwner(key.address, { mint: devnet.mint }, { encoding: 'jsonParsed' })
        .send()
      expect(value).toHaveLength(1)
      expect(value[0]!.account.data.parsed.info).toMatchObject({
        mint: devnet.mint,
        owner: key.address,
        tokenAmount: { amount: String(SOLANA_DEV_FUNDS.tokens), decimals: 6 },
      })
      const balance = await rpc.getTokenAccountBalance(value[0]!.pubkey).send()
      expect(balance.value.uiAmountString).toBe('10000')
    }
    expect((await rpc.getTokenSupply(devnet.mint).send()).value.amount).toBe(
      String(SOLANA_DEV_FUNDS.tokens * BigInt(devnet.keys.length)),
    )
  })

  it('answers the genesis hash of its CAIP-2 id, health, version, block height and epoch', async () => {
    expect(`solana:${(await rpc.getGenesisHash().send()).slice(0, 32)}`).toBe(SOLANA_DEVNET_CAIP_ID)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toContain('standin')
    expect(await rpc.getBlockHeight().send()).toBe(await rpc.getSlot().send())
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBe(await rpc.getSlot().send())
  })

  it('the same transfer twice is two transactions: each lands in its own slot with a fresh blockhash; an old one stays valid', async () => {
    const [from] = devnet.keys
    const to = (await generateKeyPairSigner()).address
    const { value: first } = await rpc.getLatestBlockhash().send()
    const one = await signedTransfer(from!, to, 1_000_000n, first)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(one), { encoding: 'base64' }).send()
    const { value: second } = await rpc.getLatestBlockhash().send()
    expect(second.blockhash).not.toBe(first.blockhash)
    expect((await rpc.isBlockhashValid(first.blockhash).send()).value).toBe(true)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(await signedTransfer(from!, to, 1_000_000n, second)), {
        encoding: 'base64',
      })
      .send()
    expect((await rpc.getBalance(to).send()).value).toBe(2_000_000n)
  })

  it("refuses an unknown blockhash as a validator's preflight does", async () => {
    const [from] = devnet.keys
    const stale = await signedTransfer(from!, (await generateKeyPairSigner()).address, 1n, {
      blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
      lastValidBlockHeight: 0n,
    } as never)
    await expect(
      rpc.sendTransaction(getBase64EncodedWireTransaction(stale), { encoding: 'base64' }).send(),
    ).rejects.toThrow(/preflight|simulation/i)
  })

  it('gives the fee of a message: 5000 lamports per signature', async () => {
    const [from] = devnet.keys
    const { value } = await rpc.getLatestBlockhash().send()
    const transaction = await signedTransfer(from!, (await generateKeyPairSigner()).address, 1n, value)
    const message = Buffer.from(transaction.messageBytes).toString('base64')
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5000n)
  })
})

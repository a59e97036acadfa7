// A Solana transaction's card against the real cloud and the litesvm stand-in: judged against the operator's block
// list, warned about when it hands an account to another owner (with the second step), and simulated by the node
// (simulateTransaction's `accounts`), the signer's SOL and token changes shown before Approve and equal to what it then
// does. The devnet's stand-in has an SPL token (LST, 6 decimals) that its dev keys hold.
import { getCreateAssociatedTokenIdempotentInstruction } from '@solana-program/token'
import {
  AccountRole,
  type Address,
  createNoopSigner,
  createSolanaRpc,
  generateKeyPairSigner,
  type Instruction,
  lamports,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devTokenAccount,
  giveDevTokens,
  type SolanaDevnet,
  startSolanaDevnet,
} from '../../../tooling/devnet/src/solana-devnet.ts'
import { setBlockList } from '../../cloud/src/blockList/store.ts'
import { PROJECT_ID, signedInFrame, startTestCloud, type TestCloud, type TestFrame } from './fixtures.ts'
import { base58, buildTransaction, SYSTEM_PROGRAM, transferInstruction, unbase58, wire } from './solana-kit.ts'

let test: TestCloud
let solana: SolanaDevnet
let mailbox = 0
/** on the project's block list from the start, as written (base58's case is part of it) */
let blocked: Address

beforeAll(async () => {
  ;[test, solana] = await Promise.all([startTestCloud(), startSolanaDevnet()])
  blocked = (await generateKeyPairSigner()).address
  await setBlockList(
    test.cloud.context.db,
    { scope: PROJECT_ID, source: 'operator' },
    { addresses: [blocked], domains: [] },
  )
}, 60_000)
afterAll(async () => {
  await test?.stop()
  await solana?.close()
})

const SOL = 1_000_000_000n
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
const rpc = () => createSolanaRpc(solana.url)
const request = (method: string, params: unknown) => ({
  method,
  params,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana' as const,
  rpcUrl: solana.url,
})
const texts = (card: HTMLElement, selector: string) =>
  [...card.querySelectorAll(selector)].map((item) => item.textContent)

/** a signed-in frame whose Solana address holds 2 SOL */
async function funded(name: string): Promise<{ frame: TestFrame; address: Address }> {
  const { frame } = await signedInFrame(test, `solcard-${name}${mailbox++}@example.com`)
  const address = frame.app.wallets.current()!.solanaAddress as Address
  await rpc()
    .requestAirdrop(address, lamports(2n * SOL))
    .send()
  return { frame, address }
}

async function transaction(feePayer: Address, instructions: Parameters<typeof buildTransaction>[0]['instructions']) {
  const { value } = await rpc().getLatestBlockhash().send()
  return base58(wire(buildTransaction({ version: 'legacy', feePayer, blockhash: value.blockhash, instructions })))
}

/** System Program Assign: u32 1, then the new owner program; [the assigned account (signer)] */
function assign(account: Address, owner: Address) {
  const data = new Uint8Array(36)
  data[0] = 1
  data.set(unbase58(owner), 4)
  return { programAddress: SYSTEM_PROGRAM, accounts: [{ address: account, role: AccountRole.WRITABLE_SIGNER }], data }
}

/** SPL Token Transfer: u8 3, u64 LE amount; [source, destination, owner (signer)] */
function tokenTransfer(source: Address, destination: Address, owner: Address, amount: bigint): Instruction {
  const data = new Uint8Array(9)
  data[0] = 3
  new DataView(data.buffer).setBigUint64(1, amount, true)
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [
      { address: source, role: AccountRole.WRITABLE },
      { address: destination, role: AccountRole.WRITABLE },
      { address: owner, role: AccountRole.READONLY_SIGNER },
    ],
    data,
  }
}

describe("a Solana transaction's card", () => {
  it('R-6.7 a token transfer: the simulated SOL fee and token change, equal to what the chain then does', async () => {
    const { frame, address } = await funded('tokens')
    await giveDevTokens(solana, address, 5_000_000n)
    const [mine, theirs] = [
      await devTokenAccount(solana, address),
      await devTokenAccount(solana, solana.keys[1]!.address),
    ]
    const signing = frame.call(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', {
        transaction: await transaction(address, [tokenTransfer(mine, theirs, address, 2_000_000n)]),
      }),
    )
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-outcome li')).toEqual(['−0.000005 SOL', `−2 of token ${solana.mint}`])
    expect(texts(card, '.latch-approval-warnings li')).toEqual([])
    await frame.press('Approve')
    await signing
    expect((await rpc().getTokenAccountBalance(mine).send()).value.amount).toBe('3000000')
    await frame.close()
  })

  it('R-6.7 tokens into a token account the transaction creates for the signer: the simulated token change is shown', async () => {
    const { frame, address } = await funded('created')
    const giver = solana.keys[1]!.address
    const ata = await devTokenAccount(solana, address)
    // the signer pays for its new token account; the dev key sends into it (its signature is not needed to simulate)
    const instructions = [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: createNoopSigner(address),
        ata,
        owner: address,
        mint: solana.mint,
      }) as Instruction,
      tokenTransfer(await devTokenAccount(solana, giver), ata, giver, 1_500_000n),
    ]
    const signing = frame.call(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: await transaction(address, instructions) }),
    )
    signing.catch(() => undefined)
    const card = await frame.card('Transaction request')
    const outcome = texts(card, '.latch-approval-outcome li')
    expect(outcome).toContain(`+1.5 of token ${solana.mint}`)
    // the new account's rent and the two signatures' fees leave the signer's SOL
    expect(outcome.filter((line) => line?.endsWith(' SOL'))).toEqual([expect.stringMatching(/^−0\.00\d+ SOL$/)])
    await frame.press('Reject')
    await expect(signing).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it('R-6.7 a transfer to an account on the block list: its warning; the simulated SOL change equals what the chain then does', async () => {
    const { frame, address } = await funded('blocked')
    const signing = frame.call(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', {
        transaction: await transaction(address, [transferInstruction(address, blocked, SOL / 10n)]),
      }),
    )
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-warnings li')).toEqual([`${blocked} is on the block list.`])
    // the fee is in the signer's balance after the transaction: 5000 lamports for its one signature
    expect(texts(card, '.latch-approval-outcome li')).toEqual(['−0.100005 SOL'])
    ;(card.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await frame.press('Approve')
    await signing
    expect((await rpc().getBalance(address).send()).value).toBe(2n * SOL - SOL / 10n - 5000n)
    await frame.close()
  })

  it('R-6.7 System Assign of the wallet\'s own account: the owner-change warning, and Approve only after "I understand"', async () => {
    const { frame, address } = await funded('assign')
    const program = (await generateKeyPairSigner()).address
    const signing = frame.call(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: await transaction(address, [assign(address, program)]) }),
    )
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-warnings li')).toEqual([
      `The owner program of ${address} would become ${program}: whoever controls it could take the account and what it holds.`,
    ])
    frame.button('Approve')!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.app.approval.pending).toBe(true)
    ;(card.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await frame.press('Approve')
    expect(await signing).toMatchObject({ transaction: expect.any(String) })
    await frame.close()
  })

  it('several transactions: the card says plainly that it could not simulate them', async () => {
    const { frame, address } = await funded('several')
    const to = (await generateKeyPairSigner()).address
    const transactions = [
      await transaction(address, [transferInstruction(address, to, 1n)]),
      await transaction(address, [transferInstruction(address, to, 2n)]),
    ]
    const signing = frame.call('RPC_REQUEST', request('solana_signAllTransactions', { transactions }))
    signing.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-outcome li')).toEqual([
      'Could not simulate: several transactions cannot be simulated one after another',
    ])
    expect(texts(card, '.latch-approval-warnings li')).toEqual([])
    await frame.press('Reject')
    await expect(signing).rejects.toThrow('User rejected the request.')
    await frame.close()
  })
})

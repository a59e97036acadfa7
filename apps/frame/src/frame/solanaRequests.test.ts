// R-3.98 R-3.103 R-6.7: the three Solana transaction methods' card and answers (docs/design/farcaster-and-signing.md §2.3).
import { ed25519 } from '@noble/curves/ed25519'
import { AccountRole } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  addressOf,
  base58,
  buildTransaction,
  COMPUTE_BUDGET_PROGRAM,
  fakeAddress,
  fromWire,
  transferInstruction,
  unbase58,
  wire,
} from '../../test/solana-kit.ts'
import type { UnlockedWallet } from '../keys/index.ts'
import { answerSolanaRequest, describeSolanaTransactions, solanaTransactionsOf } from './solanaRequests.ts'
import { INVALID_SOLANA_TRANSACTION, NOT_A_SIGNER } from './solanaTransaction.ts'

const secret = ed25519.utils.randomPrivateKey()
const publicKey = ed25519.getPublicKey(secret)
const me = addressOf(publicKey)
const wallet = {
  solanaPublicKey: publicKey,
  signSolanaMessage: async (message: Uint8Array) => ed25519.sign(message, secret),
} as unknown as UnlockedWallet
const recipient = fakeAddress(9)

const transfer = (lamports: bigint, version: 'legacy' | 0 = 'legacy') =>
  base58(
    wire(buildTransaction({ version, feePayer: me, instructions: [transferInstruction(me, recipient, lamports)] })),
  )
const verifies = (text: string) => {
  const tx = fromWire(unbase58(text))
  return ed25519.verify(tx.signatures[me]!, Uint8Array.from(tx.messageBytes), publicKey)
}

describe('the approval card of a Solana transaction', () => {
  it('R-6.7 R-2.17 Network Solana, the fee payer, a System transfer as Transfer <n> SOL to <address>', () => {
    const request = describeSolanaTransactions('solana_signTransaction', { transaction: transfer(1_500_000_000n) })
    expect(request).toEqual({
      kind: 'transaction',
      details: [
        ['Network', 'Solana'],
        ['Fee payer', me],
        ['Instruction 1', `Transfer 1.5 SOL to ${recipient}`],
      ],
    })
  })

  it('R-6.7 each instruction names its program: known ones by name, others by address', () => {
    const unknown = fakeAddress(5)
    const transaction = base58(
      wire(
        buildTransaction({
          version: 'legacy',
          feePayer: me,
          instructions: [
            { programAddress: COMPUTE_BUDGET_PROGRAM, data: Uint8Array.of(2, 0x40, 0x0d, 0x03, 0) },
            {
              programAddress: unknown,
              accounts: [{ address: me, role: AccountRole.WRITABLE_SIGNER }],
              data: Uint8Array.of(1),
            },
            transferInstruction(me, recipient, 1n),
          ],
        }),
      ),
    )
    expect(describeSolanaTransactions('solana_signAndSendTransaction', { transaction }).details.slice(2)).toEqual([
      ['Instruction 1', 'Compute Budget Program'],
      ['Instruction 2', `Program ${unknown}`],
      ['Instruction 3', `Transfer 0.000000001 SOL to ${recipient}`],
    ])
  })

  it('R-6.7 solana_signAllTransactions: one card, each transaction numbered', () => {
    const { details } = describeSolanaTransactions('solana_signAllTransactions', {
      transactions: [transfer(1n), transfer(2n, 0)],
    })
    expect(details.map(([label]) => label)).toEqual([
      'Network',
      'Transaction',
      'Fee payer',
      'Instruction 1',
      'Transaction',
      'Fee payer',
      'Instruction 1',
    ])
    expect(details[1]).toEqual(['Transaction', '1 of 2'])
    expect(details[4]).toEqual(['Transaction', '2 of 2'])
  })

  it('R-6.7 v0: accounts from an address lookup table are shown by index, the frame does not fetch the table', () => {
    const table = fakeAddress(3)
    const withLookup = base58(
      wire(
        buildTransaction({
          version: 0,
          feePayer: me,
          instructions: [transferInstruction(me, recipient, 10n ** 9n)],
          lookupTables: { [table]: [recipient] },
        }),
      ),
    )
    expect(describeSolanaTransactions('solana_signTransaction', { transaction: withLookup }).details.at(-1)).toEqual([
      'Instruction 1',
      'Transfer 1 SOL to account 2 (from an address lookup table)',
    ])
    // a program id among the loaded keys (the runtime refuses it, but the card must still read)
    const bytes = unbase58(withLookup)
    const programAt =
      bytes.length - 1 /* lookup count */ - 35 /* table key, one writable index */ - 17 /* the transfer */
    bytes[programAt] = 2
    expect(describeSolanaTransactions('solana_signTransaction', { transaction: base58(bytes) }).details.at(-1)).toEqual(
      ['Instruction 1', 'Program account 2 (from an address lookup table)'],
    )
  })

  it('R-3.98 malformed params are Invalid Solana transaction', () => {
    expect(() => describeSolanaTransactions('solana_signTransaction', {})).toThrow(INVALID_SOLANA_TRANSACTION)
    expect(() => describeSolanaTransactions('solana_signAllTransactions', { transactions: [] })).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    expect(() => describeSolanaTransactions('solana_signAllTransactions', { transactions: transfer(1n) })).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    expect(() =>
      describeSolanaTransactions('solana_signAllTransactions', { transactions: [transfer(1n), 'xyz0'] }),
    ).toThrow(INVALID_SOLANA_TRANSACTION)
    expect(() => describeSolanaTransactions('solana_signTransaction', undefined)).toThrow(INVALID_SOLANA_TRANSACTION)
  })

  it("R-6.7 with the wallet's key, a transaction it need not sign is refused", () => {
    const theirs = base58(
      wire(
        buildTransaction({
          version: 'legacy',
          feePayer: recipient,
          instructions: [transferInstruction(recipient, me, 1n)],
        }),
      ),
    )
    expect(solanaTransactionsOf('solana_signTransaction', { transaction: transfer(1n) }, publicKey)).toHaveLength(1)
    expect(() =>
      solanaTransactionsOf('solana_signAllTransactions', { transactions: [transfer(1n), theirs] }, publicKey),
    ).toThrow(NOT_A_SIGNER)
  })
})

describe('answers', () => {
  const noRpc = async () => {
    throw new Error('no RPC call expected')
  }

  it('R-3.98 solana_signTransaction answers { transaction } base58, signed', async () => {
    const { transaction } = (await answerSolanaRequest(
      'solana_signTransaction',
      { transaction: transfer(3n) },
      wallet,
      noRpc,
    )) as { transaction: string }
    expect(verifies(transaction)).toBe(true)
  })

  it('R-3.98 solana_signAllTransactions answers { transactions } in order', async () => {
    const inputs = [transfer(4n), transfer(5n, 0)]
    const { transactions } = (await answerSolanaRequest(
      'solana_signAllTransactions',
      { transactions: inputs },
      wallet,
      noRpc,
    )) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    expect(transactions.every(verifies)).toBe(true)
    expect(transactions.map((text) => fromWire(unbase58(text)).messageBytes)).toEqual(
      inputs.map((text) => fromWire(unbase58(text)).messageBytes),
    )
  })

  it('R-3.103 solana_signAndSendTransaction: sendTransaction with base64 and the four options, answers { signature }', async () => {
    const calls: [string, unknown[]][] = []
    const rpc = async (method: string, params: unknown[]) => {
      calls.push([method, params])
      return 'the-signature'
    }
    const options = {
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 2,
      minContextSlot: 7,
      extra: 'dropped',
    }
    expect(
      await answerSolanaRequest('solana_signAndSendTransaction', { transaction: transfer(6n), options }, wallet, rpc),
    ).toEqual({ signature: 'the-signature' })
    expect(calls).toHaveLength(1)
    const [method, [data, config]] = calls[0]! as [string, [string, unknown]]
    expect(method).toBe('sendTransaction')
    expect(config).toEqual({
      encoding: 'base64',
      skipPreflight: true,
      preflightCommitment: 'confirmed',
      maxRetries: 2,
      minContextSlot: 7,
    })
    expect(verifies(base58(Uint8Array.from(Buffer.from(data, 'base64'))))).toBe(true)

    await answerSolanaRequest('solana_signAndSendTransaction', { transaction: transfer(7n) }, wallet, rpc)
    expect(calls[1]![1][1]).toEqual({ encoding: 'base64' })
  })
})

// The frame's Solana transaction methods against the real cloud and a Solana JSON-RPC stand-in over litesvm
// (docs/design/farcaster-and-signing.md §2.3): what the frame signs is executed, signatures checked, by the SVM.
import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  createSolanaRpc,
  type Rpc,
  type SolanaRpcApi,
  generateKeyPairSigner,
  getBase64Decoder,
  isSolanaError,
  lamports,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcPayloadSchema } from '../../../packages/frame/src/rpcSchemas.ts'
import { type SolanaStandin, startSolanaStandin } from '../../../tooling/devnet/src/solana-standin.ts'
import type { UnlockedWallet } from '../src/keys/index.ts'
import { INVALID_SOLANA_TRANSACTION, NOT_A_SIGNER } from '../src/frame/solanaTransaction.ts'
import { signedInFrame, startTestCloud, type TestCloud, type TestFrame } from './fixtures.ts'
import { base58, buildTransaction, fromWire, transferInstruction, unbase58, wire } from './solana-kit.ts'

let test: TestCloud
let solana: SolanaStandin
let rpc: Rpc<SolanaRpcApi>
let mailbox = 0
const newEmail = (name: string) => `${name}${mailbox++}@example.com`

beforeAll(async () => {
  ;[test, solana] = await Promise.all([startTestCloud(), startSolanaStandin()])
  rpc = createSolanaRpc(solana.url)
}, 60_000)
afterAll(async () => {
  await test?.stop()
  await solana?.close()
})

const SOL = 1_000_000_000n
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** an RPC_REQUEST as the page sends it: the Solana chain's rpcUrl travels in the payload */
function request(method: string, params: unknown) {
  const payload = { method, params, chainId: MAINNET, chainNamespace: 'solana' as const, rpcUrl: solana.url }
  expect(rpcPayloadSchema.safeParse(payload).success).toBe(true)
  return payload
}

interface Signer {
  frame: TestFrame
  wallet: UnlockedWallet
  address: Address
}

/** a signed-in user whose embedded Solana address holds 2 SOL on the stand-in */
async function fundedSigner(name: string): Promise<Signer> {
  const { frame } = await signedInFrame(test, newEmail(name))
  const wallet = frame.app.wallets.current()!
  const address = wallet.solanaAddress as Address
  await rpc.requestAirdrop(address, lamports(2n * SOL)).send()
  expect((await rpc.getBalance(address).send()).value).toBe(2n * SOL)
  return { frame, wallet, address }
}

async function transfer(
  from: Address,
  to: Address,
  amount: bigint,
  version: 'legacy' | 0 = 'legacy',
  feePayer = from,
): Promise<string> {
  const { value } = await rpc.getLatestBlockhash().send()
  return base58(
    wire(
      buildTransaction({
        version,
        feePayer,
        blockhash: value.blockhash,
        instructions: [transferInstruction(from, to, amount)],
      }),
    ),
  )
}

const newAddress = async () => (await generateKeyPairSigner()).address
const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value
const verifiesFor = (wallet: UnlockedWallet, text: string) => {
  const tx = fromWire(unbase58(text))
  return ed25519.verify(
    tx.signatures[wallet.solanaAddress as Address]!,
    Uint8Array.from(tx.messageBytes),
    wallet.solanaPublicKey,
  )
}
/** sends a frame-signed transaction to the stand-in as any client would */
const submit = (text: string) =>
  rpc.sendTransaction(getBase64Decoder().decode(unbase58(text)) as never, { encoding: 'base64' }).send()

describe('solana_signTransaction', () => {
  it('R-6.7 R-3.98 R-2.17 legacy and v0: the card shows Solana, fee payer and the transfer; Approve signs, the stand-in executes it', async () => {
    const { frame, wallet, address } = await fundedSigner('sol-sign')
    for (const [version, amount] of [
      ['legacy', 100_000_000n],
      [0, 250_000_000n],
    ] as const) {
      const to = await newAddress()
      const signing = frame.call(
        'RPC_REQUEST',
        request('solana_signTransaction', { transaction: await transfer(address, to, amount, version) }),
      )
      await frame.card('Transaction request')
      const details = [...frame.document.querySelectorAll('dd')].map((dd) => dd.textContent)
      expect(details).toEqual(['Solana', address, `Transfer ${version === 'legacy' ? '0.1' : '0.25'} SOL to ${to}`])
      await frame.press('Approve')
      const { transaction } = (await signing) as { transaction: string }
      expect(verifiesFor(wallet, transaction)).toBe(true)
      // signing alone sends nothing
      expect(await balanceOf(to)).toBe(0n)
      await submit(transaction)
      expect(await balanceOf(to)).toBe(amount)
    }
    await frame.close()
  })

  it('R-6.7 the stand-in refuses a frame-signed transaction whose signature was altered', async () => {
    const { frame, address } = await fundedSigner('sol-tamper')
    const signing = frame.call(
      'RPC_REQUEST',
      request('solana_signTransaction', { transaction: await transfer(address, await newAddress(), 100_000_000n) }),
    )
    await frame.press('Approve')
    const bytes = unbase58(((await signing) as { transaction: string }).transaction)
    bytes[1]! ^= 0xff
    await expect(submit(base58(bytes))).rejects.toSatisfy((error) =>
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
    )
    await frame.close()
  })
})

describe('solana_signAllTransactions', () => {
  it('R-6.7 R-3.98 two transactions under one approval, both signed and accepted', async () => {
    const { frame, wallet, address } = await fundedSigner('sol-all')
    const [first, second] = [await newAddress(), await newAddress()]
    const transactions = [
      await transfer(address, first, 100_000_000n),
      await transfer(address, second, 200_000_000n, 0),
    ]
    const signing = frame.call('RPC_REQUEST', request('solana_signAllTransactions', { transactions }))
    await frame.card('Transaction request')
    expect(frame.document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    expect(frame.document.body.textContent).toContain('1 of 2')
    expect(frame.document.body.textContent).toContain(`Transfer 0.2 SOL to ${second}`)
    await frame.press('Approve')
    const { transactions: signed } = (await signing) as { transactions: string[] }
    expect(frame.button('Approve')).toBeUndefined()
    expect(signed).toHaveLength(2)
    expect(signed.every((text) => verifiesFor(wallet, text))).toBe(true)
    for (const text of signed) await submit(text)
    expect([await balanceOf(first), await balanceOf(second)]).toEqual([100_000_000n, 200_000_000n])
    await frame.close()
  })
})

describe('solana_signAndSendTransaction', () => {
  it('R-6.7 R-3.103 signs, sends to the chain rpcUrl with the options, answers the signature; the SOL moved', async () => {
    const { frame, address } = await fundedSigner('sol-send')
    const to = await newAddress()
    const options = { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 0 }
    const sending = frame.call(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', { transaction: await transfer(address, to, 300_000_000n, 0), options }),
    )
    await frame.card('Transaction request')
    expect(frame.document.body.textContent).toContain(`Transfer 0.3 SOL to ${to}`)
    await frame.press('Approve')
    const { signature } = (await sending) as { signature: string }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await balanceOf(to)).toBe(300_000_000n)
    // the fee payer paid the transfer and litesvm's 5000-lamport signature fee
    expect(await balanceOf(address)).toBe(2n * SOL - 300_000_000n - 5000n)
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    await frame.close()
  })

  it('R-6.6 R-6.7 Reject answers User rejected the request. and nothing is sent', async () => {
    const { frame, address } = await fundedSigner('sol-reject')
    const to = await newAddress()
    const sending = frame.call(
      'RPC_REQUEST',
      request('solana_signAndSendTransaction', { transaction: await transfer(address, to, 100_000_000n) }),
    )
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    expect(await balanceOf(to)).toBe(0n)
    expect(await balanceOf(address)).toBe(2n * SOL)
    await frame.close()
  })
})

describe('refused before the card', () => {
  it("R-6.7 a transaction that does not need this wallet's signature", async () => {
    const { frame, address } = await fundedSigner('sol-other')
    const stranger = await newAddress()
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction']) {
      const asking = frame.call(
        'RPC_REQUEST',
        request(method, { transaction: await transfer(stranger, address, 100_000_000n) }),
      )
      expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
      await expect(asking).rejects.toThrow(NOT_A_SIGNER)
    }
    const mixed = frame.call(
      'RPC_REQUEST',
      request('solana_signAllTransactions', {
        transactions: [await transfer(address, stranger, 1n), await transfer(stranger, address, 1n)],
      }),
    )
    expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
    await expect(mixed).rejects.toThrow(NOT_A_SIGNER)
    await frame.close()
  })

  it('R-3.98 garbage base58, or base58 of bytes that are no transaction, is Invalid Solana transaction', async () => {
    const { frame, address } = await fundedSigner('sol-garbage')
    const noise = base58(Uint8Array.from({ length: 120 }, (_, i) => (i * 37 + 11) & 0xff))
    const cases: [string, unknown][] = [
      ['solana_signTransaction', { transaction: '0OIl' }],
      ['solana_signTransaction', { transaction: noise }],
      ['solana_signAndSendTransaction', { transaction: 'not base58 at all' }],
      ['solana_signAllTransactions', { transactions: [await transfer(address, await newAddress(), 1n), noise] }],
    ]
    for (const [method, params] of cases) {
      const asking = frame.call('RPC_REQUEST', request(method, params))
      expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
      await expect(asking).rejects.toThrow(INVALID_SOLANA_TRANSACTION)
    }
    expect(await balanceOf(address)).toBe(2n * SOL)
    await frame.close()
  })
})

describe('GET_USER with siwxMessage for a Solana network (SPEC §3)', () => {
  const fields = {
    chainId: MAINNET,
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    nonce: 'abcdEFGH12345678',
    issuedAt: '2026-11-24T04:00:00.000Z',
    expirationTime: '2026-12-01T04:00:00.000Z',
  }

  it('R-3.67 R-3.83 answers the Solana account with a Sign In With Solana message signed by its ed25519 key; an EVM message on a Solana GET_USER is refused', async () => {
    const { frame } = await signedInFrame(test, newEmail('siws'))
    const wallet = frame.app.wallets.current()!
    const user = (await frame.call('GET_USER', { chainId: MAINNET, siwxMessage: fields })) as {
      address: string
      message: string
      signature: string
      siwxMessage: { accountAddress: string; chainId: string }
    }
    expect(user.address).toBe(wallet.solanaAddress)
    expect(user.siwxMessage).toMatchObject({ ...fields, accountAddress: wallet.solanaAddress })
    expect(user.message).toBe(
      `127.0.0.1:5173 wants you to sign in with your Solana account:\n${wallet.solanaAddress}\n\nURI: http://127.0.0.1:5173/\nVersion: 1\nChain ID: mainnet\nNonce: abcdEFGH12345678\nIssued At: 2026-11-24T04:00:00.000Z\nExpiration Time: 2026-12-01T04:00:00.000Z`,
    )
    expect(
      ed25519.verify(unbase58(user.signature), new TextEncoder().encode(user.message), unbase58(wallet.solanaAddress)),
    ).toBe(true)
    await expect(
      frame.call('GET_USER', { chainId: MAINNET, siwxMessage: { ...fields, chainId: 'eip155:1' } }),
    ).rejects.toThrow('Invalid sign-in message')
  })
})

// No SPEC rule: the Solana JSON-RPC stand-in (docs/design/farcaster-and-signing.md §2.3) as @solana/kit's client sees it.
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  type Rpc,
  type SolanaRpcApi,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  compileTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaStandin, startSolanaStandin } from '../src/solana-standin.ts'

let standin: SolanaStandin
let rpc: Rpc<SolanaRpcApi>
beforeAll(async () => {
  standin = await startSolanaStandin()
  rpc = createSolanaRpc(standin.url)
})
afterAll(() => standin?.close())

const SOL = 1_000_000_000n

async function transferMessage(from: KeyPairSigner, to: Address, amount: bigint) {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, amount, true)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  return appendTransactionMessageInstruction(
    {
      programAddress: '11111111111111111111111111111111' as Address,
      accounts: [
        { address: from.address, role: AccountRole.WRITABLE_SIGNER },
        { address: to, role: AccountRole.WRITABLE },
      ],
      data,
    },
    setTransactionMessageLifetimeUsingBlockhash(
      lifetime,
      setTransactionMessageFeePayerSigner(from, createTransactionMessage({ version: 0 })),
    ),
  )
}

const funded = async () => {
  const signer = await generateKeyPairSigner()
  await rpc.requestAirdrop(signer.address, lamports(SOL)).send()
  return signer
}

describe('Solana stand-in', () => {
  it('answers slot, rent, airdrop, balance and account info', async () => {
    expect(await rpc.getSlot().send()).toBeTypeOf('bigint')
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    const signer = await funded()
    expect((await rpc.getBalance(signer.address).send()).value).toBe(SOL)
    expect((await rpc.getAccountInfo(signer.address, { encoding: 'base64' }).send()).value).toMatchObject({
      lamports: SOL,
      owner: '11111111111111111111111111111111',
      data: ['', 'base64'],
    })
    expect(
      (await rpc.getAccountInfo((await generateKeyPairSigner()).address, { encoding: 'base64' }).send()).value,
    ).toBeNull()
  })

  it('executes a signed transfer; its status is final', async () => {
    const [from, to] = [await funded(), await generateKeyPairSigner()]
    const transaction = await signTransactionMessageWithSigners(await transferMessage(from, to.address, SOL / 10n))
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    expect((await rpc.getBalance(to.address).send()).value).toBe(SOL / 10n)
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).toMatchObject({
      err: null,
      confirmationStatus: 'finalized',
    })
  })

  it('refuses a bad or missing signature (-32003) and a failing instruction (-32002, the error as a validator sends it)', async () => {
    const [from, to] = [await funded(), await generateKeyPairSigner()]
    const signed = await signTransactionMessageWithSigners(await transferMessage(from, to.address, SOL / 10n))
    const forged = { ...signed, signatures: { [from.address]: new Uint8Array(64).fill(1) } } as unknown as typeof signed
    const unsigned = compileTransaction(await transferMessage(from, to.address, SOL / 10n))
    for (const transaction of [forged, unsigned]) {
      const sending = rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
      await expect(sending).rejects.toSatisfy((error) =>
        isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
      )
    }
    const overspend = await signTransactionMessageWithSigners(await transferMessage(from, to.address, 5n * SOL))
    const failing = rpc.sendTransaction(getBase64EncodedWireTransaction(overspend), { encoding: 'base64' }).send()
    await expect(failing).rejects.toSatisfy((error) =>
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    )
    expect((await rpc.getBalance(to.address).send()).value).toBe(0n)
    expect((await rpc.getBalance(from.address).send()).value).toBe(SOL)
  })

  it('with skipPreflight a failing transaction lands: it pays its fee and its status carries the error', async () => {
    const [from, to] = [await funded(), await generateKeyPairSigner()]
    const overspend = await signTransactionMessageWithSigners(await transferMessage(from, to.address, 5n * SOL))
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(overspend), { encoding: 'base64', skipPreflight: true })
      .send()
    expect((await rpc.getBalance(from.address).send()).value).toBe(SOL - 5000n)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    // kit reads every JSON number as a bigint
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  })

  it('simulates an unsigned transaction unless asked to verify signatures', async () => {
    const from = await funded()
    const unsigned = getBase64EncodedWireTransaction(
      compileTransaction(await transferMessage(from, (await generateKeyPairSigner()).address, SOL / 10n)),
    )
    const { value } = await rpc.simulateTransaction(unsigned, { encoding: 'base64' }).send()
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    const verified = await rpc.simulateTransaction(unsigned, { encoding: 'base64', sigVerify: true }).send()
    expect(verified.value.err).not.toBeNull()
  })

  it('answers Method not found for what it does not serve', async () => {
    const response = await fetch(standin.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBlock', params: [] }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
  })
})

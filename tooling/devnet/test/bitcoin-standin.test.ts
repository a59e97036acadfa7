// The Bitcoin regtest STAND-IN's checks, over its Esplora HTTP routes: a transfer signed by the owner's key lands (in
// the mempool, then in a block), and each broken one is refused with bitcoind's words and changes nothing.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { Address, OutScript, p2pkh, SigHash, selectUTXO, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEV_FUNDS, type BitcoinDevnet, startBitcoinDevnet } from '../src/bitcoin-devnet.ts'
import { type BitcoinDevAccount, REGTEST } from '../src/bitcoin-keys.ts'

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet()
})
afterAll(() => devnet?.close())

const get = async (path: string) => {
  const response = await fetch(`${devnet.url}${path}`)
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text()
}
const broadcast = (hex: string) =>
  fetch(`${devnet.url}/tx`, { method: 'POST', body: hex }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }))
const scriptOf = (address: string) => OutScript.encode(Address(REGTEST).decode(address))

/** a transfer from `from` (its UTXOs as the stand-in lists them) to `to`, signed with `signer` */
async function transfer(
  from: BitcoinDevAccount,
  to: string,
  amount: bigint,
  signer: BitcoinDevAccount | undefined = from,
  feePerByte = 2n,
): Promise<Transaction> {
  const utxos: { txid: string; vout: number; value: number }[] = await get(`/address/${from.address}/utxo`)
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: scriptOf(from.address), amount: BigInt(utxo.value) },
    ...(from.type === 'ordinal' ? { tapInternalKey: Buffer.from(from.publicKey, 'hex') } : {}),
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    changeAddress: from.address,
    feePerByte,
    bip69: false,
    createTx: true,
    network: REGTEST,
  })
  const tx = selected?.tx as Transaction
  if (!signer) return tx
  tx.sign(signer.secret)
  tx.finalize()
  return tx
}

/** `tx` with every input's witness made by `signer` over the right sighash: a valid signature by the wrong key */
function signedByAnother(tx: Transaction, owner: BitcoinDevAccount, signer: BitcoinDevAccount): string {
  const scripts = Array.from({ length: tx.inputsLength }, (_, index) => tx.getInput(index).witnessUtxo!)
  for (let index = 0; index < tx.inputsLength; index++) {
    const witness =
      owner.type === 'payment'
        ? [
            Uint8Array.from([
              ...secp256k1
                .sign(
                  tx.preimageWitnessV0(
                    index,
                    p2pkh(Buffer.from(signer.publicKey, 'hex')).script,
                    SigHash.ALL,
                    scripts[index]!.amount,
                  ),
                  signer.secret,
                )
                .toDERRawBytes(),
              SigHash.ALL,
            ]),
            Buffer.from(signer.publicKey, 'hex'),
          ]
        : [
            schnorr.sign(
              tx.preimageWitnessV1(
                index,
                scripts.map((entry) => entry.script),
                SigHash.DEFAULT,
                scripts.map((entry) => entry.amount),
              ),
              signer.secret,
            ),
          ]
    tx.updateInput(index, { finalScriptWitness: witness }, true)
  }
  return tx.hex
}

describe('Bitcoin regtest stand-in', () => {
  it('funds every dev key in a confirmed block and serves Esplora shapes (tip, fee estimates, address stats, UTXOs)', async () => {
    expect(await get('/blocks/tip/height')).toBe('1')
    expect((await get('/fee-estimates'))['6']).toBe(1)
    const payment = devnet.keys[0]!.payment.address
    expect(payment).toMatch(/^bcrt1q/)
    expect(devnet.keys[0]!.ordinal.address).toMatch(/^bcrt1p/)
    const stats = await get(`/address/${payment}`)
    expect(stats.chain_stats).toMatchObject({
      funded_txo_count: 1,
      funded_txo_sum: Number(BITCOIN_DEV_FUNDS.payment),
      spent_txo_sum: 0,
    })
    expect(await get(`/address/${payment}/utxo`)).toEqual([
      expect.objectContaining({
        vout: 0,
        value: Number(BITCOIN_DEV_FUNDS.payment),
        status: expect.objectContaining({ confirmed: true, block_height: 1 }),
      }),
    ])
  })

  it('accepts P2WPKH and P2TR key-path spends signed by their keys; a block confirms them', async () => {
    const [a, b] = [devnet.keys[0]!, devnet.keys[1]!]
    const wpkh = await transfer(a.payment, b.payment.address, 100_000n)
    expect(await broadcast(wpkh.hex)).toEqual({ status: 200, text: wpkh.id })
    const tr = await transfer(a.ordinal, b.payment.address, 50_000n)
    expect(await broadcast(tr.hex)).toEqual({ status: 200, text: tr.id })
    expect(await get(`/tx/${tr.id}/status`)).toEqual({ confirmed: false })
    const height = (await (await fetch(`${devnet.url}/mine`, { method: 'POST' })).json()).height
    expect(await get(`/tx/${wpkh.id}/status`)).toMatchObject({ confirmed: true, block_height: height })
    expect((await get(`/address/${b.payment.address}`)).chain_stats.funded_txo_sum).toBe(
      Number(BITCOIN_DEV_FUNDS.payment) + 150_000,
    )
    expect(await get(`/tx/${wpkh.id}/hex`)).toBe(wpkh.hex)
  })

  it('refuses a double spend, a foreign key, a forged signature, dust, a fee below 1 sat/vB and garbage; nothing changes', async () => {
    const [c, d] = [devnet.keys[3]!, devnet.keys[4]!]
    const before = await get(`/address/${c.payment.address}`)
    expect(
      (
        await broadcast(
          signedByAnother(await transfer(c.payment, d.payment.address, 10_000n, undefined), c.payment, d.payment),
        )
      ).text,
    ).toMatch(/Witness program hash mismatch/)
    expect(
      (
        await broadcast(
          signedByAnother(await transfer(c.ordinal, d.payment.address, 10_000n, undefined), c.ordinal, d.ordinal),
        )
      ).text,
    ).toMatch(/Invalid Schnorr signature/)
    expect((await broadcast((await transfer(c.payment, d.payment.address, 100n)).hex)).text).toMatch(/dust/)
    const tampered = (await transfer(c.payment, d.payment.address, 10_000n)).hex.replace(/10270000/, '11270000')
    expect((await broadcast(tampered)).text).toMatch(/Signature must be zero|mandatory-script-verify-flag-failed/)
    expect((await broadcast('zz')).text).toMatch(/TX decode failed/)
    expect(await get(`/address/${c.payment.address}`)).toEqual(before)
    const first = await transfer(c.payment, d.payment.address, 10_000n)
    const second = await transfer(c.payment, d.ordinal.address, 20_000n)
    expect((await broadcast(first.hex)).status).toBe(200)
    expect(await broadcast(second.hex)).toMatchObject({
      status: 400,
      text: expect.stringMatching(/txn-mempool-conflict/),
    })
    expect(await broadcast(first.hex)).toMatchObject({ status: 400, text: expect.stringMatching(/txn-already-known/) })
    const utxo = (await get(`/address/${d.ordinal.address}/utxo`))[0]
    const cheap = new Transaction()
    cheap.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: scriptOf(d.ordinal.address), amount: BigInt(utxo.value) },
      tapInternalKey: Buffer.from(d.ordinal.publicKey, 'hex'),
    })
    cheap.addOutputAddress(d.payment.address, BigInt(utxo.value) - 10n, REGTEST)
    cheap.sign(d.ordinal.secret)
    cheap.finalize()
    expect((await broadcast(cheap.hex)).text).toMatch(/min relay fee not met/)
  })
})

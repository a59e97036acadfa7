// The UTXO ledger of the Bitcoin regtest STAND-IN (no bitcoind on npm or in Debian here): a transaction is accepted only
// when real checks pass, made with @scure/btc-signer and @noble/curves — every input spends an unspent output once,
// every witness signs BIP-143 (P2WPKH) or BIP-341 key-path (P2TR) sighashes with the output's own key, outputs are
// not dust, and inputs pay the outputs plus at least 1 sat/vB. Blocks are mined on demand (the HTTP part adds a timer).
import { createHash, randomBytes } from 'node:crypto'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { Address, OutScript, p2pkh, RawTx, SigHash, Transaction } from '@scure/btc-signer'
import { REGTEST } from './bitcoin-keys.ts'

/** the smallest output Bitcoin Core relays for a segwit output, and its minimum relay fee rate (sat/vB) */
export const DUST_SATS = 294n
export const MIN_FEE_RATE = 1

export interface LedgerOutput {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  address: string | undefined
  spentBy?: string
}

export interface LedgerTransaction {
  txid: string
  hex: string
  /** undefined while in the mempool */
  height: number | undefined
  inputs: { txid: string; vout: number; witness: Uint8Array[]; coinbase: boolean }[]
  outputs: LedgerOutput[]
  fee: bigint
  weight: number
  size: number
}

export interface Block {
  height: number
  hash: string
  time: number
  txids: string[]
}

/** a refused transaction, worded as bitcoind's sendrawtransaction words it */
export class RejectedTransaction extends Error {}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const sha256d = (bytes: Uint8Array) => createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest()
const key = (txid: string, vout: number) => `${txid}:${vout}`

export function addressOf(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

export function createLedger() {
  const transactions = new Map<string, LedgerTransaction>()
  const outputs = new Map<string, LedgerOutput>()
  const blocks: Block[] = [
    {
      height: 0,
      hash: hex(sha256d(new TextEncoder().encode('latch regtest genesis'))),
      time: Math.floor(Date.now() / 1000),
      txids: [],
    },
  ]
  let mempool: string[] = []

  const tip = () => blocks[blocks.length - 1] as Block

  function record(tx: LedgerTransaction) {
    transactions.set(tx.txid, tx)
    for (const output of tx.outputs) outputs.set(key(output.txid, output.vout), output)
    for (const input of tx.inputs)
      if (!input.coinbase) (outputs.get(key(input.txid, input.vout)) as LedgerOutput).spentBy = tx.txid
    mempool.push(tx.txid)
  }

  /** a coinbase-shaped transaction paying the given addresses (the dev keys' funds); confirmed by the next block */
  function fund(payments: { address: string; value: bigint }[]): string {
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: randomBytes(8), sequence: 0xffffffff }],
      outputs: payments.map(({ address, value }) => ({
        amount: value,
        script: OutScript.encode(Address(REGTEST).decode(address)),
      })),
      witnesses: [],
      lockTime: 0,
    })
    const txid = hex(Uint8Array.from(sha256d(raw)).reverse())
    const outs = payments.map(({ address, value }, vout) => ({
      txid,
      vout,
      value,
      address,
      script: OutScript.encode(Address(REGTEST).decode(address)),
    }))
    record({
      txid,
      hex: hex(raw),
      height: undefined,
      inputs: [{ txid: '0'.repeat(64), vout: 0xffffffff, witness: [], coinbase: true }],
      outputs: outs,
      fee: 0n,
      weight: raw.length * 4,
      size: raw.length,
    })
    return txid
  }

  /** checks one input's witness against the output it spends (P2WPKH, or P2TR's key path) */
  function checkWitness(tx: Transaction, index: number, spent: LedgerOutput[], witness: Uint8Array[]) {
    const prevout = spent[index] as LedgerOutput
    const decoded = OutScript.decode(prevout.script)
    if (decoded.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey)
        throw new RejectedTransaction(
          `mandatory-script-verify-flag-failed (Witness program hash mismatch) on input ${index}`,
        )
      const hash = createHash('ripemd160').update(createHash('sha256').update(publicKey).digest()).digest()
      if (hex(hash) !== hex(decoded.hash))
        throw new RejectedTransaction(
          `mandatory-script-verify-flag-failed (Witness program hash mismatch) on input ${index}`,
        )
      const hashType = signature[signature.length - 1] as number
      const scriptCode = p2pkh(publicKey).script
      const digest = tx.preimageWitnessV0(index, scriptCode, hashType, prevout.value)
      const valid = (() => {
        try {
          return secp256k1.verify(secp256k1.Signature.fromDER(signature.subarray(0, -1)), digest, publicKey, {
            lowS: true,
          })
        } catch {
          return false
        }
      })()
      if (!valid)
        throw new RejectedTransaction(
          `mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation) on input ${index}`,
        )
      return
    }
    if (decoded.type === 'tr') {
      const [signature] = witness
      if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
        throw new RejectedTransaction(
          `mandatory-script-verify-flag-failed (Invalid Schnorr signature size) on input ${index}`,
        )
      const hashType = signature.length === 65 ? (signature[64] as number) : SigHash.DEFAULT
      const digest = tx.preimageWitnessV1(
        index,
        spent.map((output) => output.script),
        hashType,
        spent.map((output) => output.value),
      )
      if (!schnorr.verify(signature.subarray(0, 64), digest, decoded.pubkey))
        throw new RejectedTransaction(
          `mandatory-script-verify-flag-failed (Invalid Schnorr signature) on input ${index}`,
        )
      return
    }
    throw new RejectedTransaction(
      `this stand-in checks P2WPKH and P2TR key-path spends only (input ${index} spends ${decoded.type})`,
    )
  }

  /** validates a raw transaction (hex) and puts it in the mempool; resolves with its txid */
  function accept(rawHex: string): string {
    if (!/^([0-9a-f]{2})+$/i.test(rawHex)) throw new RejectedTransaction('TX decode failed')
    let tx: Transaction
    try {
      tx = Transaction.fromRaw(Buffer.from(rawHex, 'hex'), {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
        disableScriptCheck: true,
      })
    } catch {
      throw new RejectedTransaction('TX decode failed')
    }
    if (transactions.has(tx.id)) throw new RejectedTransaction('txn-already-known')
    if (tx.inputsLength === 0 || tx.outputsLength === 0) throw new RejectedTransaction('bad-txns-vin-empty')
    const seen = new Set<string>()
    const spent: LedgerOutput[] = []
    const inputs: LedgerTransaction['inputs'] = []
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const txid = hex(input.txid as Uint8Array)
      const vout = input.index as number
      const outpoint = key(txid, vout)
      if (seen.has(outpoint)) throw new RejectedTransaction('bad-txns-inputs-duplicate')
      seen.add(outpoint)
      const output = outputs.get(outpoint)
      if (!output) throw new RejectedTransaction('bad-txns-inputs-missingorspent')
      if (output.spentBy)
        throw new RejectedTransaction(`txn-mempool-conflict (input ${index} is already spent by ${output.spentBy})`)
      spent.push(output)
      inputs.push({ txid, vout, witness: input.finalScriptWitness ?? [], coinbase: false })
    }
    inputs.forEach((input, index) => checkWitness(tx, index, spent, input.witness))
    const outs: LedgerOutput[] = []
    for (let vout = 0; vout < tx.outputsLength; vout++) {
      const { amount, script } = tx.getOutput(vout)
      if (amount === undefined || !script) throw new RejectedTransaction('bad-txns-vout-empty')
      if (amount < DUST_SATS) throw new RejectedTransaction('dust')
      outs.push({ txid: tx.id, vout, value: amount, script, address: addressOf(script) })
    }
    const paid = spent.reduce((sum, output) => sum + output.value, 0n)
    const owed = outs.reduce((sum, output) => sum + output.value, 0n)
    if (paid < owed) throw new RejectedTransaction('bad-txns-in-belowout')
    const fee = paid - owed
    if (fee < BigInt(Math.ceil(tx.vsize * MIN_FEE_RATE)))
      throw new RejectedTransaction(`min relay fee not met, ${fee} < ${tx.vsize}`)
    record({
      txid: tx.id,
      hex: rawHex.toLowerCase(),
      height: undefined,
      inputs,
      outputs: outs,
      fee,
      weight: tx.weight,
      size: rawHex.length / 2,
    })
    return tx.id
  }

  /** a new block confirming the mempool */
  function mine(): Block {
    const previous = tip()
    const block: Block = {
      height: previous.height + 1,
      hash: hex(sha256d(Buffer.from(`${previous.hash}${mempool.join('')}${randomBytes(8).toString('hex')}`))),
      time: Math.max(previous.time + 1, Math.floor(Date.now() / 1000)),
      txids: mempool,
    }
    for (const txid of mempool) (transactions.get(txid) as LedgerTransaction).height = block.height
    mempool = []
    blocks.push(block)
    return block
  }

  return {
    accept,
    fund,
    mine,
    tip,
    block: (height: number) => blocks[height],
    transaction: (txid: string) => transactions.get(txid),
    /** the outputs ever paid to `address`, in ledger order */
    outputsOf: (address: string) => [...outputs.values()].filter((output) => output.address === address),
  }
}

export type Ledger = ReturnType<typeof createLedger>

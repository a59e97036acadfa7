// The Bitcoin test wallet's keys side (Node): what a wallet's signing core does with a dev key — BIP-322 "simple"
// message signatures (to_spend / to_sign, signed with @scure/btc-signer) and PSBT inputs signed for the payment or
// ordinal account. The page part (bitcoin-wallet.ts) asks it through a binding, as an extension's page script asks
// its background; integration tests call it directly.
import { createHash } from 'node:crypto'
import { Address, OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinDevAccount, BitcoinDevKey } from '../../devnet/src/bitcoin-keys.ts'

const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return Uint8Array.from(hash.digest())
}

/** BIP-340's tagged hash, BIP-322's message hash */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(tag, tag, message)
}

/** the account's input as btc-signer signs it: its script, and for P2TR the internal key */
const inputOf = (account: BitcoinDevAccount, script: Uint8Array) =>
  account.type === 'ordinal' ? { witnessUtxo: { script, amount: 0n }, tapInternalKey: Buffer.from(account.publicKey, 'hex') } : { witnessUtxo: { script, amount: 0n } }

/** BIP-322 simple signature of `message` by `account`: the to_sign transaction's witness, serialized, base64 */
export function signBip322(account: BitcoinDevAccount, script: Uint8Array, message: Uint8Array): string {
  const toSpend = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true })
  // the output first: an input with its final scriptSig already counts as signed
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]) })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, ...inputOf(account, script) })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(account.secret)
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return Buffer.from(RawWitness.encode(witness)).toString('base64')
}

export interface BitcoinKeyring {
  accounts: BitcoinDevAccount[]
  signMessage(address: string, message: Uint8Array): string
  /** signs the inputs at `indexes` that `address` owns; the PSBT comes back signed and unfinalized */
  signPsbt(psbt: Uint8Array, inputs: { address: string; indexes: number[] }[]): Uint8Array
}

export function bitcoinKeyring(key: BitcoinDevKey, network: { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }): BitcoinKeyring {
  const accounts = [key.payment, key.ordinal]
  const accountOf = (address: string) => {
    const account = accounts.find((entry) => entry.address === address)
    if (!account) throw Object.assign(new Error(`This wallet has no account ${address}`), { code: 4100 })
    return account
  }
  const scriptOf = (address: string) => OutScript.encode(Address(network).decode(accountOf(address).address))
  return {
    accounts,
    signMessage: (address, message) => signBip322(accountOf(address), scriptOf(address), message),
    signPsbt(psbt, inputs) {
      const tx = Transaction.fromPSBT(psbt)
      for (const { address, indexes } of inputs) {
        const account = accountOf(address)
        for (const index of indexes) {
          if (account.type === 'ordinal' && !tx.getInput(index).tapInternalKey) tx.updateInput(index, { tapInternalKey: Buffer.from(account.publicKey, 'hex') })
          if (!tx.signIdx(account.secret, index)) throw new Error(`input ${index} is not ${address}'s`)
        }
      }
      return tx.toPSBT()
    },
  }
}


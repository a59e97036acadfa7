// A Bitcoin wallet's signing core over dev keys (public, like the EVM mnemonic): BIP-322 "simple" message signatures
// (to_spend / to_sign, signed with @scure/btc-signer) and PSBT inputs signed for the payment (P2WPKH) or ordinal (P2TR)
// account. The phone wallet answers bip122 requests with it; the e2e Wallet Standard wallet (tooling/e2e) asks it
// through a binding, as an extension's page script asks its background. Browser-safe (no node: modules).
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { Address, OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'

export interface KeyringAccount {
  type: 'payment' | 'ordinal'
  address: string
  /** hex: 33-byte compressed (payment) or 32-byte x-only internal key (ordinal) */
  publicKey: string
  path: string
  secret: Uint8Array
}

export interface AddressPrefixes {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

export const fromHex = (text: string): Uint8Array =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** BIP-340's tagged hash, BIP-322's message hash */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(Uint8Array.from([...tag, ...tag, ...message]))
}

/** the account's input as btc-signer signs it: its script, and for P2TR the internal key */
const inputOf = (account: KeyringAccount, script: Uint8Array) =>
  account.type === 'ordinal'
    ? { witnessUtxo: { script, amount: 0n }, tapInternalKey: fromHex(account.publicKey) }
    : { witnessUtxo: { script, amount: 0n } }

/** BIP-322 simple signature of `message` by `account`: the to_sign transaction's witness, serialized, base64 */
export function signBip322(account: KeyringAccount, script: Uint8Array, message: Uint8Array): string {
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  })
  // the output first: an input with its final scriptSig already counts as signed
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, ...inputOf(account, script) })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(account.secret)
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return toBase64(RawWitness.encode(witness))
}

export interface BitcoinKeyring {
  accounts: KeyringAccount[]
  signMessage(address: string, message: Uint8Array): string
  /** signs the inputs at `indexes` that `address` owns; the PSBT comes back signed and unfinalized */
  signPsbt(psbt: Uint8Array, inputs: { address: string; indexes: number[] }[]): Uint8Array
}

/** the P2WPKH witness program of a compressed key (what the payment address encodes) */
export const keyHash = (publicKey: Uint8Array): Uint8Array => ripemd160(sha256(publicKey))

export function bitcoinKeyring(
  key: { payment: KeyringAccount; ordinal: KeyringAccount },
  network: AddressPrefixes,
): BitcoinKeyring {
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
          if (account.type === 'ordinal' && !tx.getInput(index).tapInternalKey)
            tx.updateInput(index, { tapInternalKey: fromHex(account.publicKey) })
          if (!tx.signIdx(account.secret, index)) throw new Error(`input ${index} is not ${address}'s`)
        }
      }
      return tx.toPSBT()
    },
  }
}

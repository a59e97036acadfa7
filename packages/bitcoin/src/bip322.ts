// BIP-322 "simple" signature verification for P2WPKH and P2TR (key path) addresses, with @scure/btc-signer and
// @noble/curves: what a server checks a Bitcoin sign-in with (`@latch/bitcoin/bip322`, its own entry: an app that only
// connects wallets never loads it). The signature is the to_sign transaction's witness, serialized, base64.
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha256'
import { Address, OutScript, p2pkh, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'
import { type BitcoinAddressPrefixes, prefixesOf } from './chains.ts'

/** BIP-340's tagged hash of the message, as BIP-322's to_spend commits to it */
function messageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(Uint8Array.from([...tag, ...tag, ...message]))
}

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const MAINNET: BitcoinAddressPrefixes = prefixesOf({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })
const TESTNET: BitcoinAddressPrefixes = prefixesOf({ caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba' })
const REGTEST: BitcoinAddressPrefixes = prefixesOf({ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })

/** the address's output script, on whichever network its prefix names */
function scriptOf(address: string): Uint8Array {
  const prefixes = /^bcrt1/i.test(address) ? REGTEST : /^(tb1|[mn2])/i.test(address) ? TESTNET : MAINNET
  return OutScript.encode(Address(prefixes).decode(address))
}

/**
 * true when `signature` (BIP-322 simple, base64) is `address`'s signature of `message`; false for any other input
 *
 * @example
 * ```ts
 * const result = await verifyLatchSession({ mode: 'offline', message, signature, domain: 'app.example.com', verifyBip322 })
 * ```
 */
export function verifyBip322(address: string, message: string, signature: string): boolean {
  try {
    const script = scriptOf(address)
    const witness = RawWitness.decode(fromBase64(signature))
    const toSpend = new Transaction({
      version: 0,
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    })
    toSpend.addOutput({ script, amount: 0n })
    toSpend.addInput({
      txid: new Uint8Array(32),
      index: 0xffffffff,
      sequence: 0,
      finalScriptSig: Script.encode(['OP_0', messageHash(new TextEncoder().encode(message))]),
    })
    const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
    toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
    toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
    const decoded = OutScript.decode(script)
    if (decoded.type === 'wpkh') {
      const [sig, publicKey] = witness
      if (witness.length !== 2 || !sig || !publicKey || sig.length < 9) return false
      if (
        !p2pkh(publicKey)
          .script.subarray(3, 23)
          .every((byte, index) => byte === decoded.hash[index])
      )
        return false
      const hashType = sig[sig.length - 1] as number
      const digest = toSign.preimageWitnessV0(0, p2pkh(publicKey).script, hashType, 0n)
      return secp256k1.verify(secp256k1.Signature.fromDER(sig.subarray(0, -1)), digest, publicKey, { lowS: true })
    }
    if (decoded.type === 'tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      const hashType = sig.length === 65 ? (sig[64] as number) : SigHash.DEFAULT
      const digest = toSign.preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(sig.subarray(0, 64), digest, decoded.pubkey)
    }
    return false
  } catch {
    return false
  }
}

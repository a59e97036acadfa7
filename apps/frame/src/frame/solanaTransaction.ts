// The Solana transaction wire format (legacy and v0), read and signed without a Solana library so the frame stays small.
import { concatBytes, fromBase58 } from '../keys/bytes.ts'
import { latchError } from '@latch/core'

export const INVALID_SOLANA_TRANSACTION = 'Invalid Solana transaction'
export const NOT_A_SIGNER = "The transaction does not need this wallet's signature"

/** the packet size a transaction must fit in (solana_sdk::packet::PACKET_DATA_SIZE) */
export const MAX_TRANSACTION_SIZE = 1232
// base58 of MAX_TRANSACTION_SIZE bytes is at most this long; longer text is refused before the quadratic decode
const MAX_BASE58_LENGTH = Math.ceil((MAX_TRANSACTION_SIZE * Math.log(256)) / Math.log(58))
const SIGNATURE_LENGTH = 64
const KEY_LENGTH = 32

export interface CompiledInstruction {
  /** index into the static account keys, then the address-table-loaded ones */
  programIndex: number
  accountIndexes: readonly number[]
  data: Uint8Array
}

export interface AddressTableLookup {
  table: Uint8Array
  writableIndexes: readonly number[]
  readonlyIndexes: readonly number[]
}

export interface SolanaTransaction {
  version: 'legacy' | 0
  signatures: readonly Uint8Array[]
  /** the signed bytes: everything after the signatures */
  message: Uint8Array
  numRequiredSignatures: number
  numReadonlySigned: number
  numReadonlyUnsigned: number
  /** static account keys; the first numRequiredSignatures must sign, the first pays the fee */
  accountKeys: readonly Uint8Array[]
  recentBlockhash: Uint8Array
  instructions: readonly CompiledInstruction[]
  addressTableLookups: readonly AddressTableLookup[]
}

const invalid = (): Error => new Error(INVALID_SOLANA_TRANSACTION)

function reader(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number): Uint8Array => {
    if (length > bytes.length - offset) throw invalid()
    const out = bytes.subarray(offset, offset + length)
    offset += length
    return out
  }
  return {
    get offset() {
      return offset
    },
    get done() {
      return offset === bytes.length
    },
    take,
    u8: () => take(1)[0]!,
    /** compact-u16 ("short_vec"): 1–3 bytes, 7 bits each, canonical only */
    compactU16(): number {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = take(1)[0]!
        // a trailing zero byte would alias a shorter encoding; the third byte holds only 2 bits
        if ((i > 0 && byte === 0) || (i === 2 && byte > 0x03)) throw invalid()
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) return value
      }
      throw invalid()
    },
    /** a compact-u16 count of items of at least `size` bytes each, checked against what is left */
    count(size: number): number {
      const n = this.compactU16()
      if (n * size > bytes.length - offset) throw invalid()
      return n
    },
  }
}

/** reads a whole transaction; anything malformed, trailing or out of range is 'Invalid Solana transaction' */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  if (bytes.length > MAX_TRANSACTION_SIZE) throw invalid()
  const r = reader(bytes)
  const signatures = Array.from({ length: r.count(SIGNATURE_LENGTH) }, () => r.take(SIGNATURE_LENGTH))
  const messageStart = r.offset
  const first = r.u8()
  // the high bit marks a versioned message; only version 0 has this layout (v1 puts the message first)
  const version = first & 0x80 ? ((first & 0x7f) === 0 ? 0 : undefined) : 'legacy'
  if (version === undefined) throw invalid()
  const numRequiredSignatures = version === 'legacy' ? first : r.u8()
  const numReadonlySigned = r.u8()
  const numReadonlyUnsigned = r.u8()
  const accountKeys = Array.from({ length: r.count(KEY_LENGTH) }, () => r.take(KEY_LENGTH))
  const recentBlockhash = r.take(KEY_LENGTH)
  const instructions = Array.from({ length: r.count(3) }, (): CompiledInstruction => {
    const programIndex = r.u8()
    const accountIndexes = Array.from(r.take(r.count(1)))
    return { programIndex, accountIndexes, data: r.take(r.count(1)) }
  })
  const addressTableLookups =
    version === 0
      ? Array.from({ length: r.count(KEY_LENGTH + 2) }, (): AddressTableLookup => {
          const table = r.take(KEY_LENGTH)
          const writableIndexes = Array.from(r.take(r.count(1)))
          return { table, writableIndexes, readonlyIndexes: Array.from(r.take(r.count(1))) }
        })
      : []
  if (!r.done) throw invalid()

  const loaded = addressTableLookups.reduce(
    (n, lookup) => n + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  )
  const totalKeys = accountKeys.length + loaded
  // the runtime's sanitize rules: one signature per required signer, a writable fee payer, indexes in range
  if (
    numRequiredSignatures === 0 ||
    signatures.length !== numRequiredSignatures ||
    numReadonlySigned >= numRequiredSignatures ||
    numRequiredSignatures + numReadonlyUnsigned > accountKeys.length ||
    totalKeys > 256 ||
    instructions.some(
      (ix) => ix.programIndex === 0 || ix.programIndex >= totalKeys || ix.accountIndexes.some((i) => i >= totalKeys),
    )
  ) {
    throw invalid()
  }
  return {
    version,
    signatures,
    message: bytes.subarray(messageStart),
    numRequiredSignatures,
    numReadonlySigned,
    numReadonlyUnsigned,
    accountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  }
}

/** base58 text (the embedded-wallet convention for solana_* params) to a parsed transaction */
export function decodeSolanaTransaction(text: unknown): SolanaTransaction {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_BASE58_LENGTH) throw invalid()
  let bytes: Uint8Array
  try {
    bytes = fromBase58(text)
  } catch {
    throw invalid()
  }
  return parseSolanaTransaction(bytes)
}

const sameKey = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** this wallet's index among the required signers; 'The transaction does not need this wallet's signature' if absent */
export function signerIndex(transaction: SolanaTransaction, publicKey: Uint8Array): number {
  const index = transaction.accountKeys
    .slice(0, transaction.numRequiredSignatures)
    .findIndex((key) => sameKey(key, publicKey))
  if (index < 0) throw latchError('InvalidRequest', { params: { reason: NOT_A_SIGNER } })
  return index
}

/** the wire bytes with this wallet's ed25519 signature of the message at its index; other signatures are kept */
export async function signSolanaTransaction(
  transaction: SolanaTransaction,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const index = signerIndex(transaction, publicKey)
  const signature = await sign(transaction.message)
  if (signature.length !== SIGNATURE_LENGTH)
    throw latchError('WalletAnswerInvalid', { params: { reason: 'The wallet returned a malformed signature' } })
  const signatures = transaction.signatures.map((existing, i) => (i === index ? signature : existing))
  return concatBytes(encodeCompactU16(signatures.length), ...signatures, transaction.message)
}

export function encodeCompactU16(value: number): Uint8Array {
  const out: number[] = []
  do {
    const low = value & 0x7f
    value >>= 7
    out.push(value ? low | 0x80 : low)
  } while (value)
  return Uint8Array.from(out)
}

const parses = (bytes: Uint8Array) => {
  try {
    parseSolanaTransaction(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * True when `bytes` are a Solana transaction, or the message of one (what a signer actually signs): such bytes signed
 * "as a message" would be a valid signature of that transaction. A message is read by giving it the empty
 * signatures its header asks for.
 */
export function isSolanaTransactionBytes(bytes: Uint8Array): boolean {
  if (parses(bytes)) return true
  const first = bytes[0]
  if (first === undefined) return false
  const required = first & 0x80 ? bytes[1] : first
  if (!required) return false
  return parses(concatBytes(encodeCompactU16(required), new Uint8Array(required * SIGNATURE_LENGTH), bytes))
}

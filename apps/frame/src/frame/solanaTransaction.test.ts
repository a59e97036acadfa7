// the frame's own reading and signing of the Solana wire format (docs/design/farcaster-and-signing.md §2.3),
// checked against transactions encoded by @solana/kit.
import { ed25519 } from '@noble/curves/ed25519'
import { getCompiledTransactionMessageDecoder, getShortU16Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  ANY_BLOCKHASH,
  addressOf,
  base58,
  buildTransaction,
  fakeAddress,
  fromWire,
  keyOf,
  transferInstruction,
  wire,
} from '../../test/solana-kit.ts'
import { concatBytes } from '../keys/bytes.ts'
import {
  decodeSolanaTransaction,
  encodeCompactU16,
  INVALID_SOLANA_TRANSACTION,
  isSolanaTransactionBytes,
  MAX_TRANSACTION_SIZE,
  NOT_A_SIGNER,
  parseSolanaTransaction,
  signSolanaTransaction,
} from './solanaTransaction.ts'

const secret = ed25519.utils.randomPrivateKey()
const publicKey = ed25519.getPublicKey(secret)
const me = addressOf(publicKey)
const sign = async (message: Uint8Array) => ed25519.sign(message, secret)
const other = fakeAddress(7)
const recipient = fakeAddress(9)

const transfer = (version: 'legacy' | 0, feePayer = me, from = me) =>
  wire(buildTransaction({ version, feePayer, instructions: [transferInstruction(from, recipient, 1_000_000n)] }))

describe('parseSolanaTransaction', () => {
  it('R-3.98 reads a legacy transfer as kit encoded it', () => {
    const bytes = transfer('legacy')
    const tx = parseSolanaTransaction(bytes)
    const compiled = getCompiledTransactionMessageDecoder().decode(tx.message) as {
      staticAccounts: string[]
      header: Record<string, number>
    }
    expect(tx.version).toBe('legacy')
    expect(tx.signatures).toEqual([new Uint8Array(64)])
    expect(tx.numRequiredSignatures).toBe(1)
    expect(tx.numReadonlySigned).toBe(0)
    expect(tx.numReadonlyUnsigned).toBe(compiled.header.numReadonlyNonSignerAccounts)
    expect(tx.accountKeys.map(addressOf)).toEqual(compiled.staticAccounts)
    expect(addressOf(tx.accountKeys[0]!)).toBe(me)
    expect(addressOf(tx.recentBlockhash)).toBe(ANY_BLOCKHASH)
    expect(tx.instructions).toHaveLength(1)
    expect(addressOf(tx.accountKeys[tx.instructions[0]!.programIndex]!)).toBe('11111111111111111111111111111111')
    expect(tx.instructions[0]!.accountIndexes.map((i) => addressOf(tx.accountKeys[i]!))).toEqual([me, recipient])
    expect(tx.addressTableLookups).toEqual([])
    expect(tx.message).toEqual(bytes.subarray(65))
  })

  it('R-3.98 reads a v0 message: version prefix, and address table lookups', () => {
    const table = fakeAddress(3)
    const bytes = wire(
      buildTransaction({
        version: 0,
        feePayer: me,
        instructions: [transferInstruction(me, recipient, 5n)],
        lookupTables: { [table]: [recipient] },
      }),
    )
    const tx = parseSolanaTransaction(bytes)
    expect(tx.version).toBe(0)
    expect(tx.message[0]).toBe(0x80)
    expect(tx.accountKeys.map(addressOf)).toEqual([me, '11111111111111111111111111111111'])
    expect(tx.addressTableLookups).toEqual([{ table: keyOf(table), writableIndexes: [0], readonlyIndexes: [] }])
    // the recipient is the first loaded key, after the static ones
    expect(tx.instructions[0]!.accountIndexes).toEqual([0, 2])
    expect(parseSolanaTransaction(transfer(0)).addressTableLookups).toEqual([])
  })

  it('R-3.98 refuses every truncation and any trailing byte', () => {
    for (const bytes of [transfer('legacy'), transfer(0)]) {
      for (let length = 0; length < bytes.length; length++) {
        expect(() => parseSolanaTransaction(bytes.subarray(0, length)), `length ${length}`).toThrow(
          INVALID_SOLANA_TRANSACTION,
        )
      }
      expect(() => parseSolanaTransaction(concatBytes(bytes, Uint8Array.of(0)))).toThrow(INVALID_SOLANA_TRANSACTION)
    }
  })

  it('R-3.98 refuses oversized counts and lengths without reading past the input', () => {
    const valid = transfer('legacy')
    const message = valid.subarray(65)
    const withSignatureCount = (count: Uint8Array) => concatBytes(count, new Uint8Array(64), message)
    // 65535 signatures claimed, one given
    expect(() => parseSolanaTransaction(withSignatureCount(Uint8Array.of(0xff, 0xff, 0x03)))).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    // compact-u16 beyond 16 bits, and a non-canonical (aliased) one
    expect(() => parseSolanaTransaction(withSignatureCount(Uint8Array.of(0xff, 0xff, 0x04)))).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    expect(() => parseSolanaTransaction(withSignatureCount(Uint8Array.of(0x81, 0x00)))).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    // an account key count far above what follows
    const keys = concatBytes(valid.subarray(0, 68), Uint8Array.of(0xff, 0x7f), valid.subarray(69))
    expect(() => parseSolanaTransaction(keys)).toThrow(INVALID_SOLANA_TRANSACTION)
    // the instruction's data length (12 in the last bytes) claimed as 16383
    const dataAt = valid.length - 13
    expect(valid[dataAt]).toBe(12)
    const data = concatBytes(valid.subarray(0, dataAt), Uint8Array.of(0xff, 0x7f), valid.subarray(dataAt + 1))
    expect(() => parseSolanaTransaction(data)).toThrow(INVALID_SOLANA_TRANSACTION)
    // more than a packet holds
    expect(() => parseSolanaTransaction(new Uint8Array(MAX_TRANSACTION_SIZE + 1))).toThrow(INVALID_SOLANA_TRANSACTION)
  })

  it('R-3.98 refuses what the runtime would not sanitize: signature count ≠ signers, unknown versions, bad indexes', () => {
    const valid = transfer('legacy')
    const message = valid.subarray(65)
    expect(() => parseSolanaTransaction(concatBytes(Uint8Array.of(2), new Uint8Array(128), message))).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    expect(() => parseSolanaTransaction(concatBytes(Uint8Array.of(0), message))).toThrow(INVALID_SOLANA_TRANSACTION)
    // version 1 (message first) and version 0 with the signatures' byte moved: the version byte 0x81
    const v0 = transfer(0)
    expect(() => parseSolanaTransaction(concatBytes(v0.subarray(0, 65), Uint8Array.of(0x81), v0.subarray(66)))).toThrow(
      INVALID_SOLANA_TRANSACTION,
    )
    // the program index pointed at the fee payer, then past every key
    const programAt = valid.length - 17
    for (const index of [0, 200]) {
      const bad = Uint8Array.from(valid)
      bad[programAt] = index
      expect(() => parseSolanaTransaction(bad)).toThrow(INVALID_SOLANA_TRANSACTION)
    }
  })
})

describe('decodeSolanaTransaction', () => {
  it('R-3.98 R-5.18 base58 in; other alphabets, empty, non-text and over-long text are Invalid Solana transaction', () => {
    // kit's base58 encodes, so the frame's decoder is checked against another implementation
    expect(decodeSolanaTransaction(base58(transfer('legacy'))).accountKeys[0]).toEqual(publicKey)
    for (const text of ['', '0OIl', 'not base58!', 42, undefined, '1'.repeat(5000)]) {
      expect(() => decodeSolanaTransaction(text), String(text).slice(0, 10)).toThrow(INVALID_SOLANA_TRANSACTION)
    }
  })
})

describe('signSolanaTransaction', () => {
  it("R-6.7 puts this wallet's ed25519 signature of the message at its signer index", async () => {
    for (const version of ['legacy', 0] as const) {
      const signed = await signSolanaTransaction(parseSolanaTransaction(transfer(version)), publicKey, sign)
      const decoded = fromWire(signed)
      expect(ed25519.verify(decoded.signatures[me]!, Uint8Array.from(decoded.messageBytes), publicKey)).toBe(true)
      expect(signed.length).toBe(transfer(version).length)
    }
  })

  it("R-6.7 as a second signer: the fee payer's slot is kept, ours is filled", async () => {
    const bytes = transfer('legacy', other, me)
    const presigned = Uint8Array.from(bytes)
    presigned.fill(0xaa, 1, 65)
    const tx = parseSolanaTransaction(presigned)
    expect(tx.numRequiredSignatures).toBe(2)
    const decoded = fromWire(await signSolanaTransaction(tx, publicKey, sign))
    expect(decoded.signatures[other]).toEqual(new Uint8Array(64).fill(0xaa))
    expect(ed25519.verify(decoded.signatures[me]!, Uint8Array.from(decoded.messageBytes), publicKey)).toBe(true)
  })

  it("R-6.7 The transaction does not need this wallet's signature: absent, or only a non-signing account", async () => {
    const notMine = parseSolanaTransaction(
      wire(
        buildTransaction({
          version: 'legacy',
          feePayer: other,
          instructions: [transferInstruction(other, recipient, 1n)],
        }),
      ),
    )
    await expect(signSolanaTransaction(notMine, publicKey, sign)).rejects.toThrow(NOT_A_SIGNER)
    const receiving = parseSolanaTransaction(
      wire(
        buildTransaction({ version: 'legacy', feePayer: other, instructions: [transferInstruction(other, me, 1n)] }),
      ),
    )
    expect(receiving.accountKeys).toContainEqual(publicKey)
    await expect(signSolanaTransaction(receiving, publicKey, sign)).rejects.toThrow(NOT_A_SIGNER)
  })
})

describe('encodeCompactU16', () => {
  it('matches kit for the 1-, 2- and 3-byte ranges', () => {
    for (const n of [0, 1, 127, 128, 255, 16383, 16384, 65535])
      expect(encodeCompactU16(n)).toEqual(Uint8Array.from(getShortU16Encoder().encode(n)))
  })
})

describe('isSolanaTransactionBytes (solana_signMessage refuses transactions)', () => {
  it('a whole transaction, and its bare message (what a signer signs), legacy and v0, read as a transaction', () => {
    for (const version of ['legacy', 0] as const) {
      const bytes = transfer(version)
      expect(isSolanaTransactionBytes(bytes)).toBe(true)
      expect(isSolanaTransactionBytes(parseSolanaTransaction(bytes).message)).toBe(true)
    }
  })

  it('text, random bytes and an off-chain message header do not', () => {
    expect(isSolanaTransactionBytes(new TextEncoder().encode('Sign in to example.com'))).toBe(false)
    expect(isSolanaTransactionBytes(new Uint8Array(0))).toBe(false)
    expect(isSolanaTransactionBytes(Uint8Array.from([0xff, ...new TextEncoder().encode('solana offchain')]))).toBe(
      false,
    )
    for (let i = 0; i < 20; i++)
      expect(isSolanaTransactionBytes(crypto.getRandomValues(new Uint8Array(100)))).toBe(false)
  })
})

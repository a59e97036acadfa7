// Solana transactions built with @solana/kit, an encoder independent of the frame's own parser; for tests only.
import {
  AccountRole,
  type Address,
  address,
  type AddressesByLookupTableAddress,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
export const COMPUTE_BUDGET_PROGRAM = address('ComputeBudget111111111111111111111111111111')
export const ANY_BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash

/** System Program Transfer: u32 LE 2, u64 LE lamports; [from (signer), to] */
export function transferInstruction(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

export interface MessageOptions {
  version: 'legacy' | 0
  feePayer: Address
  instructions: Instruction[]
  blockhash?: Blockhash
  /** v0 only: move these accounts into address lookup tables */
  lookupTables?: AddressesByLookupTableAddress
}

export function buildTransaction({
  version,
  feePayer,
  instructions,
  blockhash = ANY_BLOCKHASH,
  lookupTables,
}: MessageOptions): Transaction {
  const base = appendTransactionMessageInstructions(
    instructions,
    setTransactionMessageLifetimeUsingBlockhash(
      { blockhash, lastValidBlockHeight: 0n },
      setTransactionMessageFeePayer(feePayer, createTransactionMessage({ version })),
    ),
  )
  const message =
    lookupTables && version === 0
      ? compressTransactionMessageUsingAddressLookupTables(base as never, lookupTables)
      : base
  return compileTransaction(message as Parameters<typeof compileTransaction>[0])
}

export const wire = (transaction: Transaction): Uint8Array =>
  Uint8Array.from(getTransactionEncoder().encode(transaction))
export const fromWire = (bytes: Uint8Array): Transaction => getTransactionDecoder().decode(bytes)
export const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
export const unbase58 = (text: string): Uint8Array => Uint8Array.from(getBase58Encoder().encode(text))
export const addressOf = (publicKey: Uint8Array): Address => getAddressDecoder().decode(publicKey)
export const keyOf = (account: Address): Uint8Array => Uint8Array.from(getAddressEncoder().encode(account))
/** a made-up account whose 32 bytes are all `n` */
export const fakeAddress = (n: number): Address => addressOf(new Uint8Array(32).fill(n))

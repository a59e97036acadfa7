// A signed System Program transfer built with @solana/kit and @solana-program/system, for the devnet tests.
import {
  type Address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

export function signedTransfer(
  from: KeyPairSigner,
  to: Address,
  amount: bigint,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(getTransferSolInstruction({ source: from, destination: to, amount }), m),
    ),
  )
}

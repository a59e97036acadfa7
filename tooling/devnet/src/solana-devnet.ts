// The Solana part of the devnet (`npm start`, the e2e setup): the litesvm JSON-RPC STAND-IN (solana-standin.ts) with
// the dev keys funded in SOL and in an SPL token minted by real Token-program transactions. An operator points the
// Solana network at a real RPC instead (LATCH_SOLANA_RPC_URL in `npm start`).
import {
  appendTransactionMessageInstructions,
  type Address,
  createTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { solanaDevSigners, solanaMintSecret, solanaSigner } from './solana-keys.ts'
import { type SolanaStandin, STANDIN_GENESIS_HASH, startSolanaStandin } from './solana-standin.ts'

export const SOLANA_DEVNET_NAME = 'Latch Solana Devnet'
/** the network's CAIP-2 id: the namespace and the first 32 characters of the genesis hash */
export const SOLANA_DEVNET_CAIP_ID = `solana:${STANDIN_GENESIS_HASH.slice(0, 32)}`
export const SOLANA_DEV_TOKEN = { name: 'Latch Solana Token', symbol: 'LST', decimals: 6 }
const LAMPORTS_PER_SOL = 1_000_000_000n
/** what each dev key holds after setup */
export const SOLANA_DEV_FUNDS = {
  sol: 100n * LAMPORTS_PER_SOL,
  tokens: 10_000n * 10n ** BigInt(SOLANA_DEV_TOKEN.decimals),
}

export interface SolanaDevnet extends SolanaStandin {
  caipNetworkId: string
  /** the SPL token's mint */
  mint: Address
  /** the funded dev keys (index 0 is also the mint authority) */
  keys: KeyPairSigner[]
}

export async function startSolanaDevnet(options: { host?: string; port?: number } = {}): Promise<SolanaDevnet> {
  const standin = await startSolanaStandin(options)
  try {
    const keys = await solanaDevSigners()
    const mint = await solanaSigner(solanaMintSecret())
    for (const key of keys) standin.svm.airdrop(key.address, lamports(SOLANA_DEV_FUNDS.sol))
    const [authority] = keys as [KeyPairSigner]
    const space = BigInt(getMintSize())
    // the signers (the mint's key when it is created) travel in the instructions' account metas
    const send = async (instructions: Instruction[]) => {
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(authority, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: standin.svm.latestBlockhash(), lastValidBlockHeight: 1_000_000n },
            m,
          ),
        (m) => appendTransactionMessageInstructions(instructions, m),
      )
      standin.execute(await signTransactionMessageWithSigners(message))
    }
    await send([
      getCreateAccountInstruction({
        payer: authority,
        newAccount: mint,
        lamports: standin.svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: SOLANA_DEV_TOKEN.decimals,
        mintAuthority: authority.address,
      }),
    ])
    for (const key of keys) {
      const [ata] = await findAssociatedTokenPda({
        owner: key.address,
        mint: mint.address,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      await send([
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata,
          owner: key.address,
          mint: mint.address,
        }),
        getMintToInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: authority,
          amount: SOLANA_DEV_FUNDS.tokens,
        }),
      ])
    }
    return { ...standin, caipNetworkId: SOLANA_DEVNET_CAIP_ID, mint: mint.address, keys }
  } catch (error) {
    await standin.close()
    throw error
  }
}

/** the associated token account of `owner` for the devnet's mint */
export async function devTokenAccount(devnet: SolanaDevnet, owner: Address): Promise<Address> {
  return (await findAssociatedTokenPda({ owner, mint: devnet.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
}

/** dev key `from` sends `amount` of the devnet's token to `owner`, creating its token account (for tests) */
export async function giveDevTokens(devnet: SolanaDevnet, owner: Address, amount: bigint, from = 1): Promise<void> {
  const key = devnet.keys[from]!
  const ata = await devTokenAccount(devnet, owner)
  const instructions: Instruction[] = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: key, ata, owner, mint: devnet.mint }),
    getTransferInstruction({
      source: await devTokenAccount(devnet, key.address),
      destination: ata,
      authority: key,
      amount,
    }),
  ]
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(key, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: devnet.svm.latestBlockhash(), lastValidBlockHeight: 1_000_000n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  devnet.execute(await signTransactionMessageWithSigners(message))
}

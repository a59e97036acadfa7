// The card's simulated outcome of a Solana transaction, computed by the chain's own RPC: the signer's SOL and its
// token accounts' balances before (getBalance, getTokenAccountsByOwner) and after (simulateTransaction with its
// `accounts` config, which returns those accounts as the transaction would leave them). Where the node cannot say, the
// card says "Could not simulate" and why; it never shows nothing.
import { formatUnits } from 'viem'
import { concatBytes, fromBase64, toBase58, toBase64 } from '../keys/bytes.ts'
import { outcomeSign, SIMULATION_TEXTS } from './simulation.ts'
import { encodeCompactU16, type SolanaTransaction } from './solanaTransaction.ts'
import { TOKEN_PROGRAMS } from './solanaWarnings.ts'

/** a Solana JSON-RPC call to the chain's rpcUrl */
type SolanaRpc = (method: string, params: unknown[]) => Promise<unknown>

const SOL_DECIMALS = 9
/** a token account's data: mint (32 bytes), owner (32), then the amount, a u64 LE */
const AMOUNT_OFFSET = 64

interface TokenAccount {
  pubkey: string
  mint: string
  amount: bigint
  decimals: number
}

interface Encoded {
  lamports?: number
  owner?: string
  data?: [string, string]
}

/** writable accounts of the transaction read besides the signer's known ones: a token account it creates for the
 * signer is among them (its tokens are a change too); capped, as each is read by the node */
const MAX_NEW_ACCOUNTS = 16
/** a mint's data: its authority option (36 bytes), supply (8), then decimals (u8) */
const MINT_DECIMALS_OFFSET = 44

/** the static account keys the transaction may write, signer and fee payer included */
function writableKeys(tx: SolanaTransaction): string[] {
  const keys = tx.accountKeys
  const signedWritable = tx.numRequiredSignatures - tx.numReadonlySigned
  return keys
    .filter((_, index) =>
      index < tx.numRequiredSignatures ? index < signedWritable : index < keys.length - tx.numReadonlyUnsigned,
    )
    .map((key) => toBase58(key))
}

/** a token account of `owner` the simulation says the transaction leaves behind: its mint and amount */
function newTokenAccount(
  account: Encoded | null | undefined,
  owner: string,
): { mint: string; amount: bigint } | undefined {
  if (!account?.data || !account.owner || !TOKEN_PROGRAMS.includes(account.owner)) return undefined
  const data = fromBase64(account.data[0])
  if (data.length < AMOUNT_OFFSET + 8 || toBase58(data.subarray(32, 64)) !== owner) return undefined
  return { mint: toBase58(data.subarray(0, 32)), amount: amountAfter(account) }
}

async function mintDecimals(rpc: SolanaRpc, mint: string): Promise<number> {
  const { value } = (await rpc('getAccountInfo', [mint, { encoding: 'base64' }])) as { value: Encoded | null }
  const data = value?.data ? fromBase64(value.data[0]) : undefined
  if (!data || data.length <= MINT_DECIMALS_OFFSET) throw new Error(`${mint} is not a token mint`)
  return data[MINT_DECIMALS_OFFSET]!
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

async function tokenAccountsOf(rpc: SolanaRpc, owner: string): Promise<TokenAccount[]> {
  const answers = await Promise.all(
    TOKEN_PROGRAMS.map(
      (programId) =>
        rpc('getTokenAccountsByOwner', [owner, { programId }, { encoding: 'jsonParsed' }]) as Promise<{
          value: { pubkey: string; account: { data: { parsed: { info: Record<string, any> } } } }[]
        }>,
    ),
  )
  return answers.flatMap(({ value }) =>
    value.map(({ pubkey, account }) => {
      const { mint, tokenAmount } = account.data.parsed.info
      return { pubkey, mint, amount: BigInt(tokenAmount.amount), decimals: Number(tokenAmount.decimals) }
    }),
  )
}

const amountAfter = (account: Encoded | null | undefined): bigint => {
  if (!account?.data) return 0n
  const data = fromBase64(account.data[0])
  return data.length >= AMOUNT_OFFSET + 8
    ? new DataView(data.buffer, data.byteOffset).getBigUint64(AMOUNT_OFFSET, true)
    : 0n
}

/**
 * The card's lines for the transactions: one per balance of the signer's that changes (the fee included), or why
 * there are none to show.
 * @example
 * const lines = await solanaOutcome(rpc, [transaction], wallet.solanaAddress)
 */
export async function solanaOutcome(
  rpc: SolanaRpc,
  transactions: readonly SolanaTransaction[],
  owner: string,
): Promise<string[]> {
  if (transactions.length !== 1) return [SIMULATION_TEXTS.couldNot(SIMULATION_TEXTS.solanaSeveral())]
  const tx = transactions[0]!
  try {
    const [balance, tokens] = await Promise.all([
      rpc('getBalance', [owner]) as Promise<{ value: number }>,
      tokenAccountsOf(rpc, owner),
    ])
    const known = new Set([owner, ...tokens.map((token) => token.pubkey)])
    const others = writableKeys(tx)
      .filter((key) => !known.has(key))
      .slice(0, MAX_NEW_ACCOUNTS)
    const wire = concatBytes(encodeCompactU16(tx.signatures.length), ...tx.signatures, tx.message)
    const { value } = (await rpc('simulateTransaction', [
      toBase64(wire),
      {
        encoding: 'base64',
        sigVerify: false,
        // a transaction the dApp built a while ago still simulates: its outcome does not depend on the blockhash
        replaceRecentBlockhash: true,
        accounts: { encoding: 'base64', addresses: [owner, ...tokens.map((token) => token.pubkey), ...others] },
      },
    ])) as { value: { err: unknown; accounts?: (Encoded | null)[] | null } }
    if (value.err) return [SIMULATION_TEXTS.fails(JSON.stringify(value.err))]
    if (!value.accounts) return [SIMULATION_TEXTS.couldNot(SIMULATION_TEXTS.solanaNoAccounts())]
    const lines: string[] = []
    const sol = BigInt(value.accounts[0]?.lamports ?? 0) - BigInt(balance.value)
    if (sol !== 0n) lines.push(outcomeSign(sol, (abs) => `${formatUnits(abs, SOL_DECIMALS)} SOL`))
    tokens.forEach((token, index) => {
      const change = amountAfter(value.accounts![index + 1]) - token.amount
      if (change !== 0n)
        lines.push(
          outcomeSign(change, (abs) => SIMULATION_TEXTS.solanaToken(formatUnits(abs, token.decimals), token.mint)),
        )
    })
    // token accounts of the signer's that the transaction creates: everything in them is new
    const created = others
      .map((_, index) => newTokenAccount(value.accounts![1 + tokens.length + index], owner))
      .filter((found) => found !== undefined && found.amount !== 0n)
    for (const found of created) {
      const decimals = await mintDecimals(rpc, found!.mint)
      lines.push(
        outcomeSign(found!.amount, (abs) => SIMULATION_TEXTS.solanaToken(formatUnits(abs, decimals), found!.mint)),
      )
    }
    return lines.length ? lines : [SIMULATION_TEXTS.nothing()]
  } catch (error) {
    return [SIMULATION_TEXTS.couldNot(reasonOf(error))]
  }
}

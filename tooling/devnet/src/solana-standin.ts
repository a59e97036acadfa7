// A STAND-IN for a Solana validator (no solana-test-validator binary is on npm): Solana JSON-RPC over node:http, run by
// litesvm. It serves what @latch/solana, the frame and @solana/kit's createSolanaRpc call; sendTransaction really executes
// (signatures verified, blockhash checked against the recent ones), and a failing one answers the error a validator's
// preflight gives (-32003 bad signature, else -32002). Token reads are in solana-standin-tokens.ts.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  lamports,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type SimulatedTransactionInfo, type TransactionMetadata } from 'litesvm'
import { type RecentBlockhashes, recentBlockhashes } from './solana-blockhashes.ts'
import { tokenMethods } from './solana-standin-tokens.ts'

export interface SolanaStandin {
  /** `http://<host>:<port>`, the JSON-RPC endpoint */
  url: string
  /** the running SVM, for tests that want to look or set state directly */
  svm: LiteSVM
  /** what getGenesisHash answers; a Solana network's CAIP-2 reference is its first 32 characters */
  genesisHash: string
  /** executes a transaction as sendTransaction does (the devnet's own setup uses it) */
  execute(transaction: Transaction): string
  close(): Promise<void>
}

export interface SolanaStandinOptions {
  host?: string
  port?: number
  /** default: the Latch devnet's, 'LatchDevnet' followed by '1's */
  genesisHash?: string
}

/** the stand-in's genesis hash: 43 base58 characters, so its CAIP-2 reference is 'LatchDevnet111111111111111111111' */
export const STANDIN_GENESIS_HASH = `LatchDevnet${'1'.repeat(32)}`

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

// litesvm's error enums are const enums (no runtime names); its toString carries the name a validator would send
const errorName = (failed: FailedTransactionMetadata): string =>
  /err: (.*?), meta:/s.exec(failed.toString())?.[1] ?? failed.toString()

/** the error as a validator's JSON has it: 'Name', or { InstructionError: [index, 'Name' | { Custom: code }] } */
function transactionError(failed: FailedTransactionMetadata): unknown {
  const name = errorName(failed)
  const instruction = /^InstructionError\((\d+), (?:Custom\((\d+)\)|(\w+))\)$/.exec(name)
  if (!instruction) return name
  return {
    InstructionError: [
      Number(instruction[1]),
      instruction[2] === undefined ? instruction[3] : { Custom: Number(instruction[2]) },
    ],
  }
}

const SIGNATURE_FAILURE = () => new RpcError(-32003, 'Transaction signature verification failure')

export async function startSolanaStandin({
  host = '127.0.0.1',
  port = 0,
  genesisHash = STANDIN_GENESIS_HASH,
}: SolanaStandinOptions = {}): Promise<SolanaStandin> {
  // the stand-in checks blockhashes itself (the last 150), so a transfer sent twice in a row is two transactions
  const svm = new LiteSVM().withBlockhashCheck(false)
  const blockhashes: RecentBlockhashes = recentBlockhashes(svm)
  const slot = () => Number(svm.getClock().slot)
  const context = () => ({ slot: slot(), apiVersion: '2.0.0' })

  function decodeTransaction(data: unknown, encoding: unknown): Transaction {
    if (typeof data !== 'string') throw new RpcError(-32602, 'Invalid params: transaction data must be a string')
    try {
      const bytes =
        encoding === 'base64' ? Uint8Array.from(Buffer.from(data, 'base64')) : getBase58Encoder().encode(data)
      return getTransactionDecoder().decode(bytes)
    } catch (error) {
      throw new RpcError(-32602, `Invalid params: failed to deserialize transaction: ${(error as Error).message}`)
    }
  }

  /** the validator's preflight, then the transaction lands; the chain moves on by a slot and a blockhash */
  function execute(transaction: Transaction, skipPreflight = false): string {
    // like a validator: preflight refuses a failing transaction unpaid; skipped, it lands, pays its fee and fails
    const run = (
      execute: (tx: Transaction) => TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo,
    ) => {
      try {
        return execute(transaction)
      } catch {
        // kit's assertIsFullySignedTransaction: a signature slot left empty
        throw SIGNATURE_FAILURE()
      }
    }
    const failure = (failed: FailedTransactionMetadata) => {
      const err = transactionError(failed)
      if (err === 'SignatureFailure') return SIGNATURE_FAILURE()
      const meta = failed.meta()
      return new RpcError(-32002, `Transaction simulation failed: ${errorName(failed)}`, {
        err,
        logs: meta.logs(),
        accounts: null,
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: null,
      })
    }
    if (!blockhashes.isRecent(transaction))
      throw new RpcError(-32002, 'Transaction simulation failed: Blockhash not found', {
        err: 'BlockhashNotFound',
        logs: [],
        accounts: null,
        unitsConsumed: 0,
        returnData: null,
      })
    if (!skipPreflight) {
      const simulated = run((tx) => svm.simulateTransaction(tx))
      if (simulated instanceof FailedTransactionMetadata) throw failure(simulated)
    }
    const result = run((tx) => svm.sendTransaction(tx))
    if (result instanceof FailedTransactionMetadata && transactionError(result) === 'SignatureFailure')
      throw failure(result)
    blockhashes.advance()
    return getSignatureFromTransaction(transaction)
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    ...tokenMethods(svm, context, RpcError),
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getEpochInfo: () => ({
      absoluteSlot: slot(),
      blockHeight: slot(),
      epoch: 0,
      slotIndex: slot(),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getGenesisHash: () => genesisHash,
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.0.0-latch-standin', 'feature-set': 0 }),
    getFeeForMessage: ([message]) => {
      // 5000 lamports per signature, as a validator charges without priority fees; the count is the message's first byte
      const bytes = typeof message === 'string' ? Buffer.from(message, 'base64') : Buffer.alloc(0)
      const versioned = ((bytes[0] ?? 0) & 0x80) !== 0
      return { context: context(), value: 5000 * (bytes[versioned ? 1 : 0] ?? 1) }
    },
    isBlockhashValid: ([blockhash]) => ({ context: context(), value: blockhashes.has(String(blockhash)) }),
    getBalance: ([address]) => ({ context: context(), value: Number(svm.getBalance(address as Address) ?? 0n) }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + 150 },
    }),
    getMultipleAccounts: ([addresses]) => ({
      context: context(),
      value: (addresses as string[]).map((address) => accountInfo(address)),
    }),
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
    getAccountInfo: ([address]) => ({ context: context(), value: accountInfo(String(address)) }),
    requestAirdrop: ([address, amount]) => {
      const result = svm.airdrop(address as Address, lamports(BigInt(Number(amount))))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new RpcError(-32603, `Airdrop failed${result ? `: ${errorName(result)}` : ''}`)
      blockhashes.advance()
      return getBase58Decoder().decode(result.signature())
    },
    sendTransaction: ([data, config]) => {
      const { encoding, skipPreflight = false } = (config ?? {}) as { encoding?: unknown; skipPreflight?: boolean }
      return execute(decodeTransaction(data, encoding), skipPreflight)
    },
    simulateTransaction: ([data, config]) => {
      const {
        encoding,
        sigVerify = false,
        accounts,
      } = (config ?? {}) as { encoding?: unknown; sigVerify?: boolean; accounts?: { addresses?: unknown } }
      const transaction = decodeTransaction(data, encoding)
      // a validator simulates unsigned transactions unless asked to verify; litesvm's setting is global, so restore it
      svm.withSigverify(sigVerify)
      try {
        const result = svm.simulateTransaction(transaction)
        const failed = result instanceof FailedTransactionMetadata
        const meta = result.meta()
        return {
          context: context(),
          value: {
            err: failed ? transactionError(result) : null,
            logs: meta.logs(),
            // the `accounts` config: each asked address as it would be after the transaction (a validator's too)
            accounts:
              failed || !Array.isArray(accounts?.addresses)
                ? null
                : (accounts.addresses as string[]).map((address) => {
                    const after = result.postAccounts().find((account) => account.address === address)
                    return after ? encodeAccount(after) : accountInfo(address)
                  }),
            unitsConsumed: Number(meta.computeUnitsConsumed()),
            returnData: null,
          },
        }
      } catch (error) {
        return {
          context: context(),
          value: { err: (error as Error).message, logs: [], accounts: null, unitsConsumed: 0, returnData: null },
        }
      } finally {
        svm.withSigverify(true)
      }
    },
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (signatures as string[]).map((signature) => {
        const result = svm.getTransaction(signature as Signature)
        if (!result) return null
        const err = result instanceof FailedTransactionMetadata ? transactionError(result) : null
        return {
          slot: slot(),
          confirmations: null,
          err,
          status: err ? { Err: err } : { Ok: null },
          confirmationStatus: 'finalized',
        }
      }),
    }),
  }

  function accountInfo(address: string) {
    const account = svm.getAccount(address as Address)
    return account.exists ? encodeAccount(account) : null
  }

  function encodeAccount(account: ReturnType<SimulatedTransactionInfo['postAccounts']>[number]) {
    const { data, executable, lamports: balance, programAddress, space } = account
    return {
      data: [Buffer.from(data).toString('base64'), 'base64'],
      executable,
      lamports: Number(balance),
      owner: programAddress,
      rentEpoch: 0,
      space: Number(space),
    }
  }

  const server = createServer(async (request, response) => {
    // a browser page (the dApp, the frame) calls from another origin: answer the CORS preflight; @solana/kit adds its
    // own `solana-client` header, which public Solana RPCs allow
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, solana-client',
      })
      return void response.end()
    }
    let id: unknown = null
    let answer: Record<string, unknown>
    try {
      const body = JSON.parse(await readBody(request)) as { id?: unknown; method?: unknown; params?: unknown }
      id = body.id ?? null
      const method =
        typeof body.method === 'string' && Object.hasOwn(methods, body.method) ? methods[body.method]! : undefined
      if (!method) throw new RpcError(-32601, 'Method not found')
      answer = { result: method(Array.isArray(body.params) ? body.params : []) }
    } catch (error) {
      const rpcError = error instanceof RpcError ? error : new RpcError(-32603, (error as Error).message)
      answer = {
        error: {
          code: rpcError.code,
          message: rpcError.message,
          ...(rpcError.data === undefined ? {} : { data: rpcError.data }),
        },
      }
    }
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    svm,
    genesisHash,
    execute: (transaction) => execute(transaction),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

// A STAND-IN for a Bitcoin regtest node with an Esplora in front (no bitcoind on npm or in Debian here): the Esplora
// HTTP API shape @latch/bitcoin reads (address stats and UTXOs, transactions and their status, POST /tx, the tip,
// fee estimates) over the checked UTXO ledger of bitcoin-ledger.ts. Blocks come on a timer and on demand
// (POST /mine, the stand-in's own route). An operator points the network at a real Esplora or mempool instead.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createLedger,
  type Ledger,
  type LedgerOutput,
  type LedgerTransaction,
  RejectedTransaction,
} from './bitcoin-ledger.ts'

export interface BitcoinStandin {
  /** `http://<host>:<port>`, the Esplora base URL (as mempool's `/api`) */
  url: string
  ledger: Ledger
  /** mines one block now (what POST /mine does) */
  mine(): number
  close(): Promise<void>
}

export interface BitcoinStandinOptions {
  host?: string
  port?: number
  /** a block every this many ms; 0: only on demand */
  blockIntervalMs?: number
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const MAX_BODY = 400_000

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) reject(new RejectedTransaction('tx-size'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

export async function startBitcoinStandin({
  host = '127.0.0.1',
  port = 0,
  blockIntervalMs = 0,
}: BitcoinStandinOptions = {}): Promise<BitcoinStandin> {
  const ledger = createLedger()

  const status = (tx: LedgerTransaction) => {
    if (tx.height === undefined) return { confirmed: false }
    const block = ledger.block(tx.height)
    return { confirmed: true, block_height: tx.height, block_hash: block?.hash, block_time: block?.time }
  }
  const statusOfOutput = (output: LedgerOutput) => status(ledger.transaction(output.txid) as LedgerTransaction)
  const confirmed = (txid: string | undefined) => txid !== undefined && ledger.transaction(txid)?.height !== undefined

  /** Esplora's chain_stats / mempool_stats of an address (value sums in sats, as numbers) */
  function addressStats(address: string) {
    const stats = () => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })
    const chain = stats()
    const mempool = stats()
    const txs = { chain: new Set<string>(), mempool: new Set<string>() }
    for (const output of ledger.outputsOf(address)) {
      const funded = confirmed(output.txid) ? chain : mempool
      funded.funded_txo_count++
      funded.funded_txo_sum += Number(output.value)
      ;(funded === chain ? txs.chain : txs.mempool).add(output.txid)
      if (!output.spentBy) continue
      const spent = confirmed(output.spentBy) ? chain : mempool
      spent.spent_txo_count++
      spent.spent_txo_sum += Number(output.value)
      ;(spent === chain ? txs.chain : txs.mempool).add(output.spentBy)
    }
    chain.tx_count = txs.chain.size
    mempool.tx_count = txs.mempool.size
    return { address, chain_stats: chain, mempool_stats: mempool }
  }

  function transactionJson(tx: LedgerTransaction) {
    return {
      txid: tx.txid,
      version: 2,
      locktime: 0,
      vin: tx.inputs.map((input) => {
        const prevout = input.coinbase ? undefined : ledger.transaction(input.txid)?.outputs[input.vout]
        return {
          txid: input.txid,
          vout: input.vout,
          is_coinbase: input.coinbase,
          witness: input.witness.map(hex),
          prevout: prevout
            ? { scriptpubkey: hex(prevout.script), scriptpubkey_address: prevout.address, value: Number(prevout.value) }
            : null,
        }
      }),
      vout: tx.outputs.map((output) => ({
        scriptpubkey: hex(output.script),
        scriptpubkey_address: output.address,
        value: Number(output.value),
      })),
      size: tx.size,
      weight: tx.weight,
      fee: Number(tx.fee),
      status: status(tx),
    }
  }

  function route(method: string, path: string, body: string): { status: number; json?: unknown; text?: string } {
    const notFound = { status: 404, text: 'Not Found' }
    let match: RegExpExecArray | null
    if (method === 'GET' && path === '/blocks/tip/height') return { status: 200, text: String(ledger.tip().height) }
    if (method === 'GET' && path === '/blocks/tip/hash') return { status: 200, text: ledger.tip().hash }
    // a regtest chain is never full: every target gets the minimum relay fee rate
    if (method === 'GET' && path === '/fee-estimates')
      return {
        status: 200,
        json: Object.fromEntries([1, 2, 3, 6, 144, 504, 1008].map((target) => [String(target), 1])),
      }
    if (method === 'POST' && path === '/tx') {
      try {
        return { status: 200, text: ledger.accept(body.trim()) }
      } catch (error) {
        if (error instanceof RejectedTransaction)
          return { status: 400, text: `sendrawtransaction RPC error: {"code":-26,"message":"${error.message}"}` }
        throw error
      }
    }
    if (method === 'POST' && path === '/mine') return { status: 200, json: { height: mine() } }
    if (method === 'GET' && (match = /^\/address\/([a-zA-Z0-9]+)(\/utxo)?$/.exec(path))) {
      const address = match[1] as string
      if (!match[2]) return { status: 200, json: addressStats(address) }
      const unspent = ledger.outputsOf(address).filter((output) => !output.spentBy)
      return {
        status: 200,
        json: unspent.map((output) => ({
          txid: output.txid,
          vout: output.vout,
          value: Number(output.value),
          status: statusOfOutput(output),
        })),
      }
    }
    if (method === 'GET' && (match = /^\/tx\/([0-9a-f]{64})(\/status|\/hex)?$/.exec(path))) {
      const tx = ledger.transaction(match[1] as string)
      if (!tx) return { status: 404, text: 'Transaction not found' }
      if (match[2] === '/status') return { status: 200, json: status(tx) }
      if (match[2] === '/hex') return { status: 200, text: tx.hex }
      return { status: 200, json: transactionJson(tx) }
    }
    return notFound
  }

  function mine(): number {
    return ledger.mine().height
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // any origin: the demo, the tests' pages and the test wallet read it from the browser
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    try {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/^\/api(?=\/)/, '')
      const body = request.method === 'POST' ? await readBody(request) : ''
      const result = route(request.method ?? 'GET', path, body)
      if (result.json !== undefined)
        response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.json))
      else response.writeHead(result.status, { 'content-type': 'text/plain' }).end(result.text ?? '')
    } catch (error) {
      response
        .writeHead(error instanceof RejectedTransaction ? 400 : 500, { 'content-type': 'text/plain' })
        .end((error as Error).message)
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const timer = blockIntervalMs > 0 ? setInterval(mine, blockIntervalMs) : undefined
  timer?.unref()
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    ledger,
    mine,
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

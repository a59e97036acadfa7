// What the adapter reads and sends on a Bitcoin network (the heavy half): the Esplora HTTP API at the network's RPC URL
// (a real Esplora or mempool `/api`, or the devnet's regtest stand-in) for balances, UTXOs, fee rates and broadcast;
// the transfer built as a PSBT with @scure/btc-signer, signed by the wallet, finalized here and broadcast.
import { latchError } from '@latch/core'
import type { Balance, Network, SendParameters } from '@latch/core'
import { Address, OutScript, selectUTXO, Transaction } from '@scure/btc-signer'
import { prefixesOf } from './chains.ts'
import type { BitcoinSigner } from './signers.ts'

/** the confirmation target whose fee rate a send pays (Esplora's /fee-estimates key) */
const FEE_TARGET = '6'

interface EsploraUtxo {
  txid: string
  vout: number
  value: number
}

interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

export function esploraUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw latchError('ChainRpcUnavailable', { params: { reason: `${network.name} has no Esplora URL` } })
  return url.replace(/\/+$/, '')
}

async function esplora<T>(network: Network, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${esploraUrlOf(network)}${path}`, init)
  const text = await response.text()
  if (!response.ok)
    throw Object.assign(new Error(`${network.name}: ${text || response.statusText}`), { status: response.status })
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

/** an address's BTC: its confirmed and its mempool outputs, less what they spend (Esplora's address stats) */
export async function getBalance({ address, network }: { address: string; network: Network }): Promise<Balance> {
  const { chain_stats: chain, mempool_stats: mempool } = await esplora<{
    chain_stats: EsploraStats
    mempool_stats: EsploraStats
  }>(network, `/address/${address}`)
  const value = BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
  const { decimals, symbol, name } = network.nativeCurrency
  return { value, decimals, symbol, name }
}

/** the fee rate (sat/vB, whole, at least 1) for FEE_TARGET blocks */
async function feeRate(network: Network): Promise<bigint> {
  const estimates = await esplora<Record<string, number>>(network, '/fee-estimates').catch(
    () => ({}) as Record<string, number>,
  )
  const rate = estimates[FEE_TARGET] ?? Object.values(estimates)[0] ?? 1
  return BigInt(Math.max(1, Math.ceil(rate)))
}

/** sends `value` sats from the signer's payment account to `to`, change back to it; resolves with the txid once the
 * network has accepted the transaction (it is mined in a later block) */
export async function send(
  signer: BitcoinSigner,
  { to, value, network }: SendParameters & { network: Network },
): Promise<string> {
  const prefixes = prefixesOf(network)
  const payment = signer.accounts.find((account) => account.type === 'payment')
  if (!payment) throw latchError('WalletHasNoAccount', { params: { reason: 'The wallet has no payment account' } })
  let receiver: Uint8Array
  try {
    receiver = OutScript.encode(Address(prefixes).decode(to))
  } catch {
    throw latchError('InvalidRequest', { params: { reason: `${to} is not an address on ${network.name}` } })
  }
  const paymentScript = OutScript.encode(Address(prefixes).decode(payment.address))
  const [utxos, rate] = await Promise.all([
    esplora<EsploraUtxo[]>(network, `/address/${payment.address}/utxo`),
    feeRate(network),
  ])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: paymentScript, amount: BigInt(utxo.value) },
  }))
  const selected = selectUTXO(inputs, [{ script: receiver, amount: value }], 'default', {
    changeAddress: payment.address,
    feePerByte: rate,
    bip69: false,
    createTx: true,
    network: prefixes,
  })
  if (!selected?.tx) throw latchError('InsufficientFundsForFee')
  const indexes = Array.from({ length: selected.tx.inputsLength }, (_, index) => index)
  const signed = Transaction.fromPSBT(
    await signer.signPsbt(selected.tx.toPSBT(), [{ address: payment.address, indexes }]),
  )
  // a wallet may finalize itself; otherwise the partial signatures become the witnesses here
  if (!signed.isFinal) signed.finalize()
  const txid = await esplora<string>(network, '/tx', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: signed.hex,
  })
  return String(txid).trim()
}

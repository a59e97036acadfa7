// A provider's completion notice is not taken on its word: the named transaction must be mined, successful and pay
// the purchase's amount of its asset to the buyer's address (a native transfer, or an ERC-20 Transfer log).
import { type Hash, erc20Abi, getAddress, parseEventLogs } from 'viem'
import { chainClient, findChain, parseCaip2 } from '../chain/chains.ts'
import type { CloudContext } from '../context.ts'
import type { OnrampPurchasesTable } from './schema.ts'

export async function deliveredOnChain(
  context: CloudContext,
  purchase: OnrampPurchasesTable,
  hash: string,
): Promise<boolean> {
  const chainId = parseCaip2(purchase.network)
  const chain = chainId === undefined ? undefined : findChain(context, chainId)
  if (!chain) return false
  const client = chainClient(chain)
  const amount = BigInt(purchase.purchase_amount_base)
  const to = getAddress(purchase.address)
  try {
    const receipt = await client.getTransactionReceipt({ hash: hash as Hash })
    if (receipt.status !== 'success') return false
    const token = /\/erc20:(0x[0-9a-fA-F]{40})$/.exec(purchase.asset)?.[1]
    if (!token) {
      const transaction = await client.getTransaction({ hash: hash as Hash })
      return transaction.to !== null && getAddress(transaction.to) === to && transaction.value === amount
    }
    const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' })
    return transfers.some(
      (log) =>
        log.address.toLowerCase() === token.toLowerCase() &&
        getAddress(log.args.to) === to &&
        log.args.value === amount,
    )
  } catch {
    // not mined (yet), or unknown to the node
    return false
  }
}

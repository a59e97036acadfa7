// SPEC §7: on Solana the gas tiers come from the connected adapter's own estimate (the fee of a
// transfer from the account), the same for standard, fast and instant; no cloud is asked.
import type { InstanceContext } from '../instance/context.ts'
import type { GasPrice } from './types.ts'

export async function solanaGasPrice(
  context: Pick<InstanceContext, 'store' | 'adapterFor' | 'account'>,
): Promise<GasPrice | null> {
  const network = context.store.getState().activeNetwork
  const from = context.account('solana')?.address
  const adapter = context.adapterFor('solana')
  if (network.chainNamespace !== 'solana' || !from || !adapter.estimateFee) return null
  const fee = (await adapter.estimateFee({ from, to: from, value: 0n, network })).toString()
  return { standard: fee, fast: fee, instant: fee }
}

// The native balance of a namespace's account (the active one by default), floored for display (SPEC §9), the same
// hook for every namespace; another namespace's is read over its adapter.
import { type Balance, type ChainNamespace, formatBalance } from '@latch/core'
import { useEffect, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

/** What {@link useLatchBalance} returns: the native balance, raw and formatted. */
export interface LatchBalance {
  value?: bigint
  decimals?: number
  symbol?: string
  /** "1.234 SOL": floored to 3 decimals */
  formatted?: string
}

/**
 * The connected account's native balance on the active network.
 *
 * @example
 * ```tsx
 * const { formatted, symbol } = useLatchBalance()
 * return <p>{formatted} {symbol}</p>
 * ```
 */
export function useLatchBalance(namespace?: ChainNamespace): LatchBalance {
  const latch = useLatchInstance()
  const { active, address, balance } = useLatchSelector((state) => ({
    active: !namespace || namespace === state.activeNamespace,
    address: state.accounts[namespace ?? state.activeNamespace]?.address,
    balance: state.balance,
  }))
  const [other, setOther] = useState<Balance>()
  useEffect(() => {
    if (active || !address) return setOther(undefined)
    let current = true
    latch.getBalance({ namespace }).then(
      (read) => current && setOther(read),
      () => current && setOther(undefined),
    )
    return () => {
      current = false
    }
  }, [latch, active, address, namespace])
  const shown = active ? balance : other
  if (!shown || !address) return {}
  return {
    value: shown.value,
    decimals: shown.decimals,
    symbol: shown.symbol,
    formatted: formatBalance(shown.value, shown.decimals, shown.symbol),
  }
}

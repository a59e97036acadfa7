// Fiat amounts as integer hundredths and the arithmetic of a quote, in bigints (no float drift in what is charged).
import { formatUnits } from 'viem'

/** '100' or '100.5' or '100.25' → 10025n; undefined for anything else */
export function parseFiat(value: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return undefined
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

export const formatFiat = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`

/** a price as integer millionths (USD per unit, or USD per unit of a fiat currency) */
export const micro = (value: number) => BigInt(Math.round(value * 1_000_000))

/**
 * The split of a fee-included payment: the fee (rounded half up to the cent), what is left to buy with, and the
 * amount of the asset that buys, rounded down to its smallest unit.
 */
export function splitPayment(
  totalCents: bigint,
  feePercent: number,
  usdPerFiat: number,
  assetPriceUsd: number,
  decimals: number,
) {
  const feeBasisPoints = BigInt(Math.round(feePercent * 100))
  const feeCents = (totalCents * feeBasisPoints + 5_000n) / 10_000n
  const subtotalCents = totalCents - feeCents
  // cents → micro-USD: × 10^4 × (USD per fiat unit)
  const subtotalMicroUsd = (subtotalCents * 10_000n * micro(usdPerFiat)) / 1_000_000n
  const price = micro(assetPriceUsd)
  const purchaseBase = price === 0n ? 0n : (subtotalMicroUsd * 10n ** BigInt(decimals)) / price
  return { feeCents, subtotalCents, purchaseBase, purchaseAmount: formatUnits(purchaseBase, decimals) }
}

// Filling a message's parameters and writing a decimal in the locale's digits: small, so the host buttons can use them.
export type Params = Readonly<Record<string, string | number>>

/** fills `{name}` parameters */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** a decimal string (already floored by core) with the locale's digits and separator, no grouping: 1234.567 */
export function formatDecimal(locale: string, decimal: string): string {
  const digits = decimal.split('.')[1]?.length ?? 0
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  })
  // a decimal string keeps every digit (Intl.NumberFormat v3), where a number would round past 15 of them
  return formatter.format(decimal as unknown as number)
}

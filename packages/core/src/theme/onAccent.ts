// The text colour on an accent-coloured button: the modal and the embedded wallet's card pick it the same way.

/** WCAG relative luminance of #rrggbb (or #rgb); undefined for any other CSS colour */
function luminance(color: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [r, g, b] = [0, 2, 4].map((at) => {
    const value = Number.parseInt(full.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** white on the accent when that reads at 4.5:1, else near-black: an app's own accent stays legible on buttons */
export function onAccent(accent: string): string {
  const light = luminance(accent)
  if (light === undefined) return '#ffffff'
  const withWhite = 1.05 / (light + 0.05)
  return withWhite >= 4.5 ? '#ffffff' : '#141414'
}

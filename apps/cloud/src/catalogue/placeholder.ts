// A generated image for a wallet, asset, currency or token without an uploaded one: initials on a colour.
// Every piece of text is escaped: names come from the catalogue and operators, never trusted as markup.

export const PLACEHOLDER_SIZE = 96

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/** up to two letters: the first of the first two words, or the first two of a single word's letters */
export function initialsOf(label: string): string {
  const words = label
    .split(/\s+/)
    .map((word) => Array.from(word.normalize('NFC')).filter((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((letters) => letters.length > 0)
  const [first, second] = words
  if (!first) return '?'
  const initials = second ? [first[0], second[0]] : first.slice(0, 1)
  return initials.join('').toUpperCase()
}

/** a stable colour from any text, for entries without their own */
export function colourOf(seed: string): string {
  let hash = 2166136261
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  const hue = (hash >>> 0) % 360
  return hslToHex(hue, 55, 45)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** dark text on light colours, white on dark ones (WCAG relative luminance) */
function textColourOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#141414' : '#ffffff'
}

export function placeholderSvg(label: string, colour: string | null | undefined, seed = label): string {
  const fill = colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : colourOf(seed)
  const size = PLACEHOLDER_SIZE
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${size}" height="${size}" fill="${fill}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="${textColourOn(fill)}">${escapeXml(initialsOf(label))}</text>` +
    `</svg>`
  )
}

// An account's avatar when it has no identity avatar: a gradient derived from its address, drawn by the browser
// from these colours, so no image is fetched. The same address always gives the same picture.

/** FNV-1a over the lower-cased address: stable, fast, well spread */
function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

export interface AvatarGradient {
  /** three HSL colours, from the centre outwards */
  colors: [string, string, string]
  /** where the gradient's centre sits, in percent of the box */
  x: number
  y: number
}

export function avatarGradient(address: string): AvatarGradient {
  const hash = hashOf(address)
  const hue = hash % 360
  const step = 40 + ((hash >>> 9) % 50)
  const colors = [0, 1, 2].map(
    (index) => `hsl(${(hue + index * step) % 360} ${72 - index * 6}% ${62 - index * 10}%)`,
  ) as [string, string, string]
  return { colors, x: 20 + ((hash >>> 17) % 60), y: 20 + ((hash >>> 24) % 60) }
}

/** the CSS background of the avatar */
export function avatarBackground(address: string): string {
  const { colors, x, y } = avatarGradient(address)
  return `radial-gradient(circle at ${x}% ${y}%, ${colors[0]} 0%, ${colors[1]} 55%, ${colors[2]} 100%)`
}

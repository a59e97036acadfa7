// Wallet and network logos from @web3icons/core (MIT): the catalogue's image store is seeded from it, so a wallet or
// network that the set knows shows its logo; only one it does not know gets a generated placeholder.
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
/** the package's folder of SVG modules (each `export default '<svg …>'`) */
const SVGS = join(dirname(require.resolve('@web3icons/core')), 'svgs')

/** wallets: the app-icon variant (logo on its own square); networks: the plain mark, shown round */
const VARIANT = { wallets: 'background', networks: 'branded' } as const
export type IconKind = keyof typeof VARIANT

/** the icon names the set has for a kind: metamask, wallet-connect, arbitrum-one, … */
export function iconNames(kind: IconKind): string[] {
  return readdirSync(join(SVGS, kind, VARIANT[kind]))
    .filter((file) => file.endsWith('.svg.js'))
    .map((file) => file.slice(0, -'.svg.js'.length))
}

export async function iconSvg(kind: IconKind, name: string): Promise<string> {
  const module = (await import(join(SVGS, kind, VARIANT[kind], `${name}.svg.js`))) as { default: string }
  return module.default
}

/** "Trust Wallet" → "trust", "TokenPocket" → "tokenpocket", "my-ether-wallet" → "myether": names compared loosely */
export const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bwallet\b/g, '')
    .replace(/[^a-z0-9]/g, '')

/** catalogue names that differ from the set's beyond normalising */
const ALIASES: Readonly<Record<string, string>> = { ledgerlive: 'ledger', alphawallet: 'alpha' }

/** the set's wallet icon for a catalogue wallet's name, if it has one */
export function walletIconName(walletName: string, names: readonly string[]): string | undefined {
  const wanted = ALIASES[normalise(walletName)] ?? normalise(walletName)
  return names.find((name) => normalise(name) === wanted)
}

/** the image id under which a network logo is stored: GET /public/getAssetImage/{id} serves it */
export const assetImageId = (name: string) => `asset:${name}`

// A brand's logo (WalletConnect, the social logins) as inline SVG: no request, drawn in its brand colour; marks that
// are black take the text colour so they stay visible in the dark theme.
import { type BrandName, brandIcon } from './brands.ts'

const NEAR_BLACK = new Set(['#000000', '#181717'])

export function BrandIcon({ brand, large }: { brand: BrandName; large?: boolean }) {
  const icon = brandIcon(brand)
  const fill = NEAR_BLACK.has(icon.hex) ? 'currentColor' : icon.hex
  return (
    <span className={large ? 'wallet-icon brand large' : 'wallet-icon brand'} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%" focusable="false">
        <path d={icon.path} fill={fill} />
      </svg>
    </span>
  )
}

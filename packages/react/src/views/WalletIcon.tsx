// A wallet's icon through <img src> only (never markup), or its initial when there is no safe image.
import { imageSrc } from './safeUrl.ts'

export function WalletIcon({ name, src, large }: { name: string; src?: string | null; large?: boolean }) {
  const safe = imageSrc(src)
  const className = large ? 'wallet-icon large' : 'wallet-icon'
  if (safe) return <img className={className} src={safe} alt="" width={36} height={36} />
  return (
    <span className={`${className} placeholder`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}

// A wallet's (or network's) picture through <img src> only, never markup, fetched lazily; its initial on a tile when
// there is no safe image or it fails to load.
import { useState } from '../reactBindings.ts'
import { imageSrc } from '@latch/core/internal'

export function WalletIcon({ name, src, large }: { name: string; src?: string | null; large?: boolean }) {
  const safe = imageSrc(src)
  const [failed, setFailed] = useState<string>()
  const className = large ? 'wallet-icon large' : 'wallet-icon'
  if (safe && failed !== safe)
    return (
      <img
        className={className}
        src={safe}
        alt=""
        width={large ? 72 : 36}
        height={large ? 72 : 36}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(safe)}
      />
    )
  return (
    <span className={`${className} placeholder`} aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  )
}

// The account's picture: its identity avatar when it has a safe one, else a gradient derived from the address,
// drawn by the browser (no request).
import { avatarBackground, imageSrc } from '@latch/core/internal'

export function Avatar({ address, src }: { address: string; src?: string | null }) {
  const safe = imageSrc(src)
  if (safe) return <img className="avatar" src={safe} alt="" width={72} height={72} />
  return <span className="avatar" aria-hidden="true" style={{ background: avatarBackground(address) }} />
}

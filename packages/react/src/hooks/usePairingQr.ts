// The pairing link of the attempt in progress as a QR module matrix, for an app that draws its own code.
import type { PairingQr } from '@latch/core'
import { useSyncExternalStore } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'

const none = () => undefined

/**
 * The pairing link's QR code as modules (`modules[row][column]` true where dark, no quiet zone), undefined until the
 * pairing connector made a link and the encoder has loaded. Draw it with any renderer: SVG rectangles, a canvas.
 *
 * @example
 * ```tsx
 * const qr = usePairingQr()
 * if (!qr) return <p>Preparing…</p>
 * return (
 *   <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} role="img" aria-label="Scan with your phone wallet">
 *     {qr.modules.flatMap((row, y) => row.map((dark, x) => (dark ? <rect key={`${x},${y}`} x={x} y={y} width={1} height={1} /> : null)))}
 *   </svg>
 * )
 * ```
 */
export function usePairingQr(): PairingQr | undefined {
  const latch = useLatchInstance()
  return useSyncExternalStore(latch.subscribe, latch.getPairingQr, none)
}

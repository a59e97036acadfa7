// A text as a QR code: SVG geometry from core's QR matrix (one path, never markup), named for assistive technology.
import { qrMatrix } from '@latch/core/internal'
import { useMemo } from '../reactBindings.ts'
import { qrPath } from './qrPath.ts'

export function QrCode({ value, label }: { value: string; label: string }) {
  const qr = useMemo(() => {
    const { modules, size } = qrMatrix(value)
    return { size, path: qrPath(modules) }
  }, [value])
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <path d={qr.path} fill="#000" />
    </svg>
  )
}

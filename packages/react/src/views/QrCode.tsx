// A text as a QR code: SVG geometry from uqr (one path, never markup), named for assistive technology.
import { encode } from 'uqr'
import { useMemo } from 'react'
import { qrPath } from './qrPath.ts'

export function QrCode({ value, label }: { value: string; label: string }) {
  const qr = useMemo(() => {
    const { data, size } = encode(value, { border: 0, ecc: 'M' })
    return { size, path: qrPath(data) }
  }, [value])
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <path d={qr.path} fill="#000" />
    </svg>
  )
}

// Receive view: the address as a QR code (SVG geometry from uqr, never markup), as text, and copyable.
import { encode } from 'uqr'
import { useMemo } from 'react'
import { useLatchInstance } from '../context.ts'
import { UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { copyAddress } from './copyAddress.ts'
import { qrPath } from './qrPath.ts'

export default function Receive() {
  const latch = useLatchInstance()
  const { address, network } = useLatchSelector((state) => ({
    address: state.accounts[state.activeNamespace]?.address,
    network: state.activeNetwork.name,
  }))
  const qr = useMemo(() => {
    if (!address) return undefined
    const { data, size } = encode(address, { border: 0, ecc: 'M' })
    return { size, path: qrPath(data) }
  }, [address])
  if (!address || !qr) return null

  return (
    <div className="center">
      <svg
        className="qr"
        role="img"
        aria-label={UI.qrCodeFor(address)}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="mono">{address}</p>
      <button
        type="button"
        className="secondary"
        onClick={(event) => void copyAddress(latch, address, event.currentTarget)}
      >
        {UI.copyAddress}
      </button>
      <p className="muted small">{UI.receiveHint(network)}</p>
    </div>
  )
}

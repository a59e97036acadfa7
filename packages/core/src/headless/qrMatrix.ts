// A text as a QR code's module matrix (uqr: byte mode, error correction M, no quiet zone): what the modal's QR views
// and an app's own renderer draw, one encoder for both.
import { encode } from 'uqr'

/** A QR code as modules: `size` a side, `modules[row][column]` true where the module is dark (no quiet zone). */
export interface QrMatrix {
  size: number
  modules: readonly (readonly boolean[])[]
}

/** the QR code of `text`, level M (15% of the code may be hidden, by a logo say, and it still reads) */
export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { border: 0, ecc: 'M' })
  return { size, modules: data }
}

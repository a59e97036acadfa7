// Reads a pairing link from a photo or screenshot of a QR code (what a phone's camera would do).
import jsQR from 'jsqr'

/** the QR code's text, or undefined when the image holds none */
export async function decodeQrImage(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file)
  // a white margin gives the decoder the quiet zone a tightly cropped screenshot lacks
  const margin = Math.ceil(Math.max(bitmap.width, bitmap.height) / 8)
  const width = bitmap.width + 2 * margin
  const height = bitmap.height + 2 * margin
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas to read the image')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, margin, margin)
  bitmap.close()
  const { data } = context.getImageData(0, 0, width, height)
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data
}

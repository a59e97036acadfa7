// Uploaded wallet images: four formats, at most 512 KiB, the declared type must match the bytes.
export const MAX_IMAGE_BYTES = 512 * 1024

export const IMAGE_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export const imageTypeOf = (contentType: string | undefined): ImageType | undefined => {
  const base = contentType?.split(';')[0]?.trim().toLowerCase()
  return IMAGE_TYPES.find((type) => type === base)
}

/** the file extension → content type, as the CLI reads files */
export function imageTypeOfFile(path: string): ImageType | undefined {
  const extension = path.toLowerCase().split('.').pop()
  const byExtension: Record<string, ImageType> = {
    png: 'image/png',
    svg: 'image/svg+xml',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  }
  return extension ? byExtension[extension] : undefined
}

/** true when the bytes are what the content type says (a mislabelled upload is refused) */
export function bytesMatchType(bytes: Uint8Array, type: ImageType): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  switch (type) {
    case 'image/png':
      return bytes[0] === 0x89 && ascii(1, 4) === 'PNG'
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)))
  }
}

/** images are served as images only: a directly opened SVG runs no script and loads nothing */
export const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}

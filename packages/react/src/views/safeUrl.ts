// Catalogue and wallet data is untrusted: links only to http(s), images only from http(s) or data:image.

function parse(value: string | null | undefined): URL | undefined {
  if (!value) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

export function httpUrl(value: string | null | undefined): string | undefined {
  const url = parse(value)
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? (value as string) : undefined
}

export function imageSrc(value: string | null | undefined): string | undefined {
  if (value?.startsWith('data:image/')) return value
  return httpUrl(value)
}

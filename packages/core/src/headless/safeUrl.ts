// Catalogue, wallet and frame data is untrusted: links only to http(s) (or one app's scheme), images only from
// http(s) or data:image.

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

/** a link into another app: http(s), or that app's own scheme (e.g. 'farcaster:') */
export function appLinkUrl(value: string | null | undefined, scheme: `${string}:`): string | undefined {
  return parse(value)?.protocol === scheme ? (value as string) : httpUrl(value)
}

export function imageSrc(value: string | null | undefined): string | undefined {
  if (value?.startsWith('data:image/')) return value
  return httpUrl(value)
}

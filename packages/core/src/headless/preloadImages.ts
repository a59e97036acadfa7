// SPEC §9: the first 20 catalogue images are fetched before their list shows, waiting at most 2 s.
import * as constants from '../constants.ts'
import { imageSrc } from './safeUrl.ts'

export function preloadImages(
  urls: readonly (string | null | undefined)[],
  timeoutMs = constants.IMAGE_PRELOAD_TIMEOUT_MS,
): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve()
  const safe = urls
    .map(imageSrc)
    .filter((url): url is string => Boolean(url))
    .slice(0, constants.PREFETCHED_WALLET_IMAGES)
  const loads = safe.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        image.onload = image.onerror = () => resolve()
        image.src = url
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  return Promise.race([Promise.all(loads).then(() => undefined), timeout]).finally(() => clearTimeout(timer))
}

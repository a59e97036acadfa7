// SPEC §6: the restricted timezones (mainland China, Hong Kong, Macau, with their IANA aliases). Latch's
// decision for their effect (R-6.30, not shown in SPEC): buying crypto with a card is not offered there, since the
// onramp providers do not serve those regions; every other feature stays as configured.
import type { RemoteFeatureValues } from './featureDefaults.ts'

export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

/** the visitor's IANA timezone, as the browser (or Node) reports it; undefined where Intl cannot tell */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  const zone = timeZone?.toLowerCase()
  return zone !== undefined && RESTRICTED_TIMEZONES.some((restricted) => restricted.toLowerCase() === zone)
}

/** the features as configured, with the onramp off in a restricted timezone */
export function featuresForTimeZone<F extends Pick<RemoteFeatureValues, 'onramp'>>(
  features: F,
  timeZone = visitorTimeZone(),
): F {
  return isRestrictedTimeZone(timeZone) && features.onramp ? { ...features, onramp: false } : features
}

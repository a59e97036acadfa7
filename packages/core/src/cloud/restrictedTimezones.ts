// SPEC §6: the restricted timezones (mainland China, Hong Kong, Macau, with their IANA aliases). Latch's
// decision for their effect (R-6.30, not shown in SPEC): buying crypto with a card is not offered there, since the
// onramp providers do not serve those regions; every other feature stays as configured.
import type { RemoteFeatureValues } from './featureDefaults.ts'

// Asia/Shanghai, Urumqi, Chongqing (Chungking), Harbin and Kashgar, PRC; Asia/Hong_Kong, Hongkong; Asia/Macau, Macao.
// Names in lower case, not a pattern: a compiled pattern stays in the page's memory for good
const RESTRICTED_TIMEZONES = new Set([
  'asia/shanghai',
  'asia/urumqi',
  'asia/chongqing',
  'asia/chungking',
  'asia/harbin',
  'asia/kashgar',
  'prc',
  'asia/hong_kong',
  'hongkong',
  'asia/macau',
  'asia/macao',
])

/** the visitor's IANA timezone, as the browser (or Node) reports it; undefined where Intl cannot tell */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

export const isRestrictedTimeZone = (timeZone: string | undefined): boolean =>
  timeZone !== undefined && RESTRICTED_TIMEZONES.has(timeZone.toLowerCase())

/** the features as configured, with the onramp off in a restricted timezone */
export function featuresForTimeZone<F extends Pick<RemoteFeatureValues, 'onramp'>>(
  features: F,
  timeZone = visitorTimeZone(),
): F {
  return isRestrictedTimeZone(timeZone) && features.onramp ? { ...features, onramp: false } : features
}

// SPEC §6: the restricted timezones (mainland China, Hong Kong, Macau, with their IANA aliases). Latch's
// decision for their effect (R-6.30, not shown in SPEC): buying crypto with a card is not offered there, since the
// onramp providers do not serve those regions; every other feature stays as configured.
import type { RemoteFeatureValues } from './featureDefaults.ts'

// Asia/Shanghai, Urumqi, Chongqing (Chungking), Harbin and Kashgar, PRC; Asia/Hong_Kong, Hongkong; Asia/Macau, Macao.
// One pattern, in any case: the first chunk carries it, and a list of names is longer
const RESTRICTED_TIMEZONE =
  /^(asia\/(shanghai|urumqi|chongqing|chungking|harbin|kashgar|hong_kong|maca[uo])|prc|hongkong)$/i

/** the visitor's IANA timezone, as the browser (or Node) reports it; undefined where Intl cannot tell */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

export const isRestrictedTimeZone = (timeZone: string | undefined): boolean =>
  timeZone !== undefined && RESTRICTED_TIMEZONE.test(timeZone)

/** the features as configured, with the onramp off in a restricted timezone */
export function featuresForTimeZone<F extends Pick<RemoteFeatureValues, 'onramp'>>(
  features: F,
  timeZone = visitorTimeZone(),
): F {
  return isRestrictedTimeZone(timeZone) && features.onramp ? { ...features, onramp: false } : features
}

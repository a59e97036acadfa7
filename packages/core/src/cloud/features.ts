// Remote features (SPEC §4, R-4.41– ): the project configuration (GET /appkit/v1/config) wins;
// on failure or for a basic project the local settings, else the defaults, apply.
import { loadRemoteFeatures, REMOTE_FEATURE_NAMES } from '../remoteFeatures.ts'
import { type RemoteFeatureValues, REMOTE_FEATURE_DEFAULTS } from './featureDefaults.ts'
import type { CloudHttp } from './http.ts'
import { featuresForTimeZone } from './restrictedTimezones.ts'

export interface FeaturesResponse {
  features?: { id: string; isEnabled: boolean; config?: unknown }[]
  /** a basic project has no remote features */
  plan?: string
}

/** the features a configuration response sets; undefined when it sets none (a basic project, R-4.43) */
export function remoteFeaturesFrom(response: FeaturesResponse | undefined): Partial<RemoteFeatureValues> | undefined {
  if (!response || response.plan === 'basic' || !response.features?.length) return undefined
  const known = new Set<string>(REMOTE_FEATURE_NAMES)
  const features: Record<string, unknown> = {}
  for (const feature of response.features) {
    if (!known.has(feature.id)) continue
    // a list-valued feature (socials) carries its list in config; the others are on or off
    features[feature.id] = feature.isEnabled ? (Array.isArray(feature.config) ? feature.config : true) : false
  }
  return features as Partial<RemoteFeatureValues>
}

export function fetchFeatures(
  http: CloudHttp,
  local: Partial<RemoteFeatureValues> | undefined,
  warn: (message: string) => void = console.warn,
): Promise<RemoteFeatureValues> {
  return loadRemoteFeatures<RemoteFeatureValues>({
    fetchRemote: async () => remoteFeaturesFrom(await http.get<FeaturesResponse>('/appkit/v1/config')),
    local,
    defaults: REMOTE_FEATURE_DEFAULTS,
    warn,
  }).then((features) => featuresForTimeZone(features))
}

/** whether two sets of feature values are the same, lists compared by their items: a fetch that changes nothing
 * (the cloud unreachable, or a project that sets what the app does) must not re-render what reads the features */
export function sameFeatures(a: RemoteFeatureValues, b: RemoteFeatureValues): boolean {
  const names = Object.keys(a)
  if (names.length !== Object.keys(b).length) return false
  return names.every((name) => Object.hasOwn(b, name) && sameValue(a[name], b[name]))
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => Object.is(item, b[i]))
}

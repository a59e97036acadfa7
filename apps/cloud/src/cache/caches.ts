// The in-memory caches of one cloud process, made once per context: projects (the guard and CORS read them on
// every request), the catalogue index, and finished responses; each is bounded and follows the change feed.
import type { CloudContext } from '../context.ts'
import { changesOf } from '../db/changes.ts'
import { type CatalogueIndex, catalogueIndex } from '../catalogue/index.ts'
import { getProject, type Project } from '../projects/store.ts'
import { type LoaderCache, loaderCache } from './loader.ts'
import { type ResponseCache, responseCache } from './responses.ts'

/** bounds: a crafted project id or query string costs one entry, and the oldest go first */
export const CACHE_LIMITS = {
  projects: { max: 10_000, ttlMs: 60_000 },
  responses: { maxBytes: 32 * 1024 * 1024, max: 5_000, ttlMs: 5 * 60_000 },
} as const

export interface Caches {
  projects: LoaderCache<Project | undefined>
  catalogue: CatalogueIndex
  /** responses that change only with the catalogue (wallet pages, images) */
  catalogueResponses: ResponseCache
  /** responses that change only with projects (config, origins, analytics switch) */
  projectResponses: ResponseCache
}

const made = new WeakMap<CloudContext, Caches>()

export function cachesOf(context: CloudContext): Caches {
  let caches = made.get(context)
  if (!caches) {
    const changes = changesOf(context.db)
    caches = {
      projects: loaderCache((id) => getProject(context.db, id), changes, 'projects', CACHE_LIMITS.projects),
      catalogue: catalogueIndex(context.db, changes),
      catalogueResponses: responseCache(changes, 'catalogue', CACHE_LIMITS.responses),
      projectResponses: responseCache(changes, 'projects', CACHE_LIMITS.responses),
    }
    made.set(context, caches)
  }
  return caches
}

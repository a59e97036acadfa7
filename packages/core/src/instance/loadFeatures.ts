// The features' code (builtLatch.ts and all it imports) is fetched by import() once the page has painted, or on first
// use, so adding a connect button costs the first paint only the store and what it reads; once fetched, later
// instances build at once.
import type { LatchLoaded } from '../builtLatch.ts'
import { sharedLoad } from '../sharedLoad.ts'
import type { CreateEmbeddedBridge } from '../embedded/types.ts'
import type { LatchState } from './state.ts'
import type { InstanceContext } from './context.ts'

type BuiltLatchModule = typeof import('../builtLatch.ts')
let fetched: BuiltLatchModule | undefined

/** fetches the features' code once per page (a test setup fetches it first, so its instances build at once); a failed
 * fetch is tried again on the next action */
export const fetchFeatures: () => Promise<BuiltLatchModule> = sharedLoad(() =>
  import('./featureImports.ts').then((imports) => imports.importBuiltLatch()).then((module) => (fetched = module)),
)

export interface FeatureLoader {
  /** the loaded instance, once its features are built */
  readonly loaded: LatchLoaded | undefined
  /** builds the features (fetching their code first if needed); the same promise for every caller */
  load(): Promise<LatchLoaded>
}

export function createFeatureLoader(context: InstanceContext, initialState: LatchState): FeatureLoader {
  const embedded = context.options.embeddedWallet
  const build = (module: BuiltLatchModule, createBridge: CreateEmbeddedBridge | undefined) =>
    module.buildLatch(context, initialState, createBridge)
  // built at once when the code is here: the features' fetched, and the embedded wallet's given rather than loaded
  let loaded: LatchLoaded | undefined =
    fetched && !(embedded && !embedded.createBridge) ? build(fetched, embedded?.createBridge) : undefined
  let loading: Promise<LatchLoaded> | undefined = loaded && Promise.resolve(loaded)
  return {
    get loaded() {
      return loaded
    },
    load() {
      if (loading) return loading
      // the adapters' setup code is fetched beside the features' rather than after them: mount() runs it at once
      for (const adapter of context.adapters.values()) adapter.prefetchSetup?.()
      return (loading = Promise.all([fetchFeatures(), embedded?.createBridge ?? embedded?.loadBridge?.()]).then(
        ([module, createBridge]) => (loaded ??= build(module, createBridge)),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
    },
  }
}

/** runs `task` once the page has painted the frame after now, so what it fetches never delays the first paint (a
 * hidden page paints nothing: then on the next macrotask); returns the cancel of a task not yet run */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const queue = () => {
    timer = setTimeout(task, 0)
  }
  const hidden = typeof document !== 'undefined' && document.hidden
  const frame = typeof requestAnimationFrame === 'function' && !hidden ? requestAnimationFrame(queue) : undefined
  if (frame === undefined) queue()
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

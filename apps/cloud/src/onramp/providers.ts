// The configured providers, made once per cloud context (each provider type is one factory).
import type { CloudContext } from '../context.ts'
import type { OnrampProvider } from './provider.ts'
import { sandboxProvider } from './sandbox.ts'

const made = new WeakMap<CloudContext, OnrampProvider[]>()

export function onrampProviders(context: CloudContext): OnrampProvider[] {
  let providers = made.get(context)
  if (!providers) {
    providers = context.config.onrampProviders.map((config) => {
      switch (config.type) {
        case 'sandbox':
          return sandboxProvider(config)
      }
    })
    made.set(context, providers)
  }
  return providers
}

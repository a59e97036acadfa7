// Names each module of the generated reference after the package entry a user imports ('@latch/core/server'),
// not after its source path, which a user of the packages never sees.
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Converter, ReflectionKind } from 'typedoc'

/** '/abs/packages/core/src/server.ts' → '@latch/core/server', from each package.json's exports (source condition) */
export function publicEntries(root) {
  const entries = new Map()
  for (const dir of readdirSync(join(root, 'packages'), { withFileTypes: true })) {
    if (!dir.isDirectory()) continue
    let manifest
    try {
      manifest = JSON.parse(readFileSync(join(root, 'packages', dir.name, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    for (const [key, value] of Object.entries(manifest.exports ?? {})) {
      // the internal entry is shared by Latch's own packages and outside semver: not part of the reference
      if (key.includes('internal') || key.endsWith('package.json') || typeof value !== 'object') continue
      const source = value['@latch/source']
      if (source) entries.set(resolve(root, 'packages', dir.name, source), manifest.name + key.slice(1))
    }
  }
  return entries
}

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const entries = publicEntries(process.cwd())
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const file = module.sources?.[0]?.fullFileName
      const name = file && entries.get(resolve(file))
      if (name) module.name = name
    }
  })
}

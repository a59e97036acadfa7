#!/usr/bin/env node
// `latch-frame build|serve`: the installed package runs its built JavaScript (dist/) with plain Node; in the
// repository, before a build, it runs the TypeScript sources through tsx.
import { existsSync } from 'node:fs'
import { register as registerHooks } from 'node:module'

const built = new URL('../dist/server/cli.js', import.meta.url)
let cli
if (existsSync(built)) cli = await import(built.href)
else {
  // the @latch packages from their TypeScript sources, as `node --conditions=@latch/source`
  registerHooks(
    'data:text/javascript,export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "@latch/source"] })',
  )
  const { register } = await import('tsx/esm/api')
  register()
  cli = await import('../src/server/cli.ts')
}
try {
  const code = await cli.main(process.argv.slice(2))
  if (code !== 0) process.exitCode = code
} catch (error) {
  console.error(`latch-frame: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}

#!/usr/bin/env node
// `latch-frame build|serve`: the frame is built from this repository's sources (Vite), so this runs through tsx.
import { register as registerHooks } from 'node:module'
import { register } from 'tsx/esm/api'

// the @latch packages from their TypeScript sources, as `node --conditions=@latch/source`
registerHooks(
  'data:text/javascript,export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "@latch/source"] })',
)
register()
const { main } = await import('../src/server/cli.ts')
try {
  const code = await main(process.argv.slice(2))
  if (code !== 0) process.exitCode = code
} catch (error) {
  console.error(`latch-frame: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}

#!/usr/bin/env node
// `latch-cloud`: runs src/cli.ts through tsx (the cloud ships as TypeScript sources).
import { register as registerHooks } from 'node:module'
import { register } from 'tsx/esm/api'

// the @latch packages from their TypeScript sources, as `node --conditions=@latch/source` (their dist/ needs a build)
registerHooks(
  'data:text/javascript,export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "@latch/source"] })',
)
register()
const { main } = await import('../src/cli.ts')
const code = await main(process.argv.slice(2))
// `serve` keeps running until a signal; every other command ends with its exit code
if (process.argv[2] !== 'serve') process.exitCode = code

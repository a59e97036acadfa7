#!/usr/bin/env node
// `latch-cloud`: the operator's commands, from the built JavaScript in dist/ (plain Node, no TypeScript loader).
let cli
try {
  cli = await import('../dist/cli.js')
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli.js')) throw error
  console.error('latch-cloud: dist/ is missing. In the repository, build it with `npm run build -w @latch/cloud`.')
  process.exit(1)
}
const code = await cli.main(process.argv.slice(2))
// `serve` keeps running until a signal; every other command ends with its exit code
if (code !== 0 || process.argv[2] !== 'serve') process.exitCode = code

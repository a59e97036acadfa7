#!/usr/bin/env node
// `latch-cloud`: runs src/cli.ts through tsx (the cloud ships as TypeScript sources).
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
const code = await main(process.argv.slice(2))
// `serve` keeps running until a signal; every other command ends with its exit code
if (process.argv[2] !== 'serve') process.exitCode = code

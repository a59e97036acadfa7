// `npm run docs`: the reference from the packages' types (TypeDoc), the cloud's HTTP API page from its OpenAPI
// document, then the VitePress site in docs/.vitepress/dist. VitePress fails the build on a dead link.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`

function run(command, args) {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`docs: ${[command.replace(root, ''), ...args].join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(
    `docs: ${args.find((arg) => !arg.startsWith('-'))} ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

// a removed export must not leave its old page behind
rmSync(`${root}docs/reference/api`, { recursive: true, force: true })
run(bin('typedoc'), ['--options', 'docs/.vitepress/typedoc.json', '--logLevel', 'Warn'])
run(bin('tsx'), ['--conditions=@latch/source', 'scripts/docs/cloud-api.ts', 'docs/reference/cloud-api.md'])
run(bin('tsx'), ['scripts/docs/errors.ts', 'docs/reference/errors.md'])
// `--out <dir>` builds the site elsewhere than docs/.vitepress/dist (the test that builds it uses a temporary folder)
const out = process.argv.indexOf('--out')
if (!process.argv.includes('--no-site'))
  run(bin('vitepress'), ['build', 'docs', ...(out > 0 ? ['--outDir', process.argv[out + 1]] : [])])

// `latch-frame`: the wallet frame for an operator — `build` writes the static frame for any web server or CDN, `serve`
// runs the frame's own small server (one command: the package's prebuilt pages, or in the repository a build of the sources).
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { frameFilesIn, frameRoot } from './frameFiles.ts'
import { startFrameServer } from './frameServer.ts'
import { finishStaticFrame } from './static.ts'

const USAGE = `Usage: latch-frame <command>
  build --out <dir> --cloud-url <url> --origins <a,b> [--rpc-urls <a,b>] [--bundlers <json>]
        the static frame for any web server or CDN, and the headers it needs (<dir>/_headers, nginx.conf, headers.json)
  serve --cloud-url <url> [--port 5174] [--host 127.0.0.1] [--public-host <name>] [--rpc-urls <a,b>] [--bundlers <json>] [--root <built dir>]
        the frame's own server: each project's origins from the cloud, per request`

const options = {
  out: { type: 'string' },
  root: { type: 'string' },
  'cloud-url': { type: 'string' },
  origins: { type: 'string' },
  'rpc-urls': { type: 'string' },
  bundlers: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'public-host': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function bundlersOf(value: string | undefined): Record<string, string> | undefined {
  if (value === undefined) return undefined
  try {
    return JSON.parse(value) as Record<string, string>
  } catch {
    throw new Error('--bundlers: not valid JSON ({"<chainId>": "<bundler URL>"})')
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  const command = positionals[0]
  if (values.help || !command || !['build', 'serve'].includes(command)) {
    console.log(USAGE)
    return values.help ? 0 : 2
  }
  const cloudUrl = values['cloud-url']
  if (!cloudUrl) throw new Error('--cloud-url is required')
  const rpcUrls = list(values['rpc-urls'])
  const bundlers = bundlersOf(values.bundlers)
  if (command === 'build') {
    if (!values.out || !values.origins) throw new Error('build needs --out and --origins')
    const out = resolve(values.out)
    await frameFilesIn(out)
    await finishStaticFrame(out, { cloudUrl, allowedOrigins: list(values.origins), rpcUrls, bundlers })
    console.log(
      `static frame in ${out}: serve it with the headers of ${join(out, '_headers')} (or nginx.conf, headers.json)`,
    )
    return 0
  }
  const root = values.root ? resolve(values.root) : await frameRoot()
  const server = await startFrameServer({
    root,
    cloudUrl,
    rpcUrls,
    bundlers,
    port: values.port === undefined ? 5174 : Number(values.port),
    host: values.host,
    publicHost: values['public-host'],
  })
  console.log(`Latch frame on ${server.url}`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return 0
}

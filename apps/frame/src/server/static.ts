// The frame as static files for any web server or CDN: the built pages with the configuration <meta> written in at
// build time (the frame server writes it per request), and the headers each path needs, in the forms hosts read —
// `_headers` (Netlify, Cloudflare Pages), `nginx.conf` (an include for a server block) and `headers.json` — from the
// same functions the frame server uses. The origins are fixed when it is built: after a project's allowed origins
// change, build again (or run the frame server, which asks the cloud).
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { strictOriginSources } from '@latch/frame'
import { COMMON_HEADERS, type FramePageConfig, OTHER_PAGE_HEADERS, walletPageHeaders, walletPageHtml } from './pages.ts'

export interface StaticFrameOptions {
  cloudUrl: string
  /** the origins that may embed the frame: the project's allowed origins (strict sources: scheme, host, port) */
  allowedOrigins: readonly string[]
  /** the RPC endpoints the frame may call */
  rpcUrls?: readonly string[]
  /** ERC-4337 bundlers by EVM chain id */
  bundlers?: Readonly<Record<string, string>>
}

/** path pattern → headers, in the order a host should match them */
export type HeaderRules = Record<string, Record<string, string>>

export function staticHeaderRules(options: StaticFrameOptions): HeaderRules {
  const wallet = walletPageHeaders(pageConfig(options))
  return {
    '/': wallet,
    '/index.html': wallet,
    '/social-callback.html': { ...OTHER_PAGE_HEADERS },
    '/assets/*': { ...COMMON_HEADERS },
  }
}

function pageConfig(options: StaticFrameOptions): FramePageConfig {
  const allowedOrigins = strictOriginSources(options.allowedOrigins)
  const refused = options.allowedOrigins.filter((origin) => !allowedOrigins.includes(origin))
  if (refused.length)
    throw new Error(`not a strict origin (scheme://host[:port], * only as the first label): ${refused.join(', ')}`)
  const connect = [options.cloudUrl, ...(options.rpcUrls ?? []), ...Object.values(options.bundlers ?? {})]
  return { cloudUrl: options.cloudUrl, allowedOrigins, bundlers: options.bundlers, production: true, connect }
}

/** `_headers` of Netlify and Cloudflare Pages */
export function netlifyHeaders(rules: HeaderRules): string {
  return Object.entries(rules)
    .map(
      ([path, headers]) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}\n`,
    )
    .join('\n')
}

const nginxQuote = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`

/** location blocks for an nginx server block whose root is the static frame */
export function nginxConfig(rules: HeaderRules): string {
  const block = (location: string, headers: Record<string, string>, extra = '') =>
    `location ${location} {\n${extra}${Object.entries(headers)
      .map(([name, value]) => `  add_header ${name} ${nginxQuote(value)} always;\n`)
      .join('')}}\n`
  return [
    block('= /', rules['/']!, '  try_files /index.html =404;\n'),
    block('= /index.html', rules['/index.html']!),
    block('= /social-callback.html', rules['/social-callback.html']!),
    block('/assets/', rules['/assets/*']!),
  ].join('\n')
}

/** turns a built frame (buildFrame's outDir) into the static frame of these options, in place */
export async function finishStaticFrame(dir: string, options: StaticFrameOptions): Promise<HeaderRules> {
  const page = pageConfig(options)
  const index = join(dir, 'index.html')
  await writeFile(index, walletPageHtml(await readFile(index, 'utf8'), page))
  const rules = staticHeaderRules(options)
  await writeFile(join(dir, '_headers'), netlifyHeaders(rules))
  await writeFile(join(dir, 'nginx.conf'), nginxConfig(rules))
  await writeFile(join(dir, 'headers.json'), `${JSON.stringify(rules, null, 2)}\n`)
  return rules
}

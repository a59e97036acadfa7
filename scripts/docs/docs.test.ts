// `npm run docs` as CI runs it: TypeDoc over the public entries, the generated pages, then the VitePress build, which
// fails on a dead link. Then the site holds a page for every page of the navigation, every public export, every error
// code and every cloud route.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../apps/cloud/src/openapi/document.ts'
import { ERROR_CODES } from '../../packages/core/src/errors/table.ts'
// @ts-expect-error a plain ES module of the docs' TypeDoc setup, without types
import { publicEntries } from '../../docs/.vitepress/typedoc-plugin.mjs'
import { launchBrowser } from '../../tooling/e2e/src/browser.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const out = mkdtempSync(join(tmpdir(), 'latch-docs-'))
let build: { status: number | null; output: string }

beforeAll(async () => {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/docs/build.mjs', '--out', out], { cwd: root })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  build = { status, output }
  console.log(`docs: npm run docs in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}, 900_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

const page = (path: string) => readFileSync(join(out, path), 'utf8')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe('npm run docs', () => {
  it('builds the site with no dead link', () => {
    expect(build.output).not.toContain('dead link')
    expect(build.status, build.output).toBe(0)
  })

  it('has a page for every written page, and none for the design notes', () => {
    const written = files(join(root, 'docs'))
      .map((file) => relative(join(root, 'docs'), file))
      .filter((file) => file.endsWith('.md') && !file.startsWith('design/') && !file.startsWith('.vitepress/'))
    expect(written.length).toBeGreaterThan(30)
    for (const file of written) expect(existsSync(join(out, file.replace(/\.md$/, '.html'))), file).toBe(true)
    expect(existsSync(join(out, 'design'))).toBe(false)
  })

  it('has a reference page for every name a public entry exports at run time', async () => {
    const entries = publicEntries(root) as Map<string, string>
    expect([...entries.values()]).not.toContain('@latch/core/internal')
    // a function, class or variable has its page; a namespace (core's constants) a folder of pages; a name an entry
    // re-exports (@latch/html's createLatch) has its page under the entry that defines it
    const pages = files(join(out, 'reference/api')).map((path) => relative(out, path))
    const hasPage = (name: string) =>
      pages.some((path) => path.endsWith(`/${name}.html`) || path.endsWith(`/${name}/index.html`))
    for (const [file, entry] of entries) {
      for (const name of Object.keys(await import(file))) expect(hasPage(name), `${entry}: ${name}`).toBe(true)
    }
  })

  it('anchors every error code in the errors page (each LatchError docsPath points there)', () => {
    const html = page('reference/errors.html')
    for (const code of Object.keys(ERROR_CODES)) expect(html, code).toContain(`id="${code}"`)
  })

  it("lists every route of the cloud's OpenAPI document", () => {
    const html = page('reference/cloud-api.html')
    for (const [path, methods] of Object.entries(openApiDocument().paths)) {
      for (const method of Object.keys(methods))
        expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`)
    }
  })

  it('has search and dark mode', () => {
    const home = page('index.html')
    expect(home).toMatch(/VPNavBarSearch|DocSearch|local-search/)
    expect(home).toContain('vitepress-theme-appearance')
  })

  // the picture of the site the README and the docs' own pages can show, taken from the build CI just made
  it('shows its home page in Chromium, light, with its title and first link: docs/screenshots/docs-home-light.png', async () => {
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
      '.png': 'image/png',
      '.woff2': 'font/woff2',
      '.json': 'application/json',
    }
    const server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
      const file = join(out, path.endsWith('/') ? `${path}index.html` : path)
      if (!file.startsWith(out) || !existsSync(file)) return void response.writeHead(404).end()
      response
        .writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' })
        .end(readFileSync(file))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ colorScheme: 'light', viewport: { width: 1280, height: 800 } })
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      await page.getByRole('heading', { level: 1, name: /Latch/ }).waitFor()
      await page.getByRole('link', { name: 'Get started' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
      writeFileSync(
        join(root, 'docs/screenshots/docs-home-light.png'),
        await page.screenshot({ animations: 'disabled', caret: 'hide' }),
      )
    } finally {
      await browser.close()
      server.close()
    }
  }, 60_000)
})

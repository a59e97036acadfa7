// The bench's pages are built as a user's app is: against the packed tarballs (what `npm run pack` gives), unpacked
// into a folder outside the repository beside the packages they declare, linked from the workspace's install (the
// same React, viem and wagmi as the workspace, no registry). So Vite reads each @latch package's dist/, never its
// TypeScript sources, and the figures are what an installed package costs.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installLinked, packPackages, publishablePackages } from '../../pack/src/index.ts'

const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url))

/**
 * @param {string} dir where the tarballs and the app folder go
 * @param {(line: string) => void} log
 * @param {{ build?: boolean }} [options] build: false packs the dist/ folders already there
 * @returns {() => Promise<{ dir: string, packages: string[], page(name: string): string }>} packs and installs on the
 *   first call only; `page(name)` copies tooling/bench/pages/<name> (and pages/shared) into the app, writes its
 *   index.html and returns its folder
 */
export function packedApp(dir, log, { build = true } = {}) {
  let ready
  return () =>
    (ready ??= (async () => {
      const started = performance.now()
      // the libraries a dApp installs (not the cloud)
      const packed = await packPackages({ outDir: join(dir, 'packs'), build, packages: publishablePackages() })
      const appDir = join(dir, 'app')
      mkdirSync(appDir, { recursive: true })
      writeFileSync(
        join(appDir, 'package.json'),
        JSON.stringify({ name: 'latch-bench-app', private: true, type: 'module' }),
      )
      installLinked(
        appDir,
        packed.map((pack) => pack.tarball),
      )
      const packages = packed.map((pack) => `${pack.name}@${pack.version}`)
      log(`built and packed ${packages.join(', ')}, installed in ${Math.round(performance.now() - started)} ms`)
      return {
        dir: appDir,
        packages,
        page(name) {
          const pageDir = join(appDir, 'pages', name)
          cpSync(join(PAGES_DIR, name), pageDir, { recursive: true })
          // every page is its main.tsx in the same document
          writeFileSync(join(pageDir, 'index.html'), pageHtml(name))
          // what several pages import: the devnet, the minimal instance, React alone's dialog, the app of the app pages
          cpSync(join(PAGES_DIR, 'shared'), join(appDir, 'pages', 'shared'), { recursive: true })
          return pageDir
        },
      }
    })())
}

/** the document of every bench page: an empty root and the page's main.tsx */
const pageHtml = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Bench: ${name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`

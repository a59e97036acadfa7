// Builds the wallet frame (index.html) and the social login callback page, both served from the frame's own origin.
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** permissionless' import("ox") (for WebAuthn owners, which the frame's Safe has none of) gets src/frame/noOx.ts */
const noWholeOx = {
  name: 'latch-no-whole-ox',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'ox' && importer && /[\\/]permissionless[\\/]_esm[\\/]utils[\\/]ox\.js$/.test(importer))
      return fileURLToPath(new URL('src/frame/noOx.ts', import.meta.url))
    return null
  },
}

/** @param {{ outDir: string, logLevel?: 'info'|'warn'|'error'|'silent' }} options */
export async function buildFrame({ outDir, logLevel = 'warn' }) {
  await build({
    root,
    logLevel,
    configFile: false,
    base: './',
    plugins: [noWholeOx],
    // the @latch packages from their TypeScript sources, no build step (`@latch/source` in their exports)
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // the CSP allows only 'self' scripts: no inline module preload polyfill
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          'social-callback': fileURLToPath(new URL('social-callback.html', import.meta.url)),
        },
      },
    },
  })
  return outDir
}

/** the pages the installed package carries (dist/app, beside the server's dist/server): `npm run build` packs them */
export function buildPackageAssets() {
  return buildFrame({ outDir: fileURLToPath(new URL('dist/app', import.meta.url)) })
}

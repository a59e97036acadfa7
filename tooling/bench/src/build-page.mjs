// Builds one bench page with Vite in production mode, as a user's app would be built (no config file), in the app
// folder that has the packed tarballs installed (packed-app.mjs): the @latch packages come from their dist/.
import { build } from 'vite'

/**
 * @param {string} root the page's folder inside the packed app (packedApp's `page(name)`)
 * @param {string} outDir
 * @param {{ define?: Record<string, string>, sourcemap?: boolean }} [options]
 * @returns {Promise<{ outDir: string, chunks: Map<string, { modules: { id: string, bytes: number }[], isEntry: boolean, imports: string[] }> }>}
 */
export async function buildPage(root, outDir, { define, sourcemap = false } = {}) {
  const output = await build({
    root,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap,
      // @latch/react's 'use client' means nothing to a browser bundle: Vite's warning about it is noise here
      rolldownOptions: {
        onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      },
    },
  })
  return { outDir, chunks: chunkModules(output) }
}

/** chunk file name → its source modules by rendered size (to say which code a chunk carries) */
function chunkModules(output) {
  const chunks = new Map()
  for (const result of Array.isArray(output) ? output : [output]) {
    for (const item of result.output ?? []) {
      if (item.type !== 'chunk') continue
      const modules = Object.entries(item.modules ?? {})
        .map(([id, info]) => ({ id, bytes: info.renderedLength ?? 0 }))
        .sort((a, b) => b.bytes - a.bytes)
      chunks.set(item.fileName, { modules, isEntry: item.isEntry, imports: item.imports ?? [] })
    }
  }
  return chunks
}

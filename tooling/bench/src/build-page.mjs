// Builds one bench page with Vite in production mode, as a user's app would be built (no config file).
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'

const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url))

/**
 * @param {string} page folder name under tooling/bench/pages
 * @param {string} outDir
 * @returns {Promise<{ outDir: string, chunks: Map<string, { modules: { id: string, bytes: number }[] }> }>}
 */
export async function buildPage(page, outDir) {
  const output = await build({
    root: `${pagesDir}${page}`,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    // the workspace's @latch packages from their TypeScript sources (`@latch/source` in their exports)
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
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
      chunks.set(item.fileName, { modules })
    }
  }
  return chunks
}

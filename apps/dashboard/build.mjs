// Builds the dashboard (a static page; it finds the admin API on its own origin, proxied by server.ts).
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** @param {{ outDir: string, logLevel?: 'info'|'warn'|'error'|'silent' }} options */
export async function buildDashboard({ outDir, logLevel = 'warn' }) {
  await build({
    root,
    logLevel,
    configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

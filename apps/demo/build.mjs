// Builds the demo for given RPC URLs (used by `npm start`, the e2e tests and anyone hosting it).
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** @param {{ outDir: string, rpcUrls: [string, string], cloudUrl?: string, logLevel?: 'info'|'warn'|'error'|'silent' }} options */
export async function buildDemo({ outDir, rpcUrls, cloudUrl, logLevel = 'warn' }) {
  await build({
    root,
    logLevel,
    configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
    define: {
      'import.meta.env.VITE_LATCH_RPC_A': JSON.stringify(rpcUrls[0]),
      'import.meta.env.VITE_LATCH_RPC_B': JSON.stringify(rpcUrls[1]),
      'import.meta.env.VITE_LATCH_CLOUD_URL': JSON.stringify(cloudUrl ?? ''),
    },
  })
  return outDir
}

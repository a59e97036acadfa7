// Builds the demo for given RPC URLs (used by `npm start`, the e2e tests and anyone hosting it).
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * @param {{ outDir: string, rpcUrls: [string, string], cloudUrl?: string, frameUrl?: string, solana?: { rpcUrl: string, caipNetworkId: string, mint: string }, bitcoin?: { esploraUrl: string, caipNetworkId: string }, logLevel?: 'info'|'warn'|'error'|'silent' }} options
 * frameUrl: the embedded wallet's frame (apps/frame served), e.g. 'http://localhost:5175/'; without it the demo
 * offers no email or social login. solana: the Solana devnet part; without it the demo has no Solana network;
 * bitcoin: the Bitcoin regtest part (its Esplora URL); without it the demo has no Bitcoin network
 */
export async function buildDemo({ outDir, rpcUrls, cloudUrl, frameUrl, solana, bitcoin, logLevel = 'warn' }) {
  if (frameUrl !== undefined && !/^https?:\/\/[^/]+\/$/.test(frameUrl))
    throw new Error(
      `buildDemo: frameUrl must be an http(s) origin with a trailing slash, like http://localhost:5175/ (got ${frameUrl})`,
    )
  if (frameUrl && !cloudUrl)
    throw new Error('buildDemo: frameUrl needs cloudUrl (the frame signs in through the cloud)')
  await build({
    root,
    logLevel,
    configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
    define: {
      'import.meta.env.VITE_LATCH_RPC_A': JSON.stringify(rpcUrls[0]),
      'import.meta.env.VITE_LATCH_RPC_B': JSON.stringify(rpcUrls[1]),
      'import.meta.env.VITE_LATCH_CLOUD_URL': JSON.stringify(cloudUrl ?? ''),
      'import.meta.env.VITE_LATCH_FRAME_URL': JSON.stringify(frameUrl ?? ''),
      'import.meta.env.VITE_LATCH_SOLANA_RPC': JSON.stringify(solana?.rpcUrl ?? ''),
      'import.meta.env.VITE_LATCH_SOLANA_REFERENCE': JSON.stringify(solana?.caipNetworkId.split(':')[1] ?? ''),
      'import.meta.env.VITE_LATCH_SOLANA_MINT': JSON.stringify(solana?.mint ?? ''),
      'import.meta.env.VITE_LATCH_BITCOIN_ESPLORA': JSON.stringify(bitcoin?.esploraUrl ?? ''),
      'import.meta.env.VITE_LATCH_BITCOIN_REFERENCE': JSON.stringify(bitcoin?.caipNetworkId.split(':')[1] ?? ''),
    },
  })
  return outDir
}

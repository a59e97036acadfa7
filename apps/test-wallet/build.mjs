// Builds the test wallet for a relay, the two devnet RPC URLs and optionally a Farcaster relay (used by `npm start`
// and the e2e tests).
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * @param {{ outDir: string, relayUrl: string, rpcUrls: [string, string], projectId?: string,
 *   farcasterRelayUrl?: string, solana?: { caipNetworkId: string, rpcUrl: string, secretHex: string },
 *   bitcoin?: { caipNetworkId: string, accounts: { type: 'payment'|'ordinal', address: string, publicKey: string, path: string, secretHex: string }[] },
 *   logLevel?: 'info'|'warn'|'error'|'silent' }} options
 * solana: the Solana devnet and the dev key the wallet approves the solana namespace with; bitcoin: the regtest network
 * and the dev key's payment and ordinal accounts it approves the bip122 namespace with
 */
export async function buildTestWallet({
  outDir,
  relayUrl,
  rpcUrls,
  projectId = 'latch-demo',
  farcasterRelayUrl,
  solana,
  bitcoin,
  logLevel = 'warn',
}) {
  await build({
    root,
    logLevel,
    configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    build: { outDir, emptyOutDir: true },
    define: {
      'import.meta.env.VITE_RELAY_URL': JSON.stringify(relayUrl),
      'import.meta.env.VITE_RPC_A': JSON.stringify(rpcUrls[0]),
      'import.meta.env.VITE_RPC_B': JSON.stringify(rpcUrls[1]),
      'import.meta.env.VITE_PROJECT_ID': JSON.stringify(projectId),
      'import.meta.env.VITE_SOLANA_CHAIN': JSON.stringify(solana?.caipNetworkId ?? ''),
      'import.meta.env.VITE_SOLANA_RPC': JSON.stringify(solana?.rpcUrl ?? ''),
      'import.meta.env.VITE_SOLANA_SECRET': JSON.stringify(solana?.secretHex ?? ''),
      'import.meta.env.VITE_BITCOIN_CHAIN': JSON.stringify(bitcoin?.caipNetworkId ?? ''),
      'import.meta.env.VITE_BITCOIN_ACCOUNTS': JSON.stringify(bitcoin ? JSON.stringify(bitcoin.accounts) : ''),
      // unset, it keeps VITE_FARCASTER_RELAY_URL from the environment, else config.ts's default (the stand-in on 5177)
      ...(farcasterRelayUrl ? { 'import.meta.env.VITE_FARCASTER_RELAY_URL': JSON.stringify(farcasterRelayUrl) } : {}),
    },
  })
  return outDir
}

// The options the server (reading the visitor's cookies) and the browser (creating the instance) share. Importing the
// packages and calling evmAdapter() touch no browser global, so this module is safe in a Server Component.
import { cookieStorage, defineNetwork, type LatchOptions } from '@latch/core'
import { evmAdapter } from '@latch/evm'

// your chain's JSON-RPC endpoint (NEXT_PUBLIC_ variables are set at build time)
const RPC_URL = process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545'

export const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
})

/** a function, so every request and every browser gets its own adapter (nothing shared between visitors) */
export function latchOptions() {
  return {
    adapters: [evmAdapter()],
    networks: [devnet],
    // the connected account travels in cookies, so the server can render it (cookieToInitialState)
    storage: cookieStorage,
    // <LatchProvider> mounts the instance after hydration: the server and the first client render agree
    ssr: true,
  } satisfies LatchOptions
}

// Types for the lead's plain-JS tooling modules the e2e project imports (they ship no declarations).
declare module '@latch/devnet' {
  import type { Abi, Address } from 'viem'
  import type { HDAccount } from 'viem/accounts'
  export const DEV_ACCOUNTS: HDAccount[]
  export const TOKEN_ABI: readonly unknown[]
  /** the devnet's VerifyingPaymaster (tooling/devnet/src/paymaster.mjs) and its verifying signer (dev key 18) */
  export const VERIFYING_PAYMASTER_ADDRESS: Address
  export const VERIFYING_PAYMASTER_ABI: Abi
  export const PAYMASTER_SIGNER: HDAccount
  export const PAYMASTER_SIGNER_KEY: `0x${string}`
  export const PAYMASTER_DEPOSIT: bigint
  /** the devnet's ERC-20 (LTT) and ERC-721, deployed first by the deployer on every chain */
  export const TEST_TOKEN_ADDRESS: Address
  export const TEST_NFT_ADDRESS: Address
  /** the devnet's Uniswap V2 */
  export const DEX: { weth: Address; factory: Address; router: Address; swapToken: Address }
  export function startDevnet(options: {
    chains: { chainId: number; port: number; bundlerPort?: number }[]
    log?: (line: string) => void
  }): Promise<{
    chains: { chainId: number; rpcUrl: string; bundlerUrl?: string }[]
    token: Address
    nft: Address
    erc4337: { entryPoint: Address; factory: Address; safe: Record<string, Address>; paymaster: Address }
    dex: { weth: Address; factory: Address; router: Address; swapToken: Address }
    stop(): Promise<void>
  }>
}

declare module '*/devnet/src/chromium.mjs' {
  export const CHROMIUM_PATH: string
  export const CHROMIUM_ARGS: string[]
}

declare module '*/devnet/src/ports.mjs' {
  export function freePort(): Promise<number>
  export function isPortFree(port: number): Promise<boolean>
}

declare module '*/devnet/src/serve-static.mjs' {
  export function serveStatic(
    root: string,
    options?: { port?: number; host?: string; tls?: { key: string | Buffer; cert: string | Buffer } },
  ): Promise<{ url: string; port: number; close(): Promise<void> }>
}

declare module '*/apps/demo/build.mjs' {
  export function buildDemo(options: {
    outDir: string
    rpcUrls: [string, string]
    cloudUrl?: string
    /** the embedded wallet's frame, 'http://127.0.0.1:PORT/' */
    frameUrl?: string
    /** the Solana devnet part; without it the demo has no Solana network */
    solana?: { rpcUrl: string; caipNetworkId: string; mint: string }
    bitcoin?: { esploraUrl: string; caipNetworkId: string }
    logLevel?: 'info' | 'warn' | 'error' | 'silent'
  }): Promise<string>
}

declare module '*/devnet/src/cloud-config.mjs' {
  export function devnetCloudChains(rpcUrls: [string, string]): {
    chainId: number
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    testnet: boolean
    tokens: string[]
    dex: { router: string; factory: string; weth: string; tokens: string[] }
    paymaster: { address: string }
  }[]
  export const devnetDex: { router: string; factory: string; weth: string; tokens: string[] }
  export const DEVNET_PRICES: Record<string, number>
}

declare module '*/apps/test-wallet/build.mjs' {
  export function buildTestWallet(options: {
    outDir: string
    relayUrl: string
    rpcUrls: [string, string]
    /** the Farcaster relay stand-in the wallet's Farcaster screen posts its approval to */
    farcasterRelayUrl?: string
    projectId?: string
    /** the Solana devnet and the dev key the wallet approves the solana namespace with */
    solana?: { caipNetworkId: string; rpcUrl: string; secretHex: string }
    /** the Bitcoin regtest network and the dev key's accounts the wallet approves the bip122 namespace with */
    bitcoin?: {
      caipNetworkId: string
      accounts: { type: 'payment' | 'ordinal'; address: string; publicKey: string; path: string; secretHex: string }[]
    }
    logLevel?: 'info' | 'warn' | 'error' | 'silent'
  }): Promise<string>
}

declare module '*/apps/frame/build.mjs' {
  /** Vite multi-page build of the embedded wallet's frame (index.html, social-callback.html) into outDir */
  export function buildFrame(options: {
    outDir: string
    logLevel?: 'info' | 'warn' | 'error' | 'silent'
  }): Promise<unknown>
}

declare module '*/apps/dashboard/build.mjs' {
  export function buildDashboard(options: {
    outDir: string
    logLevel?: 'info' | 'warn' | 'error' | 'silent'
  }): Promise<string>
}

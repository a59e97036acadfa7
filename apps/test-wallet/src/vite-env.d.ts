/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** the relay the wallet connects to, e.g. ws://127.0.0.1:8787/relay */
  readonly VITE_RELAY_URL?: string
  readonly VITE_RPC_A?: string
  readonly VITE_RPC_B?: string
  readonly VITE_PROJECT_ID?: string
  /** the Farcaster relay (stand-in) the sign-in screen posts to, e.g. http://127.0.0.1:5177 */
  readonly VITE_FARCASTER_RELAY_URL?: string
  readonly VITE_FARCASTER_FID?: string
  readonly VITE_FARCASTER_USERNAME?: string
  /** the Solana devnet: its CAIP-2 id, RPC and the dev key's secret (hex); unset, no solana namespace */
  readonly VITE_SOLANA_CHAIN?: string
  readonly VITE_SOLANA_RPC?: string
  readonly VITE_SOLANA_SECRET?: string
  /** the Bitcoin regtest network's CAIP-2 id and the dev key's accounts (JSON: type, address, publicKey, path, secretHex); unset, no bip122 namespace */
  readonly VITE_BITCOIN_CHAIN?: string
  readonly VITE_BITCOIN_ACCOUNTS?: string
}

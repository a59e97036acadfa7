/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LATCH_RPC_A?: string
  readonly VITE_LATCH_RPC_B?: string
  /** the Latch cloud the demo uses; empty for none */
  readonly VITE_LATCH_CLOUD_URL?: string
  /** the embedded wallet's frame (apps/frame), e.g. http://localhost:5175/; empty for no email or social login */
  readonly VITE_LATCH_FRAME_URL?: string
  /** the Solana devnet's RPC, its CAIP-2 reference and SPL mint; empty RPC for no Solana network */
  readonly VITE_LATCH_SOLANA_RPC?: string
  readonly VITE_LATCH_SOLANA_REFERENCE?: string
  readonly VITE_LATCH_SOLANA_MINT?: string
  readonly VITE_LATCH_BITCOIN_ESPLORA?: string
  readonly VITE_LATCH_BITCOIN_REFERENCE?: string
}

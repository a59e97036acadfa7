/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LATCH_RPC_A?: string
  readonly VITE_LATCH_RPC_B?: string
  /** the Latch cloud the demo uses; empty for none */
  readonly VITE_LATCH_CLOUD_URL?: string
}

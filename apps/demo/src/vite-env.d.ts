/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LATCH_RPC_A?: string
  readonly VITE_LATCH_RPC_B?: string
}

import { defineConfig } from 'vite'

export default defineConfig({
  // a test app: one big chunk is fine
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4096 },
})

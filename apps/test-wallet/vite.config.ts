import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // any @latch package from its TypeScript sources, no build step (`@latch/source` in their exports)
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  // a test app: one big chunk is fine
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4096 },
})

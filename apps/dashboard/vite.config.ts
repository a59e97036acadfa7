import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // @latch/core from its TypeScript source, as the demo does (`@latch/source` in its exports)
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: false },
})

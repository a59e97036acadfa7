import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // the @latch packages from their TypeScript sources, no build step (`@latch/source` in their exports)
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // react-query and wagmi mark modules "use client" for server components; a client bundle ignores it
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})

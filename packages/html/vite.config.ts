// The browser build of @latch/html (tooling/pack runs it after tsc has written the .d.ts): one self-contained ES
// module, dist/index.js, with React, @latch/core, @latch/evm, @latch/react and the embedded wallet's entry inside,
// read from their built dist/ as a registry user gets them. What they load with import() (the modal, its views, the
// chain SDK, WalletConnect, the frame client) stays in separate chunks under dist/chunks/, fetched only when used.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  // a page has no bundler to pick React's production build: choose it here, and production JSX for the elements
  // (whatever NODE_ENV the building process has: Vitest's 'test' would otherwise give jsxDEV calls)
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: {
    outDir: 'dist',
    // dist/ already holds the declarations tsc wrote
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    reportCompressedSize: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      // @latch/react's 'use client' means nothing in a browser bundle
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      // fully minified, whitespace too (library mode keeps it by default, for the app's bundler to minify): this is
      // the code a page loads
      output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true, comments: { annotation: false } },
    },
  },
})

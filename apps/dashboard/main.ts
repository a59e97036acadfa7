// The dashboard on its own, for an operator's server: builds the page once (apps/dashboard/dist) and serves it,
// passing its API calls to the cloud. LATCH_CLOUD_URL (default http://127.0.0.1:8787), LATCH_DASHBOARD_PORT (5178),
// LATCH_DASHBOARD_HOST (127.0.0.1: put it behind your HTTPS proxy). Sign in with the cloud's LATCH_ADMIN_TOKEN.
// Run: npx tsx apps/dashboard/main.ts
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildDashboard } from './build.mjs'
import { startDashboardServer } from './server.ts'

const root = fileURLToPath(new URL('dist', import.meta.url))
if (!existsSync(`${root}/index.html`)) await buildDashboard({ outDir: root })
const server = await startDashboardServer({
  root,
  cloudUrl: process.env.LATCH_CLOUD_URL ?? 'http://127.0.0.1:8787',
  port: Number(process.env.LATCH_DASHBOARD_PORT ?? 5178),
  host: process.env.LATCH_DASHBOARD_HOST ?? '127.0.0.1',
})
console.log(`Latch dashboard ${server.url}   (sign in with the cloud's LATCH_ADMIN_TOKEN)`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// `npm start`: two local chains, the Latch cloud (SQLite in .data/, indexing both chains, with its pairing relay),
// the demo dApp built against them and served, and the pairing test wallet (a stand-in phone wallet) served on
// its own origin; Ctrl-C stops everything. Runs under tsx: the cloud is TypeScript.
import { fileURLToPath } from 'node:url'
import { buildDemo } from '../../../apps/demo/build.mjs'
import { buildTestWallet } from '../../../apps/test-wallet/build.mjs'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { DEMO_PROJECT_ID, seedDemo } from '../../../apps/cloud/src/seed.ts'
import { startMailCatcher } from '../../../apps/cloud/src/mail/catcher.ts'
import { startCloud } from '../../../apps/cloud/src/server.ts'
import { DEVNET_PRICES, devnetCloudChains } from './cloud-config.mjs'
import { DEV_ACCOUNTS, startDevnet } from './devnet.mjs'
import { isPortFree } from './ports.mjs'
import { serveStatic } from './serve-static.mjs'

/** the cloud serves its pairing relay on the same port, path /relay */
const relayUrlOf = (cloudUrl) => `${cloudUrl.replace(/^http/, 'ws')}/relay`
const env = (name, fallback) => Number(process.env[name] ?? fallback)
const portA = env('LATCH_RPC_PORT_A', 8545)
const portB = env('LATCH_RPC_PORT_B', 8546)
const demoPort = env('LATCH_DEMO_PORT', 5173)
const cloudPort = env('LATCH_CLOUD_PORT', 8787)
const testWalletPort = env('LATCH_TEST_WALLET_PORT', 5174)
const smtpPort = env('LATCH_SMTP_PORT', 2525)
const inboxPort = env('LATCH_MAIL_INBOX_PORT', 8025)

process.on('uncaughtException', (error) => {
  console.error(`npm start failed: ${error.message}`)
  process.exit(1)
})
for (const [port, name] of [[demoPort, 'LATCH_DEMO_PORT'], [cloudPort, 'LATCH_CLOUD_PORT'], [testWalletPort, 'LATCH_TEST_WALLET_PORT'], [smtpPort, 'LATCH_SMTP_PORT'], [inboxPort, 'LATCH_MAIL_INBOX_PORT']]) {
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use: set ${name} to another port`)
}

const devnet = await startDevnet({
  chains: [
    { chainId: 31337, port: portA },
    { chainId: 31338, port: portB },
  ],
  log: (line) => process.stderr.write(line),
})
const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
const outDir = fileURLToPath(new URL('../../../apps/demo/dist', import.meta.url))
const testWalletDir = fileURLToPath(new URL('../../../apps/test-wallet/dist', import.meta.url))
let demo
let cloud
let testWallet
// email one-time codes go to a local catcher whose inbox page a person can read
const mail = await startMailCatcher({ port: smtpPort, httpPort: inboxPort })
try {
  cloud = await startCloud(
    cloudConfigSchema.parse({
      port: cloudPort,
      dataDir: process.env.LATCH_CLOUD_DATA_DIR ?? fileURLToPath(new URL('../../../.data', import.meta.url)),
      databaseUrl: process.env.DATABASE_URL,
      adminToken: process.env.LATCH_ADMIN_TOKEN,
      chains: devnetCloudChains(rpcUrls),
      prices: DEVNET_PRICES,
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
    }),
  )
  await seedDemo(cloud.context, { origins: [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`] })
  await buildDemo({ outDir, rpcUrls, cloudUrl: cloud.url })
  demo = await serveStatic(outDir, { port: demoPort })
  await buildTestWallet({ outDir: testWalletDir, relayUrl: relayUrlOf(cloud.url), rpcUrls })
  testWallet = await serveStatic(testWalletDir, { port: testWalletPort })
} catch (error) {
  await demo?.close()
  await cloud?.stop()
  await mail.stop()
  await devnet.stop()
  throw error
}

console.log(`
Latch demo      ${demo.url}
Latch cloud     ${cloud.url}   (project ${DEMO_PROJECT_ID}, ${cloud.context.engine})
Mail inbox      ${mail.inboxUrl}   (one-time codes sent by the cloud)
Pairing relay   ${relayUrlOf(cloud.url)}
Test wallet     ${testWallet.url}   (a stand-in phone wallet: paste the demo's WalletConnect link, or scan its QR image)
Chain 31337     ${rpcUrls[0]}   (Latch Devnet)
Chain 31338     ${rpcUrls[1]}   (Latch Devnet 31338)
Test ERC-20     ${devnet.token}   (LTT, on both chains)
Test ERC-721    ${devnet.nft}   (LNFT, on both chains)
Funded account  ${DEV_ACCOUNTS[1].address}   (10000 ETH, 10000 LTT; key: index 1 of the "test … junk" mnemonic)

Add a chain to your wallet with the RPC URL above and its chain id. Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await testWallet.close()
  await demo.close()
  await cloud.stop()
  await mail.stop()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// `npm start`: two local chains, the demo dApp built against them and served; Ctrl-C stops everything.
import { fileURLToPath } from 'node:url'
import { buildDemo } from '../../../apps/demo/build.mjs'
import { DEV_ACCOUNTS, startDevnet } from './devnet.mjs'
import { isPortFree } from './ports.mjs'
import { serveStatic } from './serve-static.mjs'

const env = (name, fallback) => Number(process.env[name] ?? fallback)
const portA = env('LATCH_RPC_PORT_A', 8545)
const portB = env('LATCH_RPC_PORT_B', 8546)
const demoPort = env('LATCH_DEMO_PORT', 5173)

process.on('uncaughtException', (error) => {
  console.error(`npm start failed: ${error.message}`)
  process.exit(1)
})
if (!(await isPortFree(demoPort))) throw new Error(`Port ${demoPort} is in use: set LATCH_DEMO_PORT to another port`)

const devnet = await startDevnet({
  chains: [
    { chainId: 31337, port: portA },
    { chainId: 31338, port: portB },
  ],
  log: (line) => process.stderr.write(line),
})
const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
const outDir = fileURLToPath(new URL('../../../apps/demo/dist', import.meta.url))
let demo
try {
  await buildDemo({ outDir, rpcUrls })
  demo = await serveStatic(outDir, { port: demoPort })
} catch (error) {
  await devnet.stop()
  throw error
}

console.log(`
Latch demo      ${demo.url}
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
  await Promise.all([demo.close(), devnet.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

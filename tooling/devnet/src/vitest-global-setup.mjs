// Vitest global setup: one devnet (two chains on free ports) shared by the integration tests.
import { freePort } from './ports.mjs'
import { startDevnet } from './devnet.mjs'

export default async function setup({ provide }) {
  const devnet = await startDevnet({
    chains: [
      { chainId: 31337, port: await freePort() },
      { chainId: 31338, port: await freePort() },
    ],
  })
  provide('devnet', { rpcUrls: devnet.chains.map((chain) => chain.rpcUrl), token: devnet.token, nft: devnet.nft, dex: devnet.dex })
  return () => devnet.stop()
}

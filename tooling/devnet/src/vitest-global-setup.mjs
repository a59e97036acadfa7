// Vitest global setup: one devnet (two chains on free ports, each with its ERC-4337 bundler) shared by the integration tests.
import { freePort } from './ports.mjs'
import { startDevnet } from './devnet.mjs'

export default async function setup({ provide }) {
  const devnet = await startDevnet({
    chains: [
      { chainId: 31337, port: await freePort(), bundlerPort: await freePort() },
      { chainId: 31338, port: await freePort(), bundlerPort: await freePort() },
    ],
  })
  provide('devnet', {
    rpcUrls: devnet.chains.map((chain) => chain.rpcUrl),
    bundlerUrls: devnet.chains.map((chain) => chain.bundlerUrl),
    token: devnet.token,
    nft: devnet.nft,
    erc4337: devnet.erc4337,
  })
  return () => devnet.stop()
}

// What the cloud is told about the devnet chains: where their nodes are, which token to report, prices.
import { DEX, TEST_TOKEN_ADDRESS } from './devnet.mjs'
import { VERIFYING_PAYMASTER_ADDRESS } from './paymaster.mjs'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** the devnet's VerifyingPaymaster (paymaster.mjs) on each chain; the cloud signs for it with PAYMASTER_SIGNER_KEY */
const paymaster = { address: VERIFYING_PAYMASTER_ADDRESS }

/** config.chains of the cloud for the two devnet chains */
export function devnetCloudChains(rpcUrls) {
  return [
    {
      chainId: 31337,
      name: 'Latch Devnet',
      rpcUrl: rpcUrls[0],
      nativeCurrency: ether,
      testnet: true,
      tokens: [TEST_TOKEN_ADDRESS],
      dex: devnetDex,
      paymaster,
    },
    {
      chainId: 31338,
      name: 'Latch Devnet 31338',
      rpcUrl: rpcUrls[1],
      nativeCurrency: ether,
      testnet: true,
      tokens: [TEST_TOKEN_ADDRESS],
      dex: devnetDex,
      paymaster,
    },
  ]
}

/** the devnet's Uniswap V2 (tooling/devnet/src/uniswap.mjs): swaps between ETH, LTT and LST */
export const devnetDex = {
  router: DEX.router,
  factory: DEX.factory,
  weth: DEX.weth,
  tokens: [TEST_TOKEN_ADDRESS, DEX.swapToken],
}

/** demo prices in USD, so the Tokens tab shows values (an operator plugs a real price source) */
export const DEVNET_PRICES = Object.fromEntries(
  [31337, 31338].flatMap((chainId) => [
    [`eip155:${chainId}/native`, 3000],
    [`eip155:${chainId}/${TEST_TOKEN_ADDRESS.toLowerCase()}`, 1],
    [`eip155:${chainId}/${DEX.swapToken.toLowerCase()}`, 1.5],
  ]),
)

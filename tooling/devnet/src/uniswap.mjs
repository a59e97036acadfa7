// Uniswap V2 on a devnet chain, from the npm build artifacts of @uniswap/v2-core and @uniswap/v2-periphery:
// WETH9, the factory, Router02, a second test token (LST), and two pools with liquidity (LTT/WETH, LST/WETH).
// Deployed by dev account 0 at fixed nonces right after the test contracts, so the addresses are the same on
// every devnet chain and every run. The router's pairFor uses a hard-coded pair init code hash: the npm
// UniswapV2Pair bytecode hashes to it (measured: 0x96e8…845f), and checkDex() proves it on the chain.
import { createRequire } from 'node:module'
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'

const require = createRequire(import.meta.url)
const WETH9 = require('@uniswap/v2-periphery/build/WETH9.json')
const FACTORY = require('@uniswap/v2-core/build/UniswapV2Factory.json')
const PAIR = require('@uniswap/v2-core/build/UniswapV2Pair.json')
const ROUTER02 = require('@uniswap/v2-periphery/build/UniswapV2Router02.json')

const hex = (code) => (code.startsWith('0x') ? code : `0x${code}`)
export const WETH_ABI = WETH9.abi
export const FACTORY_ABI = FACTORY.abi
export const PAIR_ABI = PAIR.abi
export const ROUTER_ABI = ROUTER02.abi

/** the deployer's nonce when the DEX deploy starts: 2 contract deploys, 9 LTT transfers, 3 NFT mints before it */
export const DEX_FIRST_NONCE = 14

/** the addresses, fixed by the deployer and its nonces */
export function dexAddresses(deployer) {
  const at = (offset) => getContractAddress({ from: deployer, nonce: BigInt(DEX_FIRST_NONCE + offset) })
  return { weth: at(0), factory: at(1), router: at(2), swapToken: at(3) }
}

/** the second test token (a TestToken like LTT), with its own pool against WETH */
export const SWAP_TEST_TOKEN = { name: 'Latch Swap Token', symbol: 'LST', decimals: 18 }
/** pool sizes: 1 ETH = 1000 LTT = 2000 LST */
export const DEX_LIQUIDITY = {
  ltt: { token: parseUnits('100000', 18), eth: parseEther('100') },
  lst: { token: parseUnits('200000', 18), eth: parseEther('100') },
}

/**
 * Deploys the DEX on one chain (a fresh devnet: the deployer's nonce must be DEX_FIRST_NONCE).
 * @param {{ chain: import('viem').Chain, deployer: import('viem').Account, ltt: `0x${string}`, tokenArtifact: { abi: unknown[], bytecode: `0x${string}` }, holders: `0x${string}`[] }} options
 */
export async function deployUniswap({ chain, deployer, ltt, tokenArtifact, holders }) {
  const transport = http(chain.rpcUrls.default.http[0])
  const publicClient = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: deployer })
  const addresses = dexAddresses(deployer.address)
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== DEX_FIRST_NONCE)
    throw new Error(`the DEX deploy expects the deployer at nonce ${DEX_FIRST_NONCE}, found ${nonce}`)
  let next = DEX_FIRST_NONCE
  const deadline = 2n ** 40n
  const hashes = [
    await wallet.deployContract({ abi: WETH_ABI, bytecode: hex(WETH9.bytecode), nonce: next++ }),
    await wallet.deployContract({
      abi: FACTORY_ABI,
      bytecode: hex(FACTORY.bytecode),
      args: [deployer.address],
      nonce: next++,
    }),
    await wallet.deployContract({
      abi: ROUTER_ABI,
      bytecode: hex(ROUTER02.bytecode),
      args: [addresses.factory, addresses.weth],
      nonce: next++,
    }),
    await wallet.deployContract({
      abi: tokenArtifact.abi,
      bytecode: tokenArtifact.bytecode,
      args: [SWAP_TEST_TOKEN.name, SWAP_TEST_TOKEN.symbol, parseUnits('1000000', 18)],
      nonce: next++,
    }),
  ]
  for (const token of [ltt, addresses.swapToken]) {
    hashes.push(
      await wallet.writeContract({
        address: token,
        abi: tokenArtifact.abi,
        functionName: 'approve',
        args: [addresses.router, maxUint256],
        nonce: next++,
      }),
    )
  }
  // anvil mines each transaction as it arrives, so the pools are created in order with the approvals in place
  for (const [token, amounts] of [
    [ltt, DEX_LIQUIDITY.ltt],
    [addresses.swapToken, DEX_LIQUIDITY.lst],
  ]) {
    hashes.push(
      await wallet.writeContract({
        address: addresses.router,
        abi: ROUTER_ABI,
        functionName: 'addLiquidityETH',
        args: [token, amounts.token, 0n, 0n, deployer.address, deadline],
        value: amounts.eth,
        nonce: next++,
        gas: 5_000_000n,
      }),
    )
  }
  for (const holder of holders) {
    hashes.push(
      await wallet.writeContract({
        address: addresses.swapToken,
        abi: tokenArtifact.abi,
        functionName: 'transfer',
        args: [holder, parseUnits('10000', 18)],
        nonce: next++,
      }),
    )
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`DEX setup transaction ${hash} reverted`)
  }
  await checkDex(publicClient, addresses, ltt)
  return addresses
}

/** the router's hard-coded pair hash must match the factory's pairs: its quote goes through pairFor */
async function checkDex(publicClient, addresses, ltt) {
  const pair = await publicClient.readContract({
    address: addresses.factory,
    abi: FACTORY_ABI,
    functionName: 'getPair',
    args: [ltt, addresses.weth],
  })
  const [, out] = await publicClient.readContract({
    address: addresses.router,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [parseUnits('1', 18), [ltt, addresses.weth]],
  })
  if (pair === '0x0000000000000000000000000000000000000000' || out === 0n)
    throw new Error('the DEX deploy left no usable LTT/WETH pool')
}

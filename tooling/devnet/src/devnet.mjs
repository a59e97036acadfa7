// Starts local EVM chains (anvil from npm) with funded dev accounts, a test ERC-20, a test ERC-721 and Uniswap V2.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployErc4337, ENTRY_POINT_ADDRESS, SAFE_ADDRESSES, startBundler } from './erc4337.mjs'
import { deployPaymaster, VERIFYING_PAYMASTER_ADDRESS } from './paymaster.mjs'
import { isPortFree } from './ports.mjs'
import { deployUniswap, dexAddresses } from './uniswap.mjs'
import { createPublicClient, createWalletClient, getContractAddress, http, parseUnits } from 'viem'
import { DEVNET_MNEMONIC, devAccountAt } from './devAccounts.mjs'

export {
  PAYMASTER_DEPOSIT,
  PAYMASTER_SIGNER,
  PAYMASTER_SIGNER_KEY,
  VERIFYING_PAYMASTER_ABI,
  VERIFYING_PAYMASTER_ADDRESS,
} from './paymaster.mjs'

const require = createRequire(import.meta.url)
const artifacts = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../contracts/artifacts.json'), 'utf8'),
)

export { DEVNET_MNEMONIC }
export const DEV_ACCOUNTS = Array.from({ length: 10 }, (_, index) => devAccountAt(index))
const deployer = DEV_ACCOUNTS[0]
/** deployed by account 0 at nonces 0 and 1, so the same on every devnet chain */
export const TEST_TOKEN_ADDRESS = getContractAddress({ from: deployer.address, nonce: 0n })
export const TEST_NFT_ADDRESS = getContractAddress({ from: deployer.address, nonce: 1n })
export const TEST_TOKEN = { name: 'Latch Test Token', symbol: 'LTT', decimals: 18 }
export const TEST_NFT = { name: 'Latch Test NFT', symbol: 'LNFT' }
export const TOKEN_ABI = artifacts.TestToken.abi
export const NFT_ABI = artifacts.TestNFT.abi
/** Uniswap V2 (WETH9, factory, Router02) and the second test token LST: the same on every devnet chain */
export const DEX = dexAddresses(deployer.address)

export function anvilBinary() {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win32' }[process.platform]
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch]
  const pkg = require.resolve(`@foundry-rs/anvil-${platform}-${arch}/package.json`)
  return pkg.replace(/package\.json$/, process.platform === 'win32' ? 'bin/anvil.exe' : 'bin/anvil')
}

export function devnetChain({ chainId, rpcUrl }) {
  return {
    id: chainId,
    name: chainId === 31337 ? 'Latch Devnet' : `Latch Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

async function waitForRpc(url, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil at ${url} did not answer within ${timeoutMs} ms`)
}

async function deployTestContracts(chain) {
  const transport = http(chain.rpcUrls.default.http[0])
  const publicClient = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: deployer })
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0) return // state was kept from an earlier run (anvil --state); contracts exist
  const supply = parseUnits('1000000', TEST_TOKEN.decimals)
  const deploys = [
    wallet.deployContract({
      abi: TOKEN_ABI,
      bytecode: artifacts.TestToken.bytecode,
      args: [TEST_TOKEN.name, TEST_TOKEN.symbol, supply],
      nonce: 0,
    }),
    wallet.deployContract({
      abi: NFT_ABI,
      bytecode: artifacts.TestNFT.bytecode,
      args: [TEST_NFT.name, TEST_NFT.symbol],
      nonce: 1,
    }),
  ]
  const hashes = await Promise.all(deploys)
  let next = 2
  for (const account of DEV_ACCOUNTS.slice(1)) {
    hashes.push(
      await wallet.writeContract({
        address: TEST_TOKEN_ADDRESS,
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [account.address, parseUnits('10000', 18)],
        nonce: next++,
      }),
    )
  }
  for (const account of DEV_ACCOUNTS.slice(0, 3)) {
    hashes.push(
      await wallet.writeContract({
        address: TEST_NFT_ADDRESS,
        abi: NFT_ABI,
        functionName: 'mint',
        args: [account.address],
        nonce: next++,
      }),
    )
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`devnet setup transaction ${hash} reverted`)
  }
  // LST stays with the deployer and the pool: the dev accounts' Tokens tabs (and their reference pictures) are unchanged
  await deployUniswap({ chain, deployer, ltt: TEST_TOKEN_ADDRESS, tokenArtifact: artifacts.TestToken, holders: [] })
}

/** how long before the tests the devnet's contracts are deployed: more than the card's new-contract hour, so only a
 * contract a test deploys itself is new */
export const DEPLOYED_SECONDS_AGO = 2 * 60 * 60

/**
 * Starts one anvil per chain, deploys the test contracts and ERC-4337 (EntryPoint, Safe 1.4.1 + Safe4337Module), and returns
 * their endpoints; a chain given a `bundlerPort` gets its bundler (alto) there too.
 * @param {{ chains: { chainId: number, port: number, bundlerPort?: number }[], log?: (line: string) => void }} options
 */
export async function startDevnet({ chains, log = () => {} }) {
  const children = []
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
  }
  for (const port of chains.flatMap((chain) => [chain.port, chain.bundlerPort ?? []].flat())) {
    if (!(await isPortFree(port)))
      throw new Error(`Port ${port} on 127.0.0.1 is in use: stop what uses it or choose another port`)
  }
  try {
    const started = await Promise.all(
      chains.map(async ({ chainId, port, bundlerPort }) => {
        const child = spawn(
          anvilBinary(),
          [
            ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
            ...['--timestamp', String(Math.floor(Date.now() / 1000) - DEPLOYED_SECONDS_AGO)],
          ],
          {
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        )
        children.push(child)
        child.stderr.on('data', (chunk) => log(`anvil ${chainId}: ${chunk}`))
        const rpcUrl = `http://127.0.0.1:${port}`
        await waitForRpc(rpcUrl, child)
        const chain = devnetChain({ chainId, rpcUrl })
        await deployTestContracts(chain)
        await deployErc4337(chain, deployer)
        await deployPaymaster(chain, deployer)
        // back to the present: the contracts above stay deployed DEPLOYED_SECONDS_AGO, as on a chain that has run for a while
        await createPublicClient({ chain, transport: http(rpcUrl) }).request({
          method: 'evm_setTime',
          params: [Math.floor(Date.now() / 1000)],
        })
        if (bundlerPort === undefined) return { chainId, rpcUrl, chain }
        const bundler = await startBundler({ rpcUrl, port: bundlerPort, log })
        children.push(bundler.child)
        return { chainId, rpcUrl, chain, bundlerUrl: bundler.url }
      }),
    )
    // factory: the SafeProxyFactory every smart account is created by; safe: each Safe contract's address
    const erc4337 = {
      entryPoint: ENTRY_POINT_ADDRESS,
      factory: SAFE_ADDRESSES.safeProxyFactoryAddress,
      safe: SAFE_ADDRESSES,
      paymaster: VERIFYING_PAYMASTER_ADDRESS,
    }
    return {
      chains: started,
      token: TEST_TOKEN_ADDRESS,
      nft: TEST_NFT_ADDRESS,
      dex: DEX,
      accounts: DEV_ACCOUNTS,
      erc4337,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

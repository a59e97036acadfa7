// ERC-4337 on a devnet chain: EntryPoint v0.7 from @account-abstraction/contracts 0.7.0, deployed through
// the deterministic CREATE2 deployer anvil ships, so it lands at its canonical address (the one viem and permissionless
// know); the smart account's contracts, Safe 1.4.1 with the Safe4337Module 0.3.0 (./safe.mjs), through the same
// deployer; and a real bundler, Pimlico's alto, one process per chain, with its mempool and its simulation-based
// validation (simulateValidation, signature, nonce, prefund, gas checks) on.
// Why v0.7, not v0.8: viem, permissionless, alto and the Safe4337Module 0.3.0 all support it.
// Why alto's safe mode (the ERC-7562 opcode and storage rules, traced with debug_traceCall) is off: measured here with
// anvil 1.7.1, every user operation, v0.7 and v0.8 alike, fails in safe mode with 'Encoded error signature
// "0x99410554" not found on ABI' — alto's tracer takes the last call frame as the simulation's result, and anvil's
// JS tracer reports the EntryPoint's inner DelegateAndRevert frame last where geth reports the outer one.
// LATCH_ALTO_SAFE_MODE=true turns it on again (to try a newer anvil or alto).
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { concat, createPublicClient, createWalletClient, getContractAddress, http, parseEther, toHex } from 'viem'
import { devAccountAt } from './devAccounts.mjs'
import { safeInitCodes, ZERO_SALT } from './safe.mjs'

const require = createRequire(import.meta.url)
const entryPointArtifact = require('@account-abstraction/contracts/artifacts/EntryPoint.json')

/** Arachnid's deterministic deployment proxy: present on every anvil chain at start */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** the salt the EntryPoint v0.7 release was deployed with on every public chain */
const ENTRY_POINT_SALT = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

export const ENTRY_POINT_VERSION = '0.7'
/** 0x0000000071727De22E5E9d8BAf0edAc6f37da032, computed from the artifact (so a changed artifact cannot go unnoticed) */
export const ENTRY_POINT_ADDRESS = getContractAddress({
  from: CREATE2_DEPLOYER,
  salt: ENTRY_POINT_SALT,
  bytecode: entryPointArtifact.bytecode,
  opcode: 'CREATE2',
})
const SAFE_INIT_CODES = safeInitCodes(ENTRY_POINT_ADDRESS)
/** where CREATE2 with salt 0 puts each Safe contract, keyed as permissionless' toSafeSmartAccount takes them */
export const SAFE_ADDRESSES = Object.fromEntries(
  Object.entries(SAFE_INIT_CODES).map(([name, initCode]) => [
    name,
    getContractAddress({ from: CREATE2_DEPLOYER, salt: ZERO_SALT, bytecode: initCode, opcode: 'CREATE2' }),
  ]),
)

/** the bundler's executor: its own key (index 19 of the dev mnemonic, no test uses it), funded by anvil_setBalance */
const BUNDLER_ACCOUNT = devAccountAt(19)

/**
 * Deploys `initCode` through the CREATE2 deployer with `salt` unless `address` has code already (anvil --state kept
 * it); `from` pays. Every devnet contract known by its address before the chain starts goes through here.
 */
export async function deployCreate2(chain, from, { address, salt, initCode, gas = 10_000_000n }) {
  const transport = http(chain.rpcUrls.default.http[0])
  const publicClient = createPublicClient({ chain, transport })
  if (await publicClient.getCode({ address })) return
  const wallet = createWalletClient({ chain, transport, account: from })
  const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([salt, initCode]), gas })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !(await publicClient.getCode({ address })))
    throw new Error(`the CREATE2 deploy of ${address} failed on chain ${chain.id}`)
}

/** deploys the EntryPoint and the Safe contracts unless they are there; `from` pays */
export async function deployErc4337(chain, from) {
  await deployCreate2(chain, from, {
    address: ENTRY_POINT_ADDRESS,
    salt: ENTRY_POINT_SALT,
    initCode: entryPointArtifact.bytecode,
  })
  // SafeL2 is near the 24 KB code limit: its deployment takes ~5.5 M gas, within the default 10 M
  for (const [name, initCode] of Object.entries(SAFE_INIT_CODES))
    await deployCreate2(chain, from, { address: SAFE_ADDRESSES[name], salt: ZERO_SALT, initCode })
  const publicClient = createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) })
  await publicClient.request({
    method: 'anvil_setBalance',
    params: [BUNDLER_ACCOUNT.address, toHex(parseEther('1000'))],
  })
}

/** alto's package exports no package.json; its bin (esm/cli/alto.js) is found beside the workspace's node_modules */
function altoBin() {
  for (const base of require.resolve.paths('@pimlico/alto') ?? []) {
    const bin = join(base, '@pimlico/alto/esm/cli/alto.js')
    if (existsSync(bin)) return bin
  }
  throw new Error('@pimlico/alto is not installed (npm install in the repository root)')
}

async function waitForBundler(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundler (alto) exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      })
      const body = await response.json()
      if (body.result?.some((address) => address.toLowerCase() === ENTRY_POINT_ADDRESS.toLowerCase())) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the bundler at ${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Starts alto against one chain: its mempool, simulation before a user operation is accepted, bundling on its own
 * (safe mode: see the top of this file). Answers ERC-4337 JSON-RPC at `url` (CORS on, for the wallet frame).
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export async function startBundler({ rpcUrl, port, log = () => {}, timeoutMs = 120_000 }) {
  const key = toHex(BUNDLER_ACCOUNT.getHdKey().privateKey)
  const args = [
    altoBin(),
    ['--entrypoints', ENTRY_POINT_ADDRESS],
    ['--executor-private-keys', key],
    ['--utility-private-key', key],
    ['--rpc-url', rpcUrl],
    ['--port', String(port)],
    ['--safe-mode', process.env.LATCH_ALTO_SAFE_MODE === 'true' ? 'true' : 'false'],
    // anvil mines on each transaction: a short poll gets receipts to the wallet soon after
    ['--block-time', '250'],
    ['--min-bundle-interval', '50'],
    ['--max-bundle-interval', '250'],
    ['--enable-cors', 'true'],
    ['--log-level', 'warn'],
  ].flat()
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk) => log(`alto ${port}: ${chunk}`))
  child.stderr.on('data', (chunk) => log(`alto ${port}: ${chunk}`))
  const url = `http://127.0.0.1:${port}/rpc`
  try {
    await waitForBundler(url, child, timeoutMs)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return { url, child }
}

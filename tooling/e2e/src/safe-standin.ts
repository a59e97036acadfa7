// A stand-in for Safe{Wallet} (the real one cannot run here): a parent page of our own that embeds the demo as a
// Safe App and answers the Safe Apps SDK's postMessage protocol for a Safe deployed on the devnet. Reads go to the
// devnet's node; a transaction is executed on the Safe by its single owner (a fresh key the devnet funds) and answered
// with its safeTxHash, as Safe{Wallet} does once the owners have signed.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  isHex,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { SAFE_ADDRESSES } from '../../../packages/core/src/embedded/safeAddresses.ts'

const FACTORY_ABI = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])
const SAFE_ABI = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function nonce() view returns (uint256)',
  'function getOwners() view returns (address[])',
  'function getTransactionHash(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, uint256 nonce) view returns (bytes32)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
])

// the Safe4337Module extends Safe's CompatibilityFallbackHandler: as the Safe's fallback handler it answers EIP-1271
const FALLBACK_HANDLER_ABI = parseAbi([
  'function getMessageHashForSafe(address safe, bytes message) view returns (bytes32)',
])

const SDK_VERSION = '9.1.0'

export interface DeployedSafe {
  address: Address
  owner: PrivateKeyAccount
  chainId: number
  rpcUrl: string
}

/** a 1-of-1 Safe 1.4.1 proxy on the devnet's Safe contracts, owned by a fresh key; both funded by the node itself */
export async function deploySafe(rpcUrl: string, chainId: number, balanceWei: bigint): Promise<DeployedSafe> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const node = createPublicClient({ transport: http(rpcUrl) })
  await node.request({ method: 'anvil_setBalance' as never, params: [owner.address, toHex(10n ** 18n)] as never })
  const wallet = createWalletClient({ account: owner, transport: http(rpcUrl) })
  const initializer = encodeFunctionData({
    abi: SAFE_ABI,
    functionName: 'setup',
    args: [[owner.address], 1n, zeroAddress, '0x', SAFE_ADDRESSES.safe4337ModuleAddress, zeroAddress, 0n, zeroAddress],
  })
  const call = {
    address: SAFE_ADDRESSES.safeProxyFactoryAddress,
    abi: FACTORY_ABI,
    functionName: 'createProxyWithNonce',
    args: [SAFE_ADDRESSES.safeSingletonAddress, initializer, BigInt(Date.now())],
    account: owner,
  } as const
  const { result: address } = await node.simulateContract(call)
  await node.waitForTransactionReceipt({ hash: await wallet.writeContract({ ...call, chain: null }) })
  await node.request({ method: 'anvil_setBalance' as never, params: [address, toHex(balanceWei)] as never })
  return { address, owner, chainId, rpcUrl }
}

interface SdkRequest {
  id: string
  method: string
  params?: unknown
}

type SdkReply = { success: true; data: unknown } | { success: false; error: string }

/** Safe{Wallet}'s side of the protocol for one Safe; `requests` lists the methods the Safe App called, in order */
export function safeStandIn(safe: DeployedSafe) {
  const node = createPublicClient({ transport: http(safe.rpcUrl) })
  const owner = createWalletClient({ account: safe.owner, transport: http(safe.rpcUrl) })
  const executed = new Map<Hex, Hex>()
  const requests: string[] = []

  /** executes one call from the Safe; the owner's approval is its being the sender (Safe's pre-validated signature) */
  async function execute(tx: { to: Address; value?: string | number; data?: Hex }): Promise<Hex> {
    const nonce = await node.readContract({ address: safe.address, abi: SAFE_ABI, functionName: 'nonce' })
    const args = [tx.to, BigInt(tx.value ?? 0), tx.data ?? '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress] as const
    const safeTxHash = await node.readContract({
      address: safe.address,
      abi: SAFE_ABI,
      functionName: 'getTransactionHash',
      args: [...args, nonce],
    })
    const signature = `0x${safe.owner.address.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}01` as Hex
    const hash = await owner.writeContract({
      address: safe.address,
      abi: SAFE_ABI,
      functionName: 'execTransaction',
      args: [...args, signature],
      chain: null,
    })
    await node.waitForTransactionReceipt({ hash })
    executed.set(safeTxHash, hash)
    return safeTxHash
  }

  async function answer(request: SdkRequest): Promise<SdkReply> {
    requests.push(request.method)
    switch (request.method) {
      case 'getSafeInfo':
        return {
          success: true,
          data: {
            safeAddress: safe.address,
            chainId: safe.chainId,
            threshold: 1,
            owners: [safe.owner.address],
            isReadOnly: false,
          },
        }
      case 'rpcCall': {
        const { call, params } = request.params as { call: string; params: unknown[] }
        const data = await node.request({ method: call as never, params: params as never })
        return { success: true, data }
      }
      case 'sendTransactions': {
        const { txs } = request.params as { txs: { to: Address; value?: string; data?: Hex }[] }
        if (txs.length !== 1)
          return { success: false, error: 'The Safe{Wallet} stand-in executes one transaction at a time' }
        return { success: true, data: { safeTxHash: await execute(txs[0] as (typeof txs)[0]) } }
      }
      case 'signMessage': {
        // as personal_sign: a hex message is its bytes, anything else its UTF-8 text
        const { message } = request.params as { message: string }
        const dataHash = hashMessage(isHex(message) ? { raw: message } : message)
        const messageHash = await node.readContract({
          address: SAFE_ADDRESSES.safe4337ModuleAddress,
          abi: FALLBACK_HANDLER_ABI,
          functionName: 'getMessageHashForSafe',
          args: [safe.address, encodeAbiParameters([{ type: 'bytes32' }], [dataHash])],
        })
        return { success: true, data: { messageHash, signature: await safe.owner.sign({ hash: messageHash }) } }
      }
      case 'getTxBySafeTxHash': {
        const { safeTxHash } = request.params as { safeTxHash: Hex }
        const txHash = executed.get(safeTxHash)
        return txHash
          ? { success: true, data: { safeTxHash, txHash, txStatus: 'SUCCESS' } }
          : { success: false, error: 'Unknown safeTxHash' }
      }
      default:
        return { success: false, error: `The Safe{Wallet} stand-in does not answer ${request.method}` }
    }
  }

  return {
    requests,
    executed,
    async answer(request: SdkRequest): Promise<SdkReply> {
      try {
        return await answer(request)
      } catch (error) {
        return { success: false, error: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}

/**
 * opens the stand-in's page with `appUrl` as its Safe App, every SDK request passed to the test process and answered;
 * served on loopback as `localhost` (another site than the app's 127.0.0.1, as Safe{Wallet} is), since Chromium lets
 * only a page on the local network frame a local one. `close` stops its server.
 */
export async function openInSafeStandIn(
  context: BrowserContext,
  appUrl: string,
  standIn: ReturnType<typeof safeStandIn>,
): Promise<{ page: Page; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(standInPage(appUrl))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const page = await context.newPage()
  await page.exposeFunction('safeWalletStandIn', (request: SdkRequest) => standIn.answer(request))
  await page.goto(`http://localhost:${port}/`)
  return { page, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

function standInPage(appUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safe{Wallet} stand-in</title></head>
<body style="margin:0">
<iframe id="safe-app" title="Safe App" src="${appUrl}" style="border:0;width:100vw;height:100vh"></iframe>
<script>
  const app = document.getElementById('safe-app')
  window.addEventListener('message', async (event) => {
    const request = event.data
    // only the Safe App's SDK requests: they carry the SDK's version
    if (event.source !== app.contentWindow || !request || typeof request.method !== 'string' || !request.env) return
    const reply = await window.safeWalletStandIn({ id: request.id, method: request.method, params: request.params })
    app.contentWindow.postMessage({ id: request.id, version: '${SDK_VERSION}', ...reply }, '*')
  })
</script>
</body></html>`
}

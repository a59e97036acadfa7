// Helpers of the chain-data tests: real transfers on anvil with the devnet's dev accounts, and indexing to the head.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hash, http, parseEventLogs } from 'viem'
import { indexChainOnce } from '../src/chain/indexer.ts'
import type { CloudContext } from '../src/context.ts'
import { saveProject } from '../src/projects/store.ts'

export const PROJECT_ID = 'chain-data-tests'
export const DEVNET_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
export const DEVNET_NFT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address

export const nftAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'transferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'tokenId', type: 'uint256', indexed: true },
    ],
  },
] as const

export const devAddress = (index: number) => DEV_ACCOUNTS[index]!.address

export function devnetChainConfig(rpcUrl: string, chainId = 31337) {
  return {
    chainId,
    name: 'Latch Devnet',
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    testnet: false,
    tokens: [DEVNET_TOKEN],
  }
}

export async function createTestProject(context: CloudContext) {
  await saveProject(context.db, {
    id: PROJECT_ID,
    name: 'Chain data tests',
    allowedOrigins: ['http://localhost:*'],
    plan: 'basic',
    features: {},
  })
}

/** a dev account (anvil funds accounts 0–9) sending real transactions */
export function devWallet(rpcUrl: string, index: number) {
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const wallet = createWalletClient({ transport, account: DEV_ACCOUNTS[index]! })
  const chain = null
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  return {
    address: DEV_ACCOUNTS[index]!.address,
    publicClient,
    async sendNative(to: Address, value: bigint) {
      return (await mined(await wallet.sendTransaction({ chain, to, value }))).transactionHash
    },
    async sendToken(to: Address, amount: bigint) {
      return (
        await mined(
          await wallet.writeContract({
            chain,
            address: DEVNET_TOKEN,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          }),
        )
      ).transactionHash
    },
    async mintNft(to: Address) {
      const receipt = await mined(
        await wallet.writeContract({ chain, address: DEVNET_NFT, abi: nftAbi, functionName: 'mint', args: [to] }),
      )
      const [log] = parseEventLogs({ abi: nftAbi, logs: receipt.logs, eventName: 'Transfer' })
      return { hash: receipt.transactionHash, tokenId: log!.args.tokenId.toString() }
    },
    async transferNft(to: Address, tokenId: string) {
      const args = [DEV_ACCOUNTS[index]!.address, to, BigInt(tokenId)] as const
      return (
        await mined(
          await wallet.writeContract({ chain, address: DEVNET_NFT, abi: nftAbi, functionName: 'transferFrom', args }),
        )
      ).transactionHash
    },
  }
}

/** runs indexer passes until the index reaches the chain's head */
export async function indexToHead(context: CloudContext, chainId = 31337) {
  for (;;) {
    const pass = await indexChainOnce(context, chainId)
    if (pass.caughtUp) return pass
  }
}

export const withProject = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT_ID}&st=latch-react&sv=0.1.0`

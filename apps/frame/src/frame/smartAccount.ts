// The embedded wallet's smart account (ERC-4337): a Safe 1.4.1 with the Safe4337Module 0.3.0, owned by the
// wallet's EVM key alone, its counterfactual address known before it exists, deployed by its first user operation,
// which goes out through the chain's bundler (never straight to handleOps). Its messages are Safe signatures (EIP-712
// SafeMessage) that verify through ERC-1271 once deployed and ERC-6492 before. Client code: viem's account-abstraction
// module and permissionless.
import { latchError } from '@latch/core'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isHex,
  numberToHex,
  type PublicClient,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import { toAccount } from 'viem/accounts'
import type { BundlerClient, BundlerClientConfig, SmartAccount } from 'viem/account-abstraction'
import type { UnlockedWallet } from '../keys/index.ts'
import { SAFE_ADDRESSES, SAFE_VERSION } from '@latch/core/internal'
import { type PaymasterService, refusalIn, refusalsMarked } from './sponsorship.ts'

export const SMART_ACCOUNT_TEXTS = {
  notEnabled: 'Smart accounts are not available',
  rejected: (reason: string) => `The bundler refused the user operation: ${reason}`,
  reverted: 'The user operation reverted on chain: nothing it carried took effect',
  paymasterRefused: (reason: string) => `The paymaster refused to sponsor this operation: ${reason}`,
} as const

export interface SmartCall {
  to: Address
  value?: bigint
  data?: Hex
}

export interface UserOperationOutcome {
  userOpHash: Hex
  transactionHash: Hex
  success: boolean
}

/** the bundle transaction's receipt as EIP-5792 passes it on (hex quantities) */
export interface CallsReceipt {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

export interface SmartAccounts {
  /** the chain ids with a bundler: where the wallet holds a smart account */
  enabledNetworks(): number[]
  enabled(chainId: number): boolean
  /** the counterfactual address: the same before and after deployment */
  address(wallet: UnlockedWallet, chainId: number): Promise<Address>
  isDeployed(wallet: UnlockedWallet, chainId: number): Promise<boolean>
  /** one user operation carrying every call (atomic: all or nothing); waits for its receipt. With `paymaster` (an
   * ERC-7677 service) the paymaster pays its gas, or the send fails with its refusal */
  send(
    wallet: UnlockedWallet,
    chainId: number,
    calls: readonly SmartCall[],
    paymaster?: PaymasterService,
  ): Promise<UserOperationOutcome>
  /** eth_getUserOperationReceipt at the chain's bundler; null while not included. `status` is the user operation's */
  receipt(chainId: number, userOpHash: Hex): Promise<(UserOperationOutcome & { receipt: CallsReceipt }) | null>
  /** the calls a user operation's callData carries (the Safe4337Module's executeUserOp, a MultiSend for a batch) */
  decodeCalls(wallet: UnlockedWallet, chainId: number, callData: Hex): Promise<SmartCall[]>
  /** a Safe signature of the message (EIP-191 inside a SafeMessage): ERC-1271 once deployed, ERC-6492-wrapped before */
  signMessage(wallet: UnlockedWallet, chainId: number, message: SignableMessage): Promise<Hex>
  /** the same for EIP-712 typed data */
  signTypedData(wallet: UnlockedWallet, chainId: number, data: TypedDataDefinition): Promise<Hex>
}

export interface SmartAccountsOptions {
  /** bundler URL per EVM chain id */
  bundlers: Readonly<Record<string, string>>
  /** the chain's RPC endpoint (reads: nonce, code, gas prices) */
  rpcUrl(chainId: number): string | undefined
}

/** the wallet's EVM key as the owner viem's smart account signs with; the key never leaves the wallet's closure */
function ownerOf(wallet: UnlockedWallet) {
  return toAccount({
    address: wallet.evmAddress,
    signMessage: (args) => wallet.signMessage(args),
    signTypedData: (args) => wallet.signTypedData(args as Parameters<UnlockedWallet['signTypedData']>[0]),
    signTransaction: (tx) => wallet.signTransaction(tx),
  })
}

/** the bundler's own words, without viem's request dump (which would put call data on the page) */
function reasonOf(error: unknown): string {
  const details = (error as { details?: unknown }).details
  const short = (error as { shortMessage?: unknown }).shortMessage
  const text =
    typeof details === 'string' && details
      ? details
      : typeof short === 'string'
        ? short
        : String((error as Error)?.message ?? error)
  return text.split('\n')[0]!.slice(0, 300)
}

/** the account-abstraction client code, loaded on the first smart-account request: the frame's first load (which the
 * page waits on) does not carry it */
const clientCode = () => import('./smartAccountClient.ts')

/** fetches the smart account's code ahead (the email code screen's reading time): a new account is one by default
 * (SPEC), and the Safe's own `import("ox")` (noOx.ts in the build) would follow it in series */
export const preloadSmartAccountCode = (): Promise<unknown> => Promise.all([clientCode(), import('./noOx.ts')])

export function createSmartAccounts(options: SmartAccountsOptions): SmartAccounts {
  const clients = new Map<number, PublicClient>()
  /** one account object per wallet address and chain: permissionless memoizes the address inside it */
  const accounts = new Map<string, Promise<SmartAccount>>()

  function bundlerUrl(chainId: number): string {
    const url = options.bundlers[String(chainId)]
    if (!url) throw latchError('SmartAccountUnavailable', { params: { reason: SMART_ACCOUNT_TEXTS.notEnabled } })
    return url
  }

  function client(chainId: number): PublicClient {
    bundlerUrl(chainId)
    const rpcUrl = options.rpcUrl(chainId)
    if (!rpcUrl) throw latchError('ChainRpcUnavailable', { params: { reason: `No RPC URL for chain ${chainId}` } })
    const known = clients.get(chainId)
    if (known && known.transport.url === rpcUrl) return known
    // the chain id signs the user operation (its hash covers it); the frame checks the RPC is on it before a card
    const chain = {
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    const made = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 200 }) as PublicClient
    clients.set(chainId, made)
    return made
  }

  function account(wallet: UnlockedWallet, chainId: number): Promise<SmartAccount> {
    const key = `${wallet.evmAddress}:${chainId}`
    let made = accounts.get(key)
    if (!made) {
      const publicClient = client(chainId)
      made = clientCode().then(({ toSafeSmartAccount, entryPoint07Address }) =>
        toSafeSmartAccount({
          client: publicClient,
          owners: [ownerOf(wallet)],
          version: SAFE_VERSION,
          entryPoint: { address: entryPoint07Address, version: '0.7' },
          ...SAFE_ADDRESSES,
        }),
      )
      // a failed read (RPC down) is not remembered
      made.catch(() => accounts.delete(key))
      accounts.set(key, made)
    }
    return made
  }

  async function bundler(chainId: number, smart?: SmartAccount, service?: PaymasterService): Promise<BundlerClient> {
    const { createBundlerClient, createPaymasterClient } = await clientCode()
    const transport = service && http(service.url, { fetchOptions: { headers: service.headers } })
    const paymaster = transport ? refusalsMarked(createPaymasterClient({ transport }), reasonOf) : undefined
    // viem's signature without its generics: inferring them from this config took TypeScript six minutes of checking
    const create = createBundlerClient as unknown as (config: BundlerClientConfig) => BundlerClient
    return create({
      client: client(chainId),
      account: smart,
      paymaster,
      transport: http(bundlerUrl(chainId)),
      pollingInterval: 200,
    })
  }

  return {
    enabledNetworks: () => Object.keys(options.bundlers).map(Number),
    enabled: (chainId) => options.bundlers[String(chainId)] !== undefined,
    address: async (wallet, chainId) => (await account(wallet, chainId)).address,
    isDeployed: async (wallet, chainId) => (await account(wallet, chainId)).isDeployed(),
    async send(wallet, chainId, calls, paymaster) {
      const smart = await account(wallet, chainId)
      const client = await bundler(chainId, smart, paymaster)
      let userOpHash: Hex
      try {
        // estimation simulates the whole operation: a call that reverts, or too little to pay, stops it here
        userOpHash = await client.sendUserOperation({
          calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
        })
      } catch (error) {
        const refusal = refusalIn(error)
        // AA3x: the EntryPoint's paymaster checks (its signature, its deposit) failed at the bundler
        if (refusal || (paymaster && /\bAA3\d\b/.test(reasonOf(error))))
          throw latchError('SponsorshipRefused', {
            params: { reason: SMART_ACCOUNT_TEXTS.paymasterRefused(refusal?.message ?? reasonOf(error)) },
            cause: error,
          })
        throw latchError('UserOperationRejected', {
          params: { reason: SMART_ACCOUNT_TEXTS.rejected(reasonOf(error)) },
          cause: error,
        })
      }
      const receipt = await client.waitForUserOperationReceipt({ hash: userOpHash, timeout: 120_000 })
      return { userOpHash, transactionHash: receipt.receipt.transactionHash, success: receipt.success }
    },
    async receipt(chainId, userOpHash) {
      const found = await (await bundler(chainId))
        .getUserOperationReceipt({ hash: userOpHash })
        .catch((error: unknown) => {
          if ((error as Error).name === 'UserOperationReceiptNotFoundError') return null
          throw error
        })
      if (!found) return null
      const { receipt } = found
      return {
        userOpHash,
        transactionHash: receipt.transactionHash,
        success: found.success,
        receipt: {
          // only the logs of this user operation, not the whole bundle's
          logs: found.logs.map(({ address, data, topics }) => ({ address, data, topics: [...topics] })),
          status: found.success ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: numberToHex(receipt.blockNumber),
          gasUsed: numberToHex(found.actualGasUsed),
          transactionHash: receipt.transactionHash,
        },
      }
    },
    async decodeCalls(wallet, chainId, callData) {
      if (!isHex(callData) || callData.length < 10)
        throw latchError('InvalidRequest', { params: { reason: 'The user operation has no callData' } })
      const calls = await (await account(wallet, chainId)).decodeCalls!(callData)
      return calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data }))
    },
    // viem's smart account wraps the Safe signature in ERC-6492 (the factory and its data) while the account has no code
    signMessage: async (wallet, chainId, message) => (await account(wallet, chainId)).signMessage({ message }),
    signTypedData: async (wallet, chainId, data) => (await account(wallet, chainId)).signTypedData(data),
  }
}

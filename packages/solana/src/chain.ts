// What the adapter reads and sends on a Solana network with @solana/kit (the heavy half, loaded on first use): SOL and
// SPL balances over the network's RPC, transfers built here and signed by the wallet, and the wait for confirmation.
import type { Balance, Network, SendParameters } from '@latch/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { modernSendOptions } from './modernSendOptions.ts'
import type { SolanaSendOptions } from './preflight.ts'
import type { SolanaSigner } from './signers.ts'
import { latchError } from '@latch/core'

/** how long a sent transaction is awaited, and how often its status is read (no subscription needed) */
const CONFIRM_TIMEOUT_MS = 60_000
const CONFIRM_POLL_MS = 400
const CONFIRMED = new Set(['confirmed', 'finalized'])

export interface SolanaChain {
  getBalance(parameters: { address: string; network: Network; tokenAddress?: string }): Promise<Balance>
  /** builds the transfer, has the wallet sign and send it, and resolves with its signature once confirmed */
  send(
    signer: SolanaSigner,
    parameters: SendParameters & { network: Network },
    options: SolanaSendOptions,
  ): Promise<string>
  /** the fee the network asks for the transfer's message (getFeeForMessage), in lamports */
  estimateFee(parameters: SendParameters & { network: Network; from: string }): Promise<bigint>
  /** a transaction the wallet only signed, sent over the network's RPC */
  sendRaw(transaction: Uint8Array, network: Network, options: SolanaSendOptions): Promise<string>
}

export function createSolanaChain(): SolanaChain {
  // one client per RPC URL of this adapter instance
  const clients = new Map<string, Rpc<SolanaRpcApi>>()
  function rpcOf(network: Network): Rpc<SolanaRpcApi> {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw latchError('ChainRpcUnavailable', { params: { reason: `${network.name} has no RPC URL` } })
    let rpc = clients.get(url)
    if (!rpc) {
      rpc = createSolanaRpc(url)
      clients.set(url, rpc)
    }
    return rpc
  }

  async function getBalance({
    address: owner,
    network,
    tokenAddress,
  }: {
    address: string
    network: Network
    tokenAddress?: string
  }): Promise<Balance> {
    const rpc = rpcOf(network)
    if (!tokenAddress) {
      const { value } = await rpc.getBalance(address(owner)).send()
      const { decimals, symbol, name } = network.nativeCurrency
      return { value, decimals, symbol, name }
    }
    const mint = address(tokenAddress)
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(address(owner), { mint }, { encoding: 'jsonParsed' })
      .send()
    const amounts = accounts.map((entry) => entry.account.data.parsed.info.tokenAmount)
    const decimals = amounts[0]?.decimals ?? (await fetchMint(rpc, mint)).data.decimals
    // the mint holds no name or symbol (those live in Metaplex metadata): core puts the app's configured symbol on it
    return { value: amounts.reduce((sum, amount) => sum + BigInt(amount.amount), 0n), decimals, symbol: '', name: '' }
  }

  async function transferInstructions(
    from: Address,
    parameters: SendParameters,
    rpc: Rpc<SolanaRpcApi>,
  ): Promise<Instruction[]> {
    const to = address(parameters.to)
    const signer = createNoopSigner(from)
    if (!parameters.tokenAddress)
      return [getTransferSolInstruction({ source: signer, destination: to, amount: parameters.value })]
    const mint = address(parameters.tokenAddress)
    const { data } = await fetchMint(rpc, mint)
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: from, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
      findAssociatedTokenPda({ owner: to, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    ])
    return [
      // the receiver's token account is made when it has none (the sender pays its rent)
      getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: destination, owner: to, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: parameters.value,
        decimals: data.decimals,
      }),
    ]
  }

  async function confirm(rpc: Rpc<SolanaRpcApi>, signature: string): Promise<void> {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    while (Date.now() < deadline) {
      const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
      const status = value[0]
      if (status?.err)
        throw latchError('TransactionReverted', { params: { reason: `Transaction ${signature} failed on chain` } })
      if (status?.confirmationStatus && CONFIRMED.has(status.confirmationStatus)) return
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
    }
    throw latchError('TransactionTimeout', { params: { reason: `Transaction ${signature} was not confirmed in time` } })
  }

  /** the transfer from `from`, compiled with a fresh blockhash, unsigned */
  async function transfer(from: Address, parameters: SendParameters, rpc: Rpc<SolanaRpcApi>) {
    const [instructions, { value: lifetime }] = await Promise.all([
      transferInstructions(from, parameters, rpc),
      rpc.getLatestBlockhash().send(),
    ])
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
    return compileTransaction(message)
  }

  return {
    getBalance,
    async estimateFee({ from, network, ...parameters }) {
      const rpc = rpcOf(network)
      const { messageBytes } = await transfer(address(from), parameters, rpc)
      const { value } = await rpc
        .getFeeForMessage(getBase64Decoder().decode(messageBytes) as Parameters<typeof rpc.getFeeForMessage>[0])
        .send()
      if (value === null)
        throw latchError('RpcFailed', { params: { reason: `${network.name} gave no fee for the transfer` } })
      return value
    },
    async send(signer, parameters, options) {
      const rpc = rpcOf(parameters.network)
      const wire = Uint8Array.from(
        getTransactionEncoder().encode(await transfer(address(signer.address), parameters, rpc)),
      )
      const signature = await signer.signAndSend(wire, parameters.network, options)
      await confirm(rpc, signature)
      return signature
    },
    async sendRaw(transaction, network, options) {
      const rpc = rpcOf(network)
      const encoded = getBase64Decoder().decode(transaction) as Parameters<typeof rpc.sendTransaction>[0]
      const { maxRetries, minContextSlot, ...rest } = modernSendOptions(options)
      return rpc
        .sendTransaction(encoded, {
          encoding: 'base64',
          ...rest,
          ...(maxRetries !== undefined ? { maxRetries: BigInt(maxRetries) } : {}),
          ...(minContextSlot !== undefined ? { minContextSlot: BigInt(minContextSlot) } : {}),
        })
        .send()
    },
  }
}

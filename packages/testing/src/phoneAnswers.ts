// What the phone wallet answers a session's request with, apart from how the request arrives and is recorded: EVM
// signatures and transactions through the local account, Solana messages, and chain switches; a failure is a
// WalletError with the JSON-RPC code the dApp receives.
import type { evmSigner } from './evmSigner.ts'
import type { PhoneSolanaAccount } from './phoneSolana.ts'

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const SIGNING_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

/** whether the answer to `method` is a signature (or a signed transaction) the wallet records */
export const isSigning = (method: string) => SIGNING_METHODS.has(method) || method === 'solana_signMessage'

export const codeOf = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface PhoneAnswerDeps {
  /** chain id → RPC URL */
  chains: Record<number, string>
  /** the chains a switch succeeds on; wallet_addEthereumChain adds to it */
  known: Set<number>
  /** the current EVM account's signer */
  sign: ReturnType<typeof evmSigner>
  /** the current Solana account */
  solana(): PhoneSolanaAccount
  /** tells the session's dApp the wallet is on `chain` now */
  chainChanged(topic: string, chain: number): Promise<void>
}

/** the usual answer to a request of a session (`topic`); throws a WalletError to fail it */
export function phoneAnswers({ chains, known, sign, solana, chainChanged }: PhoneAnswerDeps) {
  return async function answer(method: string, params: unknown, chainId: string, topic: string): Promise<unknown> {
    const list = params as unknown[]
    if (SIGNING_METHODS.has(method)) {
      const chain = Number(chainId.split(':')[1])
      return sign(method, list, chain, chains[chain])
    }
    switch (method) {
      case 'solana_signMessage': {
        // the message arrives base58-encoded; the signature goes back base58-encoded too
        const { message, pubkey } = params as { message: string; pubkey: string }
        if (pubkey !== solana().address) throw new WalletError(4100, 'Unknown pubkey')
        return { signature: solana().signMessage(message) }
      }
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const chain = Number.parseInt((list[0] as { chainId: string }).chainId, 16)
        if (method === 'wallet_addEthereumChain') known.add(chain)
        if (!known.has(chain)) throw new WalletError(4902, 'Unrecognized chain ID')
        // the event goes out before the answer, so nothing of this session is still in flight after it
        await chainChanged(topic, chain)
        return null
      }
      default:
        throw new WalletError(4200, 'Unsupported method')
    }
  }
}

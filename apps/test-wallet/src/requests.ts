// What each session request means (for the person approving it) and how the wallet answers it.
import { createWalletClient, hexToBigInt, hexToString, http, isHex, type Hex, type HDAccount } from 'viem'
import { CHAINS } from './config.ts'
import { executeBitcoinRequest } from './bitcoin.ts'
import { executeSolanaRequest, solanaMessageText as solanaText } from './solana.ts'

export interface RequestDetails {
  /** the card's heading (PAIRING.md accessible names) */
  title:
    | 'Signature request'
    | 'Transaction request'
    | 'Switch network request'
    | 'Add network request'
    | 'Unsupported request'
  /** label → value, every value rendered as text */
  fields: [string, string][]
}

export interface WalletRequest {
  method: string
  params: unknown
  /** CAIP-2 chain the dApp sent the request on */
  chainId: string
}

/** an error the wallet answers with (EIP-1193 codes) */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const first = (params: unknown): Record<string, unknown> =>
  (Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as Record<
    string,
    unknown
  >
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** the chain id a switch/add request names, as CAIP-2 ('eip155:31338') */
export function requestedChain(params: unknown): string {
  const id = first(params).chainId
  return typeof id === 'string' && isHex(id) ? `eip155:${Number(hexToBigInt(id))}` : `eip155:${text(id)}`
}

function messageText(message: unknown): string {
  if (typeof message !== 'string' || !isHex(message)) return text(message)
  try {
    const decoded = hexToString(message)
    // show the UTF-8 text when it is printable, the hex otherwise
    return /^[\P{C}\n\r\t]*$/u.test(decoded) ? decoded : message
  } catch {
    return message
  }
}

export function describeRequest(request: WalletRequest): RequestDetails {
  const chain = CHAINS[request.chainId]?.name ?? request.chainId
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = Array.isArray(request.params) ? request.params : []
      return {
        title: 'Signature request',
        fields: [
          ['Message', messageText(message)],
          ['Account', text(address)],
          ['Network', chain],
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = first(request.params)
      const value = typeof tx.value === 'string' && isHex(tx.value) ? hexToBigInt(tx.value).toString() : '0'
      const fields: [string, string][] = [
        ['From', text(tx.from)],
        ['To', text(tx.to ?? '(contract creation)')],
        ['Value (wei)', value],
      ]
      if (typeof tx.data === 'string' && tx.data !== '0x') fields.push(['Data', tx.data])
      fields.push(['Network', chain])
      return { title: 'Transaction request', fields }
    }
    case 'wallet_switchEthereumChain': {
      const target = requestedChain(request.params)
      return {
        title: 'Switch network request',
        fields: [
          ['Network', CHAINS[target]?.name ?? target],
          ['Chain', target],
        ],
      }
    }
    case 'wallet_addEthereumChain': {
      const params = first(request.params)
      return {
        title: 'Add network request',
        fields: [
          ['Network', text(params.chainName)],
          ['Chain', requestedChain(request.params)],
          ['RPC URLs', text(params.rpcUrls)],
        ],
      }
    }
    case 'solana_signMessage': {
      const params = (request.params ?? {}) as Record<string, unknown>
      return {
        title: 'Signature request',
        fields: [
          ['Message', solanaText(request.params)],
          ['Account', text(params.pubkey)],
          ['Network', chain],
        ],
      }
    }
    case 'solana_signAndSendTransaction':
      return {
        title: 'Transaction request',
        fields: [
          ['Network', chain],
          ['Transaction', text((request.params as Record<string, unknown> | undefined)?.transaction)],
        ],
      }
    case 'signMessage': {
      const params = (request.params ?? {}) as Record<string, unknown>
      return {
        title: 'Signature request',
        fields: [
          ['Message', text(params.message)],
          ['Account', text(params.address)],
          ['Network', chain],
        ],
      }
    }
    case 'signPsbt':
      return {
        title: 'Transaction request',
        fields: [
          ['Network', chain],
          ['PSBT', text((request.params as Record<string, unknown> | undefined)?.psbt)],
        ],
      }
    default:
      return {
        title: 'Unsupported request',
        fields: [
          ['Method', request.method],
          ['Params', text(request.params)],
        ],
      }
  }
}

const optionalBigInt = (value: unknown): bigint | undefined =>
  typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined

/** carries out an approved request; the result is what the dApp receives */
export async function executeRequest(request: WalletRequest, account: HDAccount): Promise<unknown> {
  if (request.method.startsWith('solana_')) return executeSolanaRequest(request.method, request.params)
  if (request.chainId.startsWith('bip122:')) return executeBitcoinRequest(request.method, request.params)
  switch (request.method) {
    case 'personal_sign': {
      const [message] = Array.isArray(request.params) ? request.params : []
      if (typeof message !== 'string') throw new WalletRequestError(-32602, 'personal_sign needs a message')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_sendTransaction': {
      const chain = CHAINS[request.chainId]
      if (!chain) throw new WalletRequestError(4901, `Not connected to ${request.chainId}`)
      const tx = first(request.params)
      const wallet = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
      const gas = optionalBigInt(tx.gas)
      const nonce = optionalBigInt(tx.nonce)
      return wallet.sendTransaction({
        to: typeof tx.to === 'string' ? (tx.to as Hex) : null,
        data: typeof tx.data === 'string' ? (tx.data as Hex) : undefined,
        value: optionalBigInt(tx.value),
        ...(gas === undefined ? {} : { gas }),
        ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
      })
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const target = requestedChain(request.params)
      // 4902: the dApp then sends wallet_addEthereumChain (SPEC §7); this wallet only knows the devnet chains
      if (!CHAINS[target]) throw new WalletRequestError(4902, `Unrecognized chain ${target}`)
      return null
    }
    default:
      throw new WalletRequestError(4200, `Unsupported method ${request.method}`)
  }
}

// The wallet's Solana account (a devnet dev key, public like the EVM mnemonic): it approves the solana namespace and
// answers solana_signMessage and solana_signAndSendTransaction (base64 wire transaction, sent to the devnet's RPC).
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import { WalletRequestError } from './requests.ts'

const chain: string = import.meta.env.VITE_SOLANA_CHAIN ?? ''
const rpcUrl: string = import.meta.env.VITE_SOLANA_RPC ?? ''
const secret = import.meta.env.VITE_SOLANA_SECRET ? hex.decode(import.meta.env.VITE_SOLANA_SECRET) : undefined

/** the Solana network (its CAIP-2 id) and account, when the build names a Solana devnet */
export const SOLANA =
  chain && secret ? { chain, rpcUrl, address: base58.encode(ed25519.getPublicKey(secret)) } : undefined

const record = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}

/** the message as text when it reads as UTF-8, else its base58 */
export function solanaMessageText(params: unknown): string {
  const message = record(params).message
  if (typeof message !== 'string') return ''
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message))
  } catch {
    return message
  }
}

/** compact-u16: its value and its length in bytes */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[at + size]!
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new WalletRequestError(-32602, 'Invalid transaction')
}

/** this key's signature in its slot among the transaction's required signers */
function signTransaction(transaction: Uint8Array, key: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const [count, prefix] = shortVec(transaction, 0)
  const message = transaction.slice(prefix + 64 * count)
  const header = (message[0]! & 0x80) !== 0 ? 1 : 0
  const [keyCount, keyPrefix] = shortVec(message, header + 3)
  const keysStart = header + 3 + keyPrefix
  for (let i = 0; i < Math.min(message[header]!, keyCount); i++) {
    const candidate = message.slice(keysStart + 32 * i, keysStart + 32 * (i + 1))
    if (!candidate.every((byte, j) => byte === publicKey[j])) continue
    const signed = transaction.slice()
    signed.set(ed25519.sign(message, key), prefix + 64 * i)
    return signed
  }
  throw new WalletRequestError(-32602, 'The transaction does not need this wallet')
}

export async function executeSolanaRequest(method: string, params: unknown): Promise<unknown> {
  if (!SOLANA || !secret) throw new WalletRequestError(4200, 'This wallet has no Solana account')
  const publicKey = ed25519.getPublicKey(secret)
  const input = record(params)
  if (method === 'solana_signMessage') {
    if (typeof input.message !== 'string' || input.pubkey !== SOLANA.address)
      throw new WalletRequestError(-32602, 'solana_signMessage needs a message and this pubkey')
    return { signature: base58.encode(ed25519.sign(base58.decode(input.message), secret)) }
  }
  if (method === 'solana_signAndSendTransaction') {
    if (typeof input.transaction !== 'string')
      throw new WalletRequestError(-32602, 'solana_signAndSendTransaction needs a transaction')
    const signed = signTransaction(base64.decode(input.transaction), secret, publicKey)
    const response = await fetch(SOLANA.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base64.encode(signed), { encoding: 'base64', ...record(input.sendOptions) }],
      }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (body.error) throw new WalletRequestError(body.error.code, body.error.message)
    return { signature: body.result }
  }
  throw new WalletRequestError(4200, `Unsupported method ${method}`)
}

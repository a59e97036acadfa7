// A pairing session on any namespace, framework-free: its accounts per chain namespace, and
// the namespace-specific requests SPEC §7 names beyond eip155 (solana_signMessage, R-7.60).
import { parseCaipAddress, latchError } from '@latch/core'
import { dedupeAccounts } from '@latch/core/internal'
import type { SessionTypes } from '@walletconnect/types'
import { base58Encode } from './base58.ts'
import type { PairingProvider } from './provider.ts'

/** An account a paired wallet approved, with its namespace, chain and address. */
export interface SessionAccount {
  /** the CAIP-10 id as the wallet listed it, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:<pubkey>' */
  caipAddress: string
  namespace: string
  /** the chain reference (CAIP-2 without the namespace) */
  chainId: string
  address: string
}

/**
 * the session's accounts grouped by chain namespace, one per address whatever its letter case
 *
 * @example
 * ```ts
 * const { solana = [] } = provider.session ? sessionAccountsByNamespace(provider.session) : {}
 * ```
 */
export function sessionAccountsByNamespace(
  session: Pick<SessionTypes.Struct, 'namespaces'>,
): Record<string, SessionAccount[]> {
  const grouped: Record<string, SessionAccount[]> = {}
  // a session namespace key may be 'solana' or a CAIP-2 id; the account itself says where it belongs
  for (const { accounts } of Object.values(session.namespaces)) {
    for (const caipAddress of accounts) {
      const { namespace, chainId, address } = parseCaipAddress(caipAddress)
      ;(grouped[namespace] ??= []).push({ caipAddress, namespace, chainId, address })
    }
  }
  for (const namespace of Object.keys(grouped)) grouped[namespace] = dedupeAccounts(grouped[namespace] ?? [])
  return grouped
}

/**
 * the connected provider's accounts per namespace; empty before a session exists
 *
 * @example
 * ```ts
 * const evmAddresses = (pairingAccounts(provider).eip155 ?? []).map((account) => account.address)
 * ```
 */
export function pairingAccounts(provider: Pick<PairingProvider, 'session'>): Record<string, SessionAccount[]> {
  return provider.session ? sessionAccountsByNamespace(provider.session) : {}
}

/** A message for a paired Solana wallet to sign, and the account that signs it. */
export interface SolanaSignMessageParameters {
  /** text (sent as its UTF-8 bytes) or the raw bytes to sign */
  message: string | Uint8Array
  /** the signing account's public key, base58, as listed in the session */
  pubkey: string
  /** the CAIP-2 id of the Solana network, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' */
  chainId: string
}

/**
 * solana_signMessage with the message base58-encoded and the pubkey (SPEC §7); the wallet's base58 signature
 *
 * @example
 * ```ts
 * const signature = await solanaSignMessage(provider, { message: 'Hello', pubkey, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
 * ```
 */
export async function solanaSignMessage(
  provider: Pick<PairingProvider, 'request'>,
  { message, pubkey, chainId }: SolanaSignMessageParameters,
): Promise<string> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const result = await provider.request<{ signature: string } | string>(
    { method: 'solana_signMessage', params: { message: base58Encode(bytes), pubkey } },
    chainId,
  )
  // the pairing protocol's Solana answer is { signature }; a bare string is accepted too
  const signature = typeof result === 'string' ? result : result?.signature
  if (typeof signature !== 'string' || signature === '')
    throw latchError('WalletAnswerInvalid', {
      params: { reason: 'The wallet answered solana_signMessage without a signature' },
    })
  return signature
}

type SessionEvent = { params?: { chainId?: string; event?: { name?: string; data?: unknown } } }

/**
 * Calls `onChange` with the addresses a wallet's accountsChanged names for one chain namespace. The provider's own
 * 'accountsChanged' strips the namespace, so an EVM listener would get a Solana account's base58 key; the session
 * event still says which chain it is for. Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const stop = onSessionAccountsChanged(provider, 'solana', (addresses) => setAccounts(addresses))
 * ```
 */
export function onSessionAccountsChanged(
  provider: Pick<PairingProvider, 'on' | 'removeListener'>,
  namespace: string,
  onChange: (addresses: string[]) => void,
): () => void {
  const listener = ({ params }: SessionEvent) => {
    if (params?.event?.name !== 'accountsChanged' || !params.chainId?.startsWith(`${namespace}:`)) return
    const data = params.event.data
    if (!Array.isArray(data)) return
    // a CAIP-10 id or a bare address, as wallets differ
    onChange(
      data
        .filter((entry): entry is string => typeof entry === 'string')
        .map((entry) => entry.split(':').at(-1) as string),
    )
  }
  provider.on('session_event', listener)
  return () => provider.removeListener('session_event', listener)
}

// The CAIP-122 sign-in text of the namespaces viem does not write: Sign In With Solana (Phantom's SIWS, the Wallet
// Standard's solana:signIn message) and Bitcoin (CAIP-122's informal template, signed with BIP-322). No dependencies:
// the browser's sign-in, the cloud and the offline server check all build and read the same text.
import type { SIWXMessageFields } from './types.ts'
import { latchError } from '../errors/classes.ts'

/** the namespaces written here, and the name the first line gives them */
export const CAIP122_NAMESPACES = { solana: 'Solana', bip122: 'Bitcoin' } as const
export type Caip122Namespace = keyof typeof CAIP122_NAMESPACES

/** SIWS's Chain ID names a cluster, not a genesis hash: the CAIP-2 references of the public clusters */
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

export const isCaip122Namespace = (namespace: string | undefined): namespace is Caip122Namespace =>
  namespace === 'solana' || namespace === 'bip122'

/**
 * the message's Chain ID: a Solana cluster name (any other network is SIWS's 'localnet'), a Bitcoin CAIP-2 reference
 *
 * @example
 * ```ts
 * chainLabelOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'mainnet'
 * ```
 */
export function chainLabelOf(chainId: string): string {
  const [namespace, reference = ''] = chainId.split(':')
  if (namespace === 'solana') return SOLANA_CLUSTERS[reference] ?? 'localnet'
  return reference
}

/** the CAIP-2 id a Chain ID line stands for ('solana:localnet' when SIWS names no public cluster) */
export function chainIdOfLabel(namespace: Caip122Namespace, label: string): string {
  if (namespace === 'bip122') return `bip122:${label}`
  const cluster = label.replace(/^solana:/, '')
  const reference = Object.entries(SOLANA_CLUSTERS).find(([, name]) => name === cluster)?.[0]
  return `solana:${reference ?? cluster}`
}

/**
 * the text of the fields (SIWS's maximal template; Bitcoin's is the same with its name)
 *
 * @example
 * ```ts
 * const text = createCaip122Text({ domain: 'app.example.com', accountAddress, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', uri: 'https://app.example.com', version: '1', nonce, issuedAt: new Date().toISOString() })
 * ```
 */
export function createCaip122Text(fields: SIWXMessageFields): string {
  const namespace = fields.chainId.split(':')[0]
  if (!isCaip122Namespace(namespace)) throw latchError('UnsupportedChainNamespace')
  let text = `${fields.domain} wants you to sign in with your ${CAIP122_NAMESPACES[namespace]} account:\n${fields.accountAddress}`
  if (fields.statement) text += `\n\n${fields.statement}`
  const lines = [
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${chainLabelOf(fields.chainId)}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return `${text}\n\n${lines.join('\n')}`
}

const optional = (label: string, name: string) => `(?:\\n${label}: (?<${name}>[^\\n]+))?`
const MESSAGE = new RegExp(
  '^(?<domain>[^\\n]+?) wants you to sign in with your (?<blockchain>Solana|Bitcoin) account:\\n(?<address>[^\\n]+)' +
    '(?:\\n\\n(?<statement>[^\\n]+))?\\n' +
    optional('URI', 'uri') +
    optional('Version', 'version') +
    optional('Chain ID', 'chain') +
    optional('Nonce', 'nonce') +
    optional('Issued At', 'issuedAt') +
    optional('Expiration Time', 'expirationTime') +
    optional('Not Before', 'notBefore') +
    optional('Request ID', 'requestId') +
    '(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?\\n*$',
)

/** the fields of a Solana or Bitcoin sign-in text (undefined when it is not one, or lacks a field Latch requires);
 * `chainLabel` is the Chain ID line as written
 *
 * @example
 * ```ts
 * const fields = parseCaip122Text(message)
 * if (!fields) return { valid: false, reason: 'Invalid sign-in message' }
 * ```
 */
export function parseCaip122Text(text: string): (SIWXMessageFields & { chainLabel: string }) | undefined {
  const groups = MESSAGE.exec(text)?.groups
  if (!groups) return undefined
  const namespace: Caip122Namespace = groups.blockchain === 'Solana' ? 'solana' : 'bip122'
  const { domain, address, uri, version, chain, nonce, issuedAt } = groups
  if (!domain || !address || !uri || version !== '1' || !chain || !nonce || !issuedAt) return undefined
  return {
    chainId: chainIdOfLabel(namespace, chain) as SIWXMessageFields['chainId'],
    chainLabel: chain,
    accountAddress: address,
    domain,
    uri,
    version: '1',
    nonce,
    issuedAt,
    ...(groups.expirationTime ? { expirationTime: groups.expirationTime } : {}),
    ...(groups.notBefore ? { notBefore: groups.notBefore } : {}),
    ...(groups.statement ? { statement: groups.statement } : {}),
    ...(groups.requestId ? { requestId: groups.requestId } : {}),
    ...(groups.resources ? { resources: groups.resources.split('\n- ').slice(1) } : {}),
  }
}

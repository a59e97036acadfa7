// CAIP-2 network ids and CAIP-10 addresses.
import { isCaipAddress } from './validators.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from './types.ts'
import { InvalidInputError } from './errors/families.ts'

/**
 * The CAIP-10 account id of an address on a network.
 *
 * @example
 * ```ts
 * toCaipAddress(mainnet, '0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 * // 'eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
 * ```
 */
export function toCaipAddress(network: Pick<Network, 'caipNetworkId'>, address: string): CaipAddress {
  return `${network.caipNetworkId}:${address}` as CaipAddress
}

/**
 * The namespace, chain id and address of a CAIP-10 account id; throws an InvalidInputError (InvalidCaipAddress) for
 * anything else.
 *
 * @example
 * ```ts
 * const { namespace, chainId, address } = parseCaipAddress('eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 * ```
 */
export function parseCaipAddress(caipAddress: string): { namespace: string; chainId: string; address: string } {
  if (!isCaipAddress(caipAddress)) throw new InvalidInputError('InvalidCaipAddress')
  const [namespace, chainId, address] = caipAddress.split(':') as [string, string, string]
  return { namespace, chainId, address }
}

/**
 * The CAIP-2 network id of a namespace's chain.
 *
 * @example
 * ```ts
 * caipNetworkIdOf('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 * ```
 */
export function caipNetworkIdOf(namespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${namespace}:${chainId}`
}

/**
 * chain ids arrive as numbers, hex, decimal strings or CAIP-2 ids depending on the wallet and the path
 *
 * @example
 * ```ts
 * parseChainId('0x2105') // 8453
 * parseChainId('eip155:8453') // 8453
 * ```
 */
export function parseChainId(value: unknown): number {
  const text = String(value)
  const last = text.includes(':') ? (text.split(':').pop() as string) : text
  return last.startsWith('0x') ? Number.parseInt(last, 16) : Number(last)
}

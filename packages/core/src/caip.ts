// CAIP-2 network ids and CAIP-10 addresses.
import { isCaipAddress } from './validators.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from './types.ts'
import { InvalidInputError } from './errors/classes.ts'

export function toCaipAddress(network: Pick<Network, 'caipNetworkId'>, address: string): CaipAddress {
  return `${network.caipNetworkId}:${address}` as CaipAddress
}

export function parseCaipAddress(caipAddress: string): { namespace: string; chainId: string; address: string } {
  if (!isCaipAddress(caipAddress)) throw new InvalidInputError('InvalidCaipAddress')
  const [namespace, chainId, address] = caipAddress.split(':') as [string, string, string]
  return { namespace, chainId, address }
}

export function caipNetworkIdOf(namespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${namespace}:${chainId}`
}

interface DefineNetworkParameters extends Omit<Network, 'caipNetworkId' | 'chainNamespace'> {
  chainNamespace?: ChainNamespace
}

/** a Network (SPEC §3) from viem-chain-like fields; eip155 unless told */
export function defineNetwork(parameters: DefineNetworkParameters): Network {
  const chainNamespace = parameters.chainNamespace ?? 'eip155'
  return {
    ...parameters,
    chainNamespace,
    caipNetworkId: caipNetworkIdOf(chainNamespace, parameters.id),
    rpcUrls: { chainDefault: parameters.rpcUrls.default, ...parameters.rpcUrls },
  }
}

/** chain ids arrive as numbers, hex, decimal strings or CAIP-2 ids depending on the wallet and the path */
export function parseChainId(value: unknown): number {
  const text = String(value)
  const last = text.includes(':') ? (text.split(':').pop() as string) : text
  return last.startsWith('0x') ? Number.parseInt(last, 16) : Number(last)
}

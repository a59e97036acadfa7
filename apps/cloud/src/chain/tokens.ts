// Token metadata (name, symbol, decimals), read once per contract over RPC and kept in chain_tokens.
import type { Kysely } from 'kysely'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { CloudContext } from '../context.ts'
import type { Database } from '../db/schema.ts'
import { chainClient, findChain } from './chains.ts'

export interface TokenInfo {
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

const erc721MetadataAbi = [
  {
    type: 'function',
    name: 'tokenURI',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ type: 'string' }],
  },
] as const

// a contract that does not implement a getter gets null, not a failed pass
const settled = <T>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : null)

export async function readTokenInfo(
  client: PublicClient,
  address: string,
  kind: TokenInfo['kind'],
): Promise<TokenInfo> {
  const contract = { address: address as Address, abi: erc20Abi } as const
  const [name, symbol, decimals] = await Promise.allSettled([
    client.readContract({ ...contract, functionName: 'name' }),
    client.readContract({ ...contract, functionName: 'symbol' }),
    kind === 'erc20' ? client.readContract({ ...contract, functionName: 'decimals' }) : Promise.resolve(null),
  ])
  return {
    address: address.toLowerCase(),
    kind,
    name: settled(name),
    symbol: settled(symbol),
    decimals: settled(decimals),
  }
}

export async function readTokenUri(client: PublicClient, contract: string, tokenId: string): Promise<string | null> {
  try {
    return await client.readContract({
      address: contract as Address,
      abi: erc721MetadataAbi,
      functionName: 'tokenURI',
      args: [BigInt(tokenId)],
    })
  } catch {
    return null
  }
}

export async function storedTokens(
  db: Kysely<Database>,
  chainId: number,
  addresses: string[],
): Promise<Map<string, TokenInfo>> {
  if (addresses.length === 0) return new Map()
  const rows = await db
    .selectFrom('chain_tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where(
      'address',
      'in',
      addresses.map((address) => address.toLowerCase()),
    )
    .execute()
  return new Map(
    rows.map((row) => [
      row.address,
      { address: row.address, kind: row.kind, name: row.name, symbol: row.symbol, decimals: row.decimals },
    ]),
  )
}

export async function storeTokens(db: Kysely<Database>, chainId: number, tokens: TokenInfo[]): Promise<void> {
  if (tokens.length === 0) return
  await db
    .insertInto('chain_tokens')
    .values(tokens.map((token) => ({ chain_id: chainId, ...token })))
    .onConflict((conflict) => conflict.columns(['chain_id', 'address']).doNothing())
    .execute()
}

/** metadata of ERC-20 contracts: stored ones, and the others read live once (then stored) */
export async function fungibleTokens(
  context: CloudContext,
  chainId: number,
  addresses: string[],
): Promise<Map<string, TokenInfo>> {
  const known = await storedTokens(context.db, chainId, addresses)
  const chain = findChain(context, chainId)
  const missing = [...new Set(addresses.map((address) => address.toLowerCase()))].filter(
    (address) => !known.has(address),
  )
  if (chain && missing.length > 0) {
    const read = await Promise.all(missing.map((address) => readTokenInfo(chainClient(chain), address, 'erc20')))
    // only contracts that answered are remembered; a typo'd address is retried next time
    const answered = read.filter((token) => token.symbol !== null)
    await storeTokens(context.db, chainId, answered)
    for (const token of answered) known.set(token.address, token)
  }
  return known
}

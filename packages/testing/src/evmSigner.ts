// The private-key wallet's signer, run in the test's process behind a Playwright binding: the key never enters the
// page (and the phone wallet's, in Node). Apart from the page script, which only asks it, and from the installer, which exposes it.
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * What the private-key wallet's binding answers: the signing methods with viem's local account, and
 * eth_sendTransaction signed here and sent raw to the RPC URL of the wallet's current chain. Shared by the phone wallet,
 * which holds the account itself.
 */
export function evmSigner(key: Hex | LocalAccount, chains: Record<number, string>) {
  const account = typeof key === 'string' ? privateKeyToAccount(key) : key
  const known = new Map<number, Chain>()
  const chainOf = (chainId: number, rpcUrl: string) => {
    if (!known.has(chainId))
      known.set(
        chainId,
        defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        }),
      )
    return known.get(chainId) as Chain
  }
  const bigint = (value: unknown) => (typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined)
  return async (method: string, params: unknown[], chainId: number, rpcUrl: string | undefined): Promise<unknown> => {
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_sign':
        if (!account.sign) throw new Error('this account does not sign raw hashes')
        return account.sign({ hash: params[1] as Hex })
      case 'eth_signTypedData_v4': {
        const typed = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = typed.types
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        if (!rpcUrl) throw new Error(`the wallet has no RPC URL for chain ${chainId}`)
        const chain = chainOf(chainId, rpcUrl ?? chains[chainId] ?? '')
        const request = params[0] as Record<string, unknown>
        const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
        return client.sendTransaction({
          to: request.to as Hex | undefined,
          data: request.data as Hex | undefined,
          value: bigint(request.value),
          gas: bigint(request.gas),
          nonce: request.nonce === undefined ? undefined : Number(request.nonce),
        } as Parameters<typeof client.sendTransaction>[0])
      }
      default:
        throw new Error(`the private-key signer does not answer ${method}`)
    }
  }
}

// Token approvals from the cloud's indexer: GET /v1/account/{address}/approvals, the standing pairs with their current
// values as the cloud read them from its node, in the shape the Approvals view lists.
import { UNLIMITED_THRESHOLD } from '../approvals/constants.ts'
import type { LiveApproval } from '../approvals/live.ts'
import type { CloudHttp } from './http.ts'

/** one item of the cloud's answer (addresses in EIP-55's mixed case, amount in the token's smallest unit) */
export type CloudApproval =
  | {
      kind: 'allowance'
      token: string
      spender: string
      amount: string
      symbol: string | null
      decimals: number | null
    }
  | { kind: 'operator'; collection: string; operator: string; symbol: string | null }

/** the cloud's items as the view lists them; an item of a kind this client does not know is left out */
export function toLiveApprovals(items: readonly CloudApproval[]): LiveApproval[] {
  return items.flatMap((item): LiveApproval[] => {
    if (item.kind === 'operator')
      return [
        { kind: 'operator', collection: item.collection, operator: item.operator, symbol: item.symbol ?? undefined },
      ]
    if (item.kind !== 'allowance') return []
    const amount = BigInt(item.amount)
    return [
      {
        kind: 'allowance',
        token: item.token,
        spender: item.spender,
        amount,
        unlimited: amount >= UNLIMITED_THRESHOLD,
        symbol: item.symbol ?? undefined,
        decimals: item.decimals ?? undefined,
      },
    ]
  })
}

/** the approvals `address` has given that still stand on `chainId` (CAIP-2), the last given first */
export async function fetchApprovals(http: CloudHttp, address: string, chainId: string): Promise<LiveApproval[]> {
  const answer = await http.get<{ data?: CloudApproval[] }>(`/v1/account/${encodeURIComponent(address)}/approvals`, {
    chainId,
  })
  return toLiveApprovals(answer?.data ?? [])
}

// Transaction history (SPEC §7 ): GET /v1/account/{address}/history with chainId and a cursor.
import type { CloudHttp } from './http.ts'
import type { CloudNft, HistoryPage } from './types.ts'

export async function fetchHistory(
  http: CloudHttp,
  address: string,
  chainId: string,
  cursor?: string,
): Promise<HistoryPage> {
  const page = await http.get<Partial<HistoryPage>>(`/v1/account/${encodeURIComponent(address)}/history`, {
    chainId,
    cursor,
  })
  return { data: page?.data ?? [], next: page?.next ?? null }
}

export async function fetchNfts(http: CloudHttp, address: string, chainId: string): Promise<CloudNft[]> {
  const response = await http.get<{ data?: CloudNft[] }>(`/v1/account/${encodeURIComponent(address)}/nfts`, { chainId })
  return response?.data ?? []
}

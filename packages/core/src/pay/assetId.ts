// CAIP-19 asset ids, namespace-neutral: `<namespace>:<reference>/<asset namespace>:<asset reference>`. A chain's
// native coin is `slip44:<coin type>` (eip155: 60, solana: 501); a fungible token `erc20:0x…` on eip155 or
// `token:<mint>` on solana. What an adapter needs from it: the network and, for a token, its address.

export interface ParsedAsset {
  /** CAIP-2 */
  network: string
  namespace: string
  kind: 'native' | 'token'
  /** the token's contract or mint; absent for the native coin */
  tokenAddress?: string
}

const CAIP19 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/
const TOKEN_RULES: Record<string, { namespace: string; reference: RegExp }> = {
  erc20: { namespace: 'eip155', reference: /^0x[0-9a-fA-F]{40}$/ },
  token: { namespace: 'solana', reference: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ },
}

/** the parsed asset, or undefined when it is not a CAIP-19 id Latch can pay with */
export function parseAssetId(asset: string): ParsedAsset | undefined {
  const match = CAIP19.exec(asset.trim())
  if (!match) return undefined
  const [, namespace, reference, assetNamespace, assetReference] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ]
  const network = `${namespace}:${reference}`
  if (assetNamespace === 'slip44')
    return /^\d{1,10}$/.test(assetReference) ? { network, namespace, kind: 'native' } : undefined
  const rule = TOKEN_RULES[assetNamespace]
  if (!rule || rule.namespace !== namespace || !rule.reference.test(assetReference)) return undefined
  return { network, namespace, kind: 'token', tokenAddress: assetReference }
}

// The wallet as a Farcaster client: reads a Sign In With Farcaster link, builds and signs the EIP-4361 message
// with the custody account and posts it to the relay (docs/design/farcaster-and-signing.md 1.1, 1.4).
import { createSiweMessage } from 'viem/siwe'
import type { LocalAccount } from 'viem'

/** Farcaster's chain (Optimism): SIWF messages name it, whatever chain the app is on */
export const FARCASTER_CHAIN_ID = 10
export const FARCASTER_STATEMENT = 'Farcaster Auth'
export const INCOMPLETE_LINK = 'This Farcaster link is incomplete'

export interface FarcasterLink {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

export interface FarcasterIdentity {
  relayUrl: string
  fid: number
  username: string
}

/** the relay's links open this wallet at '#farcaster?channelToken=…&nonce=…&siweUri=…&domain=…' */
export const isFarcasterRoute = (hash: string) => /^#farcaster(\?|$)/.test(hash)

export function parseFarcasterLink(hash: string): FarcasterLink {
  const query = new URLSearchParams(hash.slice(hash.indexOf('?') + 1 || hash.length))
  const required = (name: string) => {
    const value = query.get(name)
    if (!value) throw new Error(INCOMPLETE_LINK)
    return value
  }
  const optional = (name: 'notBefore' | 'expirationTime' | 'requestId') => {
    const value = query.get(name)
    return value ? { [name]: value } : {}
  }
  return {
    channelToken: required('channelToken'),
    nonce: required('nonce'),
    siweUri: required('siweUri'),
    domain: required('domain'),
    ...optional('notBefore'),
    ...optional('expirationTime'),
    ...optional('requestId'),
  }
}

/** the SIWF message the custody account signs (EIP-4361 with Farcaster's statement, chain and fid resource) */
export function farcasterMessage(link: FarcasterLink, address: `0x${string}`, fid: number, issuedAt: Date): string {
  return createSiweMessage({
    domain: link.domain,
    address,
    statement: FARCASTER_STATEMENT,
    uri: link.siweUri,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce: link.nonce,
    issuedAt,
    resources: [`farcaster://fid/${fid}`],
    ...(link.notBefore ? { notBefore: new Date(link.notBefore) } : {}),
    ...(link.expirationTime ? { expirationTime: new Date(link.expirationTime) } : {}),
    ...(link.requestId ? { requestId: link.requestId } : {}),
  })
}

/** the relay's authenticate call for a signed message */
export function authenticateRequest(
  link: FarcasterLink,
  identity: FarcasterIdentity,
  signed: { message: string; signature: `0x${string}` },
): { url: string; init: RequestInit } {
  return {
    url: `${identity.relayUrl.replace(/\/+$/, '')}/v1/channel/authenticate`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${link.channelToken}` },
      body: JSON.stringify({ ...signed, fid: identity.fid, username: identity.username }),
    },
  }
}

/** Approve: sign with the custody account and hand the signature to the relay, where the app's poll finds it */
export async function approveFarcasterSignIn(
  link: FarcasterLink,
  account: LocalAccount,
  identity: FarcasterIdentity,
  options: { fetch?: typeof fetch; now?: Date } = {},
): Promise<void> {
  const message = farcasterMessage(link, account.address, identity.fid, options.now ?? new Date())
  const signature = await account.signMessage({ message })
  const { url, init } = authenticateRequest(link, identity, { message, signature })
  const response = await (options.fetch ?? fetch)(url, init)
  if (!response.ok) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: unknown }
    throw new Error(
      `The Farcaster relay refused the sign-in (${response.status}${typeof error === 'string' ? `: ${error}` : ''})`,
    )
  }
}

// Checks a sign-in message (EIP-4361, CAIP-122 for eip155) against its fields, the project, the clock and the
// signature. The signature is verified by viem against the chain's node when the cloud has one for the chain,
// so smart-contract wallets verify too (ERC-1271 deployed, ERC-6492 counterfactual); otherwise by ecrecover.
import { isOriginAllowed } from '@latch/core'
import { createPublicClient, type Hex, http, verifyMessage, type PublicClient } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { CloudConfig } from '../config.ts'
import type { Project } from '../projects/store.ts'

export const SESSION_TEXTS = {
  mismatch: 'The message does not match its fields',
  unsupportedNamespace: 'Unsupported chain namespace',
  wrongDomain: 'Domain or URI not allowed for this project',
  expired: 'The message has expired',
  notYetValid: 'The message is not valid yet',
  badNonce: 'Invalid or used nonce',
  badSignature: 'Invalid signature',
  notFound: 'Session not found',
  revoked: 'Session revoked',
  sessionExpired: 'Session expired',
  notOwner: 'The account or signature does not match the session',
} as const

export interface SignInInput {
  chainId: string
  accountAddress: string
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  message: string
  signature: string
}

export type Checked = { ok: true; chainId: number; address: Hex; expiresAt?: number } | { ok: false; status: 400 | 401 | 403; error: string }

const sameTime = (a: string | undefined, b: Date | undefined) => (a === undefined ? b === undefined : b !== undefined && Date.parse(a) === b.getTime())

/** everything but the nonce and the signature: the parsed message equals the fields, the project allows its URI,
 * and the clock is inside its validity */
export function checkMessage(input: SignInInput, project: Project, requestOrigin: string | undefined, now: number): Checked {
  const [namespace, reference] = input.chainId.split(':')
  if (namespace !== 'eip155') return { ok: false, status: 400, error: SESSION_TEXTS.unsupportedNamespace }
  const parsed = parseSiweMessage(input.message)
  const same =
    parsed.address?.toLowerCase() === input.accountAddress.toLowerCase() &&
    String(parsed.chainId) === reference &&
    parsed.domain === input.domain &&
    parsed.uri === input.uri &&
    parsed.version === input.version &&
    parsed.nonce === input.nonce &&
    sameTime(input.issuedAt, parsed.issuedAt) &&
    sameTime(input.expirationTime, parsed.expirationTime) &&
    sameTime(input.notBefore, parsed.notBefore) &&
    (parsed.statement ?? undefined) === (input.statement ?? undefined) &&
    (parsed.requestId ?? undefined) === (input.requestId ?? undefined) &&
    JSON.stringify(parsed.resources ?? []) === JSON.stringify(input.resources ?? [])
  if (!same || !parsed.address || !parsed.chainId) return { ok: false, status: 400, error: SESSION_TEXTS.mismatch }

  let uri: URL
  try {
    uri = new URL(input.uri)
  } catch {
    return { ok: false, status: 400, error: SESSION_TEXTS.wrongDomain }
  }
  // the message names the page that asked (domain = its host), the project allows that page, and a browser call
  // comes from it
  const domainMatches = uri.host === input.domain
  const allowed = isOriginAllowed(uri.origin, project.allowedOrigins)
  const fromThere = !requestOrigin || requestOrigin === uri.origin
  if (!domainMatches || !allowed || !fromThere) return { ok: false, status: 403, error: SESSION_TEXTS.wrongDomain }

  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now) return { ok: false, status: 401, error: SESSION_TEXTS.expired }
  if (parsed.notBefore && parsed.notBefore.getTime() > now) return { ok: false, status: 401, error: SESSION_TEXTS.notYetValid }
  return { ok: true, chainId: parsed.chainId, address: parsed.address, expiresAt: parsed.expirationTime?.getTime() }
}

// one client per configured node and config, made on first use
const clients = new WeakMap<CloudConfig, Map<number, PublicClient>>()

function clientFor(config: CloudConfig, chainId: number): PublicClient | undefined {
  const chain = config.chains.find((entry) => entry.chainId === chainId)
  if (!chain) return undefined
  let byChain = clients.get(config)
  if (!byChain) clients.set(config, (byChain = new Map()))
  let client = byChain.get(chainId)
  if (!client) byChain.set(chainId, (client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient))
  return client
}

/** the signature is the account's: through the chain's node (EOA, ERC-1271, ERC-6492), else ecrecover only */
export async function signatureValid(config: CloudConfig, input: SignInInput, checked: { chainId: number; address: Hex }, now: number): Promise<boolean> {
  const signature = input.signature as Hex
  const client = clientFor(config, checked.chainId)
  try {
    if (!client) return await verifyMessage({ address: checked.address, message: input.message, signature })
    return await verifySiweMessage(client, { message: input.message, signature, domain: input.domain, nonce: input.nonce, time: new Date(now) })
  } catch {
    return false
  }
}

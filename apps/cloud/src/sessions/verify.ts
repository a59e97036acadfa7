// Checks a sign-in message (CAIP-122: EIP-4361 on eip155, Sign In With Solana on solana, the Bitcoin text on bip122)
// against its fields, the project, the clock and the signature. An EVM signature is verified by viem against the
// chain's node when the cloud has one for the chain, so smart-contract wallets verify too (ERC-1271 deployed,
// ERC-6492 counterfactual), otherwise by ecrecover; Solana's is ed25519, Bitcoin's BIP-322 (bip322.ts).
import { isOriginAllowed } from '@latch/core/internal'
import { chainLabelOf, ed25519SignatureValid, parseCaip122Text } from '@latch/core/server'
import { createPublicClient, type Hex, http, verifyMessage, type PublicClient } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { CloudConfig } from '../config.ts'
import type { Project } from '../projects/store.ts'
import { bip322SignatureValid } from './bip322.ts'

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

export type Checked =
  | { ok: true; namespace: string; address: string; expiresAt?: number }
  | { ok: false; status: 400 | 401 | 403; error: string }
type Refusal = Extract<Checked, { ok: false }>

const sameTime = (a: string | undefined, b: Date | undefined) =>
  a === undefined ? b === undefined : b !== undefined && Date.parse(a) === b.getTime()

const sameFields = (
  input: SignInInput,
  parsed: { statement?: string | undefined; requestId?: string | undefined; resources?: string[] | undefined },
) =>
  (parsed.statement ?? undefined) === (input.statement ?? undefined) &&
  (parsed.requestId ?? undefined) === (input.requestId ?? undefined) &&
  JSON.stringify(parsed.resources ?? []) === JSON.stringify(input.resources ?? [])

/** the EIP-4361 text equals the fields: its address and chain id */
function evmMessage(input: SignInInput, reference: string | undefined): Checked {
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
    sameFields(input, parsed)
  if (!same || !parsed.address || !parsed.chainId) return { ok: false, status: 400, error: SESSION_TEXTS.mismatch }
  return { ok: true, namespace: 'eip155', address: parsed.address, expiresAt: parsed.expirationTime?.getTime() }
}

/** the Solana or Bitcoin text equals the fields; Solana's Chain ID line names the cluster of the CAIP-2 id */
function caip122Message(input: SignInInput, namespace: string): Checked {
  const parsed = parseCaip122Text(input.message)
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
  const same =
    parsed !== undefined &&
    parsed.chainId.split(':')[0] === namespace &&
    parsed.accountAddress === input.accountAddress &&
    parsed.chainLabel === chainLabelOf(input.chainId) &&
    parsed.domain === input.domain &&
    parsed.uri === input.uri &&
    parsed.version === input.version &&
    parsed.nonce === input.nonce &&
    sameTime(input.issuedAt, date(parsed.issuedAt)) &&
    sameTime(input.expirationTime, date(parsed.expirationTime)) &&
    sameTime(input.notBefore, date(parsed.notBefore)) &&
    sameFields(input, parsed)
  if (!same) return { ok: false, status: 400, error: SESSION_TEXTS.mismatch }
  return {
    ok: true,
    namespace,
    address: parsed.accountAddress,
    ...(parsed.expirationTime ? { expiresAt: Date.parse(parsed.expirationTime) } : {}),
  }
}

/** everything but the nonce and the signature: the parsed message equals the fields, the project allows its URI,
 * and the clock is inside its validity */
export function checkMessage(
  input: SignInInput,
  project: Project,
  requestOrigin: string | undefined,
  now: number,
): Checked {
  const [namespace = '', reference] = input.chainId.split(':')
  const checked =
    namespace === 'eip155'
      ? evmMessage(input, reference)
      : namespace === 'solana' || namespace === 'bip122'
        ? caip122Message(input, namespace)
        : undefined
  if (!checked) return { ok: false, status: 400, error: SESSION_TEXTS.unsupportedNamespace }
  if (!checked.ok) return checked

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

  const refusal = outsideValidity(input, now)
  return refusal ?? checked
}

/** the message's expiration passed, or its not-before is still ahead */
function outsideValidity(input: SignInInput, now: number): Refusal | undefined {
  if (input.expirationTime && Date.parse(input.expirationTime) <= now)
    return { ok: false, status: 401, error: SESSION_TEXTS.expired }
  if (input.notBefore && Date.parse(input.notBefore) > now)
    return { ok: false, status: 401, error: SESSION_TEXTS.notYetValid }
  return undefined
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
export async function signatureValid(
  config: CloudConfig,
  input: SignInInput,
  checked: { namespace: string; address: string },
  now: number,
): Promise<boolean> {
  if (checked.namespace === 'solana') return ed25519SignatureValid(checked.address, input.message, input.signature)
  if (checked.namespace === 'bip122') return bip322SignatureValid(checked.address, input.message, input.signature)
  const signature = input.signature as Hex
  const client = clientFor(config, Number(input.chainId.split(':')[1]))
  try {
    if (!client) return await verifyMessage({ address: checked.address as Hex, message: input.message, signature })
    return await verifySiweMessage(client, {
      message: input.message,
      signature,
      domain: input.domain,
      nonce: input.nonce,
      time: new Date(now),
    })
  } catch {
    return false
  }
}

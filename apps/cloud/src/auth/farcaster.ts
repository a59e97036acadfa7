// Sign In With Farcaster (docs/design/farcaster-and-signing.md §1.2): a channel at Farcaster's relay, then the
// EIP-4361 message the user's Farcaster client signed, checked against the custody address the IdRegistry records.
import { randomBytes } from 'node:crypto'
import { type Address, createPublicClient, type Hex, http, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { FarcasterConfig } from '../config.ts'
import { type AuthDeps, authError } from './deps.ts'
import { AUTH_TEXTS, FARCASTER_CHANNEL_LIFETIME_MS } from './limits.ts'
import { hashToken, randomToken } from './secrets.ts'
import type { SocialProfile } from './users.ts'
import { firstLine, log } from '../observe/logger.ts'

/** what every Farcaster client signs: EIP-4361 on Optimism with this statement */
export const SIWF_CHAIN_ID = 10
export const SIWF_STATEMENT = 'Farcaster Auth'
export const fidResource = (fid: number) => `farcaster://fid/${fid}`

const RELAY_TIMEOUT_MS = 10_000

const custodyOfAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'owner', type: 'address' }],
  },
] as const

const relayChannelAnswer = z.object({
  channelToken: z.string().min(1).max(256),
  // the frame hands it to the page, whose reply schema takes http(s) links only
  url: z.url({ protocol: /^https?$/ }).max(4096),
})
const relayStatusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().min(1).max(8192),
    signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/),
    fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    username: z.string().min(1).max(256).nullish(),
  }),
])
type CompletedSignIn = Extract<z.infer<typeof relayStatusAnswer>, { state: 'completed' }>

export interface SiwfExpectation {
  domain: string
  siweUri: string
  nonce: string
  /** the fid the relay reports */
  fid: number
  /** ms since the epoch, our clock */
  now: number
}

/** the message's address when its fields are what we asked for, else why not (the signature is checked on chain) */
export function checkSiwfMessage(text: string, expected: SiwfExpectation): { address: Address } | { problem: string } {
  const message = parseSiweMessage(text)
  const problem = (reason: string) => ({ problem: reason })
  if (!message.address || !message.issuedAt || Number.isNaN(message.issuedAt.getTime()))
    return problem('not an EIP-4361 message')
  if (message.version !== '1') return problem(`version ${message.version}`)
  if (message.domain !== expected.domain) return problem(`domain ${message.domain} is not ${expected.domain}`)
  if (message.uri !== expected.siweUri) return problem(`uri ${message.uri} is not ${expected.siweUri}`)
  if (message.nonce !== expected.nonce) return problem('nonce is not the channel nonce')
  if (message.chainId !== SIWF_CHAIN_ID) return problem(`chain id ${message.chainId} is not ${SIWF_CHAIN_ID}`)
  if (message.statement !== SIWF_STATEMENT) return problem(`statement ${message.statement} is not ${SIWF_STATEMENT}`)
  if (!message.resources?.includes(fidResource(expected.fid)))
    return problem(`resources do not name fid ${expected.fid}`)
  // an unreadable date compares false, so it is refused too
  if (message.notBefore && !(message.notBefore.getTime() <= expected.now)) return problem('not valid yet')
  if (message.expirationTime && !(expected.now < message.expirationTime.getTime())) return problem('expired')
  return { address: message.address }
}

const clients = new Map<string, PublicClient>()
const clientOf = (rpcUrl: string) => {
  let client = clients.get(rpcUrl)
  if (!client)
    clients.set(rpcUrl, (client = createPublicClient({ transport: http(rpcUrl, { timeout: RELAY_TIMEOUT_MS }) })))
  return client
}

/** why the signed message does not sign in its fid, or undefined when it does */
async function refusalOf(
  config: FarcasterConfig,
  signIn: CompletedSignIn,
  nonce: string,
  now: number,
): Promise<string | undefined> {
  const checked = checkSiwfMessage(signIn.message, {
    domain: config.domain,
    siweUri: config.siweUri,
    nonce,
    fid: signIn.fid,
    now,
  })
  if ('problem' in checked) return checked.problem
  const client = clientOf(config.idRegistry.rpcUrl)
  const custody = await client.readContract({
    address: config.idRegistry.address as Address,
    abi: custodyOfAbi,
    functionName: 'custodyOf',
    args: [BigInt(signIn.fid)],
  })
  if (isAddressEqual(custody, zeroAddress)) return `fid ${signIn.fid} is not registered`
  if (!isAddressEqual(checked.address, custody))
    return `the message names ${checked.address}, not the custody address ${custody}`
  // verifyMessage on the chain's client also accepts a contract custody account (ERC-1271)
  const valid = await client.verifyMessage({
    address: custody,
    message: signIn.message,
    signature: signIn.signature as Hex,
  })
  return valid ? undefined : 'the signature is not by the custody address'
}

const relayEndpoint = (config: FarcasterConfig, path: string) => `${config.relayUrl.replace(/\/+$/, '')}${path}`
const refused = () => authError(401, AUTH_TEXTS.farcasterFailed)

export type FarcasterStatus = { state: 'pending' } | { state: 'completed'; profile: SocialProfile }

/**
 * A channel at the relay for a nonce of ours. The frame gets our own channel token, not the relay's: the relay's is
 * in the link the page shows (and the QR code), so whoever sees the link cannot finish the sign-in here.
 */
export async function openFarcasterChannel(deps: AuthDeps, config: FarcasterConfig, projectId: string) {
  // EIP-4361 nonces are alphanumeric
  const nonce = randomBytes(16).toString('hex')
  let channel: z.infer<typeof relayChannelAnswer>
  try {
    const response = await fetch(relayEndpoint(config, '/v1/channel'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ siweUri: config.siweUri, domain: config.domain, nonce }),
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`the relay answered ${response.status}`)
    channel = relayChannelAnswer.parse(await response.json())
  } catch (error) {
    log.warn({ component: 'auth', error: firstLine(error) }, 'farcaster channel failed')
    throw authError(502, AUTH_TEXTS.farcasterFailed)
  }
  // channels nobody polled to the end would otherwise stay forever
  await deps.db.deleteFrom('auth_farcaster_channels').where('expires_at', '<=', deps.now()).execute()
  const channelToken = randomToken()
  await deps.db
    .insertInto('auth_farcaster_channels')
    .values({
      channel_token: hashToken(channelToken),
      relay_channel_token: channel.channelToken,
      project_id: projectId,
      nonce,
      expires_at: deps.now() + FARCASTER_CHANNEL_LIFETIME_MS,
    })
    .execute()
  return { url: channel.url, channelToken }
}

async function relayStatusOf(config: FarcasterConfig, relayChannelToken: string) {
  const response = await fetch(relayEndpoint(config, '/v1/channel/status'), {
    headers: { authorization: `Bearer ${relayChannelToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
  })
  if (response.status === 401) return undefined
  if (!response.ok) throw new Error(`the relay answered ${response.status}`)
  return relayStatusAnswer.parse(await response.json())
}

/** pending, or the verified fid as a social profile; the channel is spent by a completed answer either way */
export async function farcasterChannelStatus(
  deps: AuthDeps,
  config: FarcasterConfig,
  projectId: string,
  channelToken: string,
): Promise<FarcasterStatus> {
  const key = hashToken(channelToken)
  const drop = () => deps.db.deleteFrom('auth_farcaster_channels').where('channel_token', '=', key).executeTakeFirst()
  const row = await deps.db
    .selectFrom('auth_farcaster_channels')
    .selectAll()
    .where('channel_token', '=', key)
    .executeTakeFirst()
  if (!row || row.project_id !== projectId) throw refused()
  if (Number(row.expires_at) <= deps.now()) {
    await drop()
    throw refused()
  }
  let status: z.infer<typeof relayStatusAnswer> | undefined
  try {
    status = await relayStatusOf(config, row.relay_channel_token)
  } catch (error) {
    log.warn({ component: 'auth', error: firstLine(error) }, 'farcaster status failed')
    throw authError(502, AUTH_TEXTS.farcasterFailed)
  }
  if (!status) {
    // the relay no longer knows the channel
    await drop()
    throw refused()
  }
  if (status.state === 'pending') return { state: 'pending' }
  const refusal = await refusalOf(config, status, row.nonce, deps.now()).catch(
    (error: unknown) => `verification failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  // a raced second poll loses the delete
  const taken = await drop()
  if (refusal) log.warn({ component: 'auth', fid: status.fid, refusal }, 'farcaster sign-in refused')
  if (refusal || Number(taken.numDeletedRows) !== 1) throw refused()
  return {
    state: 'completed',
    profile: {
      provider: 'farcaster',
      issuer: 'farcaster',
      subject: String(status.fid),
      email: null,
      emailVerified: false,
      userName: status.username ?? null,
    },
  }
}

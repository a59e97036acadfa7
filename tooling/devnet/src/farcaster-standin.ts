// Stand-ins for Farcaster's relay (relay.farcaster.xyz, AuthKit relay API), its client (Warpcast) and its IdRegistry on Optimism, which don't run here.
// docs/design/farcaster-and-signing.md §1.1: the relay keeps channels in memory; the IdRegistry is a 12-byte
// contract on anvil whose custodyOf(fid) reads storage slot fid; the client signs the SIWF message with viem.
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createTestClient, type Hex, http, numberToHex, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { z } from 'zod'

/** Farcaster's IdRegistry on Optimism; the stand-in takes the same address on the devnet chain */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** PUSH1 4 CALLDATALOAD SLOAD PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: any call answers sload(calldata[4:36]) */
export const ID_REGISTRY_STANDIN_CODE: Hex = '0x6004355460005260206000f3'
/** what Farcaster clients sign: EIP-4361 on Optimism with this statement */
export const SIWF_CHAIN_ID = 10
export const SIWF_STATEMENT = 'Farcaster Auth'

const DEFAULT_CHANNEL_LIFETIME_MS = 300_000
const MAX_BODY_BYTES = 64 * 1024

const isoTime = z.iso.datetime({ offset: true })
const channelBody = z.object({
  siweUri: z.url(),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,128}$/)
    .optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: z.string().max(256).optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/),
  fid: z.number().int().positive(),
  username: z.string().min(1).max(256),
  displayName: z.string().max(256).optional(),
  bio: z.string().max(1024).optional(),
  pfpUrl: z.url().optional(),
})

interface Channel {
  nonce: string
  url: string
  expiresAt: number
  completed?: z.infer<typeof authenticateBody>
}

export interface FarcasterRelayStandinOptions {
  host?: string
  /** 0 (default): a free port */
  port?: number
  /** the Farcaster client's sign-in page; the channel link is this plus `?channelToken=…&nonce=…&siweUri=…&domain=…` */
  clientUrl: string
  channelLifetimeMs?: number
  /** ms since the epoch; tests move it by hand */
  now?: () => number
}

export interface FarcasterRelayStandin {
  /** 'http://<host>:<port>', no trailing slash */
  url: string
  close(): Promise<void>
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const UNAUTHORIZED = new HttpError(401, 'Unauthorized')

function send(response: ServerResponse, status: number, body?: unknown): void {
  // the Farcaster client page (another origin) posts here from the browser, as Warpcast's web client would
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'cache-control': 'no-store',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}

async function readJson<S extends z.ZodType>(request: IncomingMessage, schema: S): Promise<z.infer<S>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new HttpError(400, 'Body is not valid JSON')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new HttpError(
      400,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
    )
  return parsed.data
}

/** the channel link: clientUrl plus the fields the client signs (the stand-in client reads them back) */
function channelLink(clientUrl: string, fields: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return `${clientUrl}${clientUrl.includes('?') ? '&' : '?'}${query}`
}

export async function startFarcasterRelayStandin(
  options: FarcasterRelayStandinOptions,
): Promise<FarcasterRelayStandin> {
  const {
    host = '127.0.0.1',
    port = 0,
    clientUrl,
    channelLifetimeMs = DEFAULT_CHANNEL_LIFETIME_MS,
    now = Date.now,
  } = options
  if (!URL.canParse(clientUrl)) throw new Error(`Farcaster relay stand-in: clientUrl is not a URL: ${clientUrl}`)
  const channels = new Map<string, Channel>()

  function channelOf(request: IncomingMessage): Channel {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (!token || !channel) throw UNAUTHORIZED
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      throw UNAUTHORIZED
    }
    return channel
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    const call = `${request.method} ${path}`
    if (request.method === 'OPTIONS') return send(response, 204)
    if (call === 'POST /v1/channel') {
      const body = await readJson(request, channelBody)
      const channelToken = randomUUID()
      const nonce = body.nonce ?? randomBytes(16).toString('hex')
      const url = channelLink(clientUrl, {
        channelToken,
        nonce,
        siweUri: body.siweUri,
        domain: body.domain,
        notBefore: body.notBefore,
        expirationTime: body.expirationTime,
        requestId: body.requestId,
      })
      channels.set(channelToken, { nonce, url, expiresAt: now() + channelLifetimeMs })
      return send(response, 201, { channelToken, url, nonce })
    }
    if (call === 'POST /v1/channel/authenticate') {
      const channel = channelOf(request)
      channel.completed = await readJson(request, authenticateBody)
      return send(response, 201, { state: 'completed' })
    }
    if (call === 'GET /v1/channel/status') {
      const { nonce, url, completed } = channelOf(request)
      if (!completed) return send(response, 202, { state: 'pending', nonce, url })
      return send(response, 200, { state: 'completed', nonce, url, ...completed })
    }
    send(response, 404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      send(response, status, { error: error instanceof Error ? error.message : 'Internal error' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Farcaster relay stand-in: port ${port} on ${host} is in use`) : error,
      ),
    )
    server.listen(port, host, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  let closed: Promise<void> | undefined
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closed
    },
  }
}

/** the cloud's `farcaster` setting for these stand-ins: the signed message names the frame's host and origin */
export const farcasterCloudConfig = (relayUrl: string, frameUrl: string, rpcUrl: string) => ({
  relayUrl,
  domain: new URL(frameUrl).host,
  siweUri: `${new URL(frameUrl).origin}/`,
  idRegistry: { rpcUrl },
})

const anvil = (rpcUrl: string) => createTestClient({ mode: 'anvil', transport: http(rpcUrl) })

/** puts the IdRegistry stand-in's code at `address` on an anvil chain */
export async function installIdRegistryStandin(rpcUrl: string, address: Address = ID_REGISTRY_ADDRESS): Promise<void> {
  await anvil(rpcUrl).setCode({ address, bytecode: ID_REGISTRY_STANDIN_CODE })
}

/** records `custody` as the custody address of `fid` (storage slot fid) */
export async function registerFid(
  rpcUrl: string,
  fid: number | bigint,
  custody: Address,
  address: Address = ID_REGISTRY_ADDRESS,
): Promise<void> {
  await anvil(rpcUrl).setStorageAt({ address, index: pad(numberToHex(fid)), value: pad(custody) })
}

export interface ApproveFarcasterSignInOptions {
  relayUrl: string
  /** the custody key of the fid */
  privateKey: Hex
  fid: number
  username: string
  displayName?: string
  /** the message's Issued At; default now */
  now?: Date
  /** fields of the signed message replaced, as a misbehaving client would (tests of the verifier's refusals) */
  override?: Partial<CreateSiweMessageParameters>
}

/** the channel fields of a Farcaster link, wherever its query sits (search or after a `#route`) */
export function farcasterLinkFields(link: string) {
  const query = new URLSearchParams(link.slice(link.indexOf('?') + 1))
  const required = (name: string) => {
    const value = query.get(name)
    if (!value) throw new Error(`Farcaster link has no ${name}: ${link}`)
    return value
  }
  const optional = (name: string) => query.get(name) ?? undefined
  return {
    channelToken: required('channelToken'),
    nonce: required('nonce'),
    siweUri: required('siweUri'),
    domain: required('domain'),
    notBefore: optional('notBefore'),
    expirationTime: optional('expirationTime'),
    requestId: optional('requestId'),
  }
}

/** the stand-in Farcaster client: signs the SIWF message for the link's channel and posts it to the relay */
export async function approveFarcasterSignIn(
  link: string,
  options: ApproveFarcasterSignInOptions,
): Promise<{ message: string; signature: Hex }> {
  const fields = farcasterLinkFields(link)
  const account = privateKeyToAccount(options.privateKey)
  const message = createSiweMessage({
    domain: fields.domain,
    address: account.address,
    statement: SIWF_STATEMENT,
    uri: fields.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: fields.nonce,
    issuedAt: options.now ?? new Date(),
    notBefore: fields.notBefore ? new Date(fields.notBefore) : undefined,
    expirationTime: fields.expirationTime ? new Date(fields.expirationTime) : undefined,
    requestId: fields.requestId,
    resources: [`farcaster://fid/${options.fid}`],
    ...options.override,
  })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${options.relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fields.channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature,
      fid: options.fid,
      username: options.username,
      displayName: options.displayName,
    }),
  })
  if (response.status !== 201)
    throw new Error(`Farcaster relay refused the sign-in: ${response.status} ${await response.text()}`)
  return { message, signature }
}

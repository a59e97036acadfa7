// What the frame page is told: its query (SPEC) and the server's injected <meta name="latch-frame-config">.
import { latchError } from '@latch/core'
import * as z from 'zod/mini'

export const CONFIG_META = 'latch-frame-config'

export interface FrameConfig {
  projectId: string
  chainId?: string
  version?: string
  enableLogger: boolean
  rpcUrl?: string
  cloudUrl: string
  allowedOrigins: string[]
  /** SPEC §7's default ancestors may embed the frame: development only (the server writes false in production) */
  defaultAncestors: boolean
  /** ERC-4337 bundler per EVM chain id: the smart-account-enabled networks */
  bundlers: Record<string, string>
}

const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(4096))
const meta = z.object({
  cloudUrl: httpUrl,
  allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1024)),
  bundlers: z.optional(z.record(z.string().check(z.regex(/^\d{1,15}$/)), httpUrl)),
  defaultAncestors: z.optional(z.literal(false)),
})
const projectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

export function readFrameConfig(location: Pick<Location, 'search'>, doc: Document): FrameConfig {
  const query = new URLSearchParams(location.search)
  const id = projectId.safeParse(query.get('projectId'))
  if (!id.success) throw latchError('FrameConfigInvalid', { params: { reason: 'The frame needs a projectId' } })
  const content = doc.querySelector(`meta[name="${CONFIG_META}"]`)?.getAttribute('content')
  let parsed: z.output<typeof meta>
  try {
    parsed = meta.parse(JSON.parse(content ?? ''))
  } catch {
    throw latchError('FrameConfigInvalid', { params: { reason: 'The frame configuration is missing or invalid' } })
  }
  const rpcUrl = httpUrl.safeParse(query.get('rpcUrl'))
  return {
    projectId: id.data,
    chainId: query.get('chainId') ?? undefined,
    version: query.get('version') ?? undefined,
    enableLogger: query.get('enableLogger') === 'true',
    rpcUrl: rpcUrl.success ? rpcUrl.data : undefined,
    cloudUrl: parsed.cloudUrl,
    allowedOrigins: parsed.allowedOrigins,
    defaultAncestors: parsed.defaultAncestors ?? true,
    bundlers: parsed.bundlers ?? {},
  }
}

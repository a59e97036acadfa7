// The client's address: the socket's peer, or — behind `trustProxy` proxies — the address the outermost trusted
// proxy saw (X-Forwarded-For read from the right, so a client cannot choose its own).
import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'

export function clientIp(c: Context, trustProxy: number): string | undefined {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress
  if (trustProxy === 0) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  // each trusted proxy appended the address it received from; the one before them is the client
  // a key part, not a free-form string: an address is at most 45 characters
  return (forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? peer)?.slice(0, 64)
}

// The client's address, the one every per-address limit of the cloud counts: the socket's peer, or — behind
// `trustProxy` proxies — the address the outermost trusted proxy saw (X-Forwarded-For read from the right, so a
// client cannot choose its own). An IPv6 client is counted by its /64, the block one subscriber usually holds.
import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/** an IPv6 address's eight groups, or undefined when it is not one */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0] ?? ''
  if (!isIPv6(bare)) return undefined
  let text = bare
  // a trailing dotted IPv4 part (::ffff:1.2.3.4) is two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const front = part(head)
  const back = tail === undefined ? [] : part(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/** the key a limit counts an address under: IPv4 as it is (an IPv4-mapped IPv6 address too), IPv6 by its /64 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address
  const groups = ipv6Groups(address)
  if (!groups) return address.slice(0, 64)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** the client behind `trustProxy` proxies that each appended the address they received from */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string | undefined {
  if (trustProxy === 0) return peer === undefined ? undefined : addressKey(peer)
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const client = forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? peer
  return client === undefined ? undefined : addressKey(client)
}

/** the client of an HTTP request; undefined for an in-process request (tests, no socket) */
export function clientIp(c: Context, trustProxy: number): string | undefined {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress
  return clientAddressOf(peer, c.req.header('x-forwarded-for'), trustProxy)
}

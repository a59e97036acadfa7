// The inbox answers only requests addressed to a loopback name: a page on another site that rebinds its own host
// name to 127.0.0.1 (DNS rebinding) still sends its own name as Host, and gets nothing.
import type { MiddlewareHandler } from 'hono'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** the host name of a Host header, without its port */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':')[0] ?? ''
}

export const loopbackHostOnly: MiddlewareHandler = async (c, next) => {
  if (!LOOPBACK_HOSTS.has(hostName(c.req.header('host'))))
    return c.json({ error: 'This inbox answers only on 127.0.0.1 or localhost' }, 421)
  return next()
}

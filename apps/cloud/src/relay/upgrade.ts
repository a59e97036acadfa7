// Who may open a relay socket, checked on the HTTP upgrade before any WebSocket exists: the path, a project the cloud
// knows, a valid relay-auth JWT, and so many sockets per client address. Apart from the socket loop that serves them.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { relayAddress, verifyRelayAuth } from './auth.ts'
import { clientAddressOf } from '../http/clientIp.ts'
import { INVALID_KEY, PROJECT_ID_MISSING } from '../projects/refusals.ts'

export interface UpgradeGateOptions {
  /** the relay's path on the HTTP server: other upgrades get 404 */
  path: string
  /** whether `projectId` (from the connection's query) names a project of this cloud: unknown ones are refused */
  projectKnown: (projectId: string) => Promise<boolean>
  /** the relay URLs clients are given; a JWT's `aud` must name one (else: the Host and path the client reached) */
  publicUrls?: string[]
  /** open sockets per client address in this process */
  maxConnectionsPerIp: number
  /** proxies in front whose X-Forwarded-For names the client's address */
  trustProxy?: number
  log: (line: string) => void
  /** an upgrade that passed every check: the socket opens for this client key and address */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, clientId: string, ip: string): void
}

export interface UpgradeGate {
  /** the HTTP server's 'upgrade' listener */
  onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** a socket of this address closed: its place is free again */
  releaseAddress(ip: string): void
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, error: string) {
  const body = JSON.stringify({ error })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function clientAddress(request: IncomingMessage, trustProxy: number): string {
  const forwarded = request.headers['x-forwarded-for']
  return (
    clientAddressOf(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      trustProxy,
    ) ?? 'unknown'
  )
}

export function createUpgradeGate(options: UpgradeGateOptions): UpgradeGate {
  const { path, maxConnectionsPerIp: maxPerIp, log } = options
  const audiences = new Set((options.publicUrls ?? []).map(relayAddress).filter((address) => address !== undefined))
  const perIp = new Map<string, number>()

  function releaseAddress(ip: string) {
    const left = (perIp.get(ip) ?? 1) - 1
    if (left > 0) perIp.set(ip, left)
    else perIp.delete(ip)
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (url.pathname !== path) return refuseUpgrade(socket, 404, 'Not Found', 'Not found')
    const projectId = url.searchParams.get('projectId')
    if (!projectId) return refuseUpgrade(socket, 400, 'Bad Request', PROJECT_ID_MISSING)
    const ip = clientAddress(request, options.trustProxy ?? 0)
    if ((perIp.get(ip) ?? 0) >= maxPerIp)
      return refuseUpgrade(socket, 429, 'Too Many Requests', 'Too many connections from this address')
    // the audience: a configured public relay URL, else the address the client reached (Host + path)
    const reached = `${String(request.headers.host ?? '').toLowerCase()}${path}`
    const auth = verifyRelayAuth(
      url.searchParams.get('auth'),
      (aud) => {
        const address = relayAddress(aud)
        return address !== undefined && (audiences.size ? audiences.has(address) : address === reached)
      },
      Date.now(),
    )
    if (!auth.ok) return refuseUpgrade(socket, 401, 'Unauthorized', `Unauthorized: ${auth.reason}`)
    // counted while the project is looked up: a burst of upgrades cannot pass the limit meanwhile
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1)
    options.projectKnown(projectId).then(
      (known) => {
        // a client gone meanwhile never reaches onConnection: its place is given back here
        if (!known || socket.destroyed || !socket.writable) {
          releaseAddress(ip)
          return known ? socket.destroy() : refuseUpgrade(socket, 401, 'Unauthorized', INVALID_KEY)
        }
        options.accept(request, socket, head, auth.clientId, ip)
      },
      (caught: unknown) => {
        releaseAddress(ip)
        log(`project lookup failed: ${String(caught)}`)
        refuseUpgrade(socket, 503, 'Service Unavailable', 'Service unavailable')
      },
    )
  }

  return { onUpgrade, releaseAddress }
}

// Unit-test helper: a real loopback HTTP server answering each path with a fixed status and body, and
// recording what it was asked. The boundary double for the unit tests (the integration tests use apps/cloud).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubResponse {
  status: number
  body?: unknown
}

export interface StubRequest {
  method: string
  path: string
  query: URLSearchParams
  body?: unknown
}

export async function startStubServer(routes: Record<string, StubResponse | ((request: StubRequest) => StubResponse)>) {
  const requests: StubRequest[] = []
  const server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://stub')
    const text = await readBody(incoming)
    const request: StubRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(request)
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname]
    const response =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { error: 'Not found' } })
    outgoing.writeHead(response.status, { 'content-type': 'application/json' })
    outgoing.end(response.body === undefined ? '' : JSON.stringify(response.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

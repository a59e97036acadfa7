// GET /metrics in Prometheus's text format: on the cloud's port (LATCH_METRICS=1) or a port of its own
// (LATCH_METRICS_PORT, which keeps it off the public address).
import { createServer, type Server } from 'node:http'
import { Hono } from 'hono'
import { metricsText } from './metrics.ts'

export function metricsRoutes() {
  const app = new Hono()
  app.get('/metrics', async () => {
    const { contentType, body } = await metricsText()
    return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } })
  })
  return app
}

/** the metrics alone on `port` of `host`; answers 404 to anything but GET /metrics */
export async function listenMetrics(
  host: string,
  port: number,
  text: typeof metricsText = metricsText,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
      return
    }
    text().then(
      ({ contentType, body }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}

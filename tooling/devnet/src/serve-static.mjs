// A small static file server for built pages (the demo, the bench app); loopback only.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, normalize, resolve } from 'node:path'
import { getMimeType } from 'hono/utils/mime'

/** serves `root`, falling back to index.html; resolves once listening */
export function serveStatic(root, { port = 0, host = '127.0.0.1' } = {}) {
  const base = resolve(root)
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(base, path)
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html')
      statSync(file)
    } catch {
      file = join(base, 'index.html')
    }
    response.writeHead(200, {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      resolvePromise({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

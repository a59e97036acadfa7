// A small static file server for built pages (the demo, the bench app); loopback only.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join, normalize, resolve } from 'node:path'
import { getMimeType } from 'hono/utils/mime'

/** serves `root`, falling back to index.html; resolves once listening. With `tls` ({ key, cert }), over HTTP/2 as a
 * production host serves it (HTTP/1.1 still answered) */
export function serveStatic(root, { port = 0, host = '127.0.0.1', tls } = {}) {
  const base = resolve(root)
  const handle = (request, response) => {
    const path = requestedPath(request.url)
    if (path === undefined) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad path')
      return
    }
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
    // a file removed between the stat and the read ends this response, not the server
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response)
  }
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle)
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      resolvePromise({
        url: `${tls ? 'https' : 'http'}://${host}:${address.port}`,
        port: address.port,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/** the request's path, decoded and normalized; undefined when it is not a path (`/%`, a NUL byte) */
function requestedPath(url) {
  try {
    const path = normalize(decodeURIComponent(new URL(url ?? '/', 'http://x').pathname))
    return path.includes('\0') ? undefined : path
  } catch {
    return undefined
  }
}

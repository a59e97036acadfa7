import { createServer } from 'node:net'

/** the ports this process handed out: the system may offer a port again once it is closed, before its user binds it */
const handedOut = new Set()

/** a TCP port on 127.0.0.1 that was free a moment ago, and that this process has not handed out before */
export async function freePort() {
  for (;;) {
    const port = await anyFreePort()
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** true when nothing listens on 127.0.0.1:port */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

// The pairing relay alone on a bare node:http server, in its own process (tsx: the relay is TypeScript), so the
// load generator and the relay do not share an event loop. Options as JSON in argv[2] ({ redisUrl?, rateLimit? });
// prints `READY <ws url>`; stops on SIGTERM or when the parent closes stdin (it never outlives the bench).
import { createServer } from 'node:http'
import { attachRelay } from '../../../../apps/cloud/src/relay/relay.ts'

const options = JSON.parse(process.argv[2] ?? '{}')
const server = createServer((_request, response) => response.writeHead(404).end())
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
// the relay alone, without the cloud's projects: every project id is admitted; quotas as large as the run needs
const relay = await attachRelay(server, {
  projectKnown: async () => true,
  storage: { maxBytes: 2 ** 40, maxTopics: 2 ** 30, maxBytesPerClient: 2 ** 40, maxTopicsPerClient: 2 ** 30 },
  ...options,
})
let stopping
const stop = () => {
  stopping ??= relay
    .close()
    .then(() => new Promise((resolve) => server.close(resolve)))
    .finally(() => process.exit(0))
  return stopping
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()
console.log(`READY ws://127.0.0.1:${server.address().port}${relay.path}`)

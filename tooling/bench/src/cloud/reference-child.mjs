// The reference of the cloud section: a plain node:http server, in its own process like the cloud, answering each
// path with the exact bytes and content type the cloud answered it with (read from the JSON file in argv[2]:
// { "<path?query>": { contentType, base64 } }). Prints `READY <url>`; stops on SIGTERM or when stdin closes.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, answer]) => [
    path,
    {
      headers: { 'content-type': answer.contentType, 'content-length': Buffer.from(answer.base64, 'base64').length },
      body: Buffer.from(answer.base64, 'base64'),
    },
  ]),
)

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) return response.writeHead(404).end()
  response.writeHead(200, answer.headers).end(answer.body)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()
console.log(`READY http://127.0.0.1:${server.address().port}`)

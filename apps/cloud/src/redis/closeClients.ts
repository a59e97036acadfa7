// Ending Redis connections at shutdown without hanging on a Redis that is gone: node-redis keeps a command (and a
// graceful close) waiting for a reconnect that never comes, so a SIGTERM would never finish.
import type { createClient } from 'redis'

type Client = Pick<ReturnType<typeof createClient>, 'close' | 'destroy' | 'isOpen'>

/** how long the last commands get to go out before the connections are cut */
export const REDIS_CLOSE_TIMEOUT_MS = 2_000

/** runs `last` (what still has to reach Redis), then closes every client; whatever is left after `ms` is cut */
export async function closeRedisClients(
  clients: readonly (Client | undefined)[],
  last: () => Promise<unknown> = async () => {},
  ms = REDIS_CLOSE_TIMEOUT_MS,
): Promise<void> {
  const open = clients.filter((client): client is Client => client !== undefined)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  const graceful = (async () => {
    await last().catch(() => undefined)
    await Promise.allSettled(open.map((client) => client.close()))
  })()
  await Promise.race([graceful, deadline])
  clearTimeout(timer)
  for (const client of open) if (client.isOpen) client.destroy()
}

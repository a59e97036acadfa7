// The last connection restored by an adapter's browser setup (lazyAdapter.ts), which loads after the first paint.
import type { AdapterContext } from './adapter.ts'

/** restores the last connection through the session when the instance asks for it; a failure, or no last wallet,
 * is a disconnect */
export function restoreLastConnection<S extends { reconnect(lastConnectorId: string): Promise<void> }>(
  context: AdapterContext,
  session: () => Promise<S>,
): void {
  const last = context.lastConnectorId
  if (context.shouldReconnect && last)
    session()
      .then((loaded) => loaded.reconnect(last))
      .catch(() => context.emit('disconnect', {}))
  else if (context.shouldReconnect) context.emit('disconnect', {})
}

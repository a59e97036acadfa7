// Tells every cloud process when projects or the catalogue change, so their in-memory caches never serve stale
// data: this process's own writes at once (a Kysely plugin sees them), other processes' and the CLI's through the
// database itself (triggers bump `cache_generations`; PostgreSQL also NOTIFYs), polled as a fallback.
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import pg from 'pg'
import type { Engine } from './database.ts'

export const CHANGE_TOPICS = ['projects', 'catalogue'] as const
export type ChangeTopic = (typeof CHANGE_TOPICS)[number]

/** the tables each topic watches (the triggers of migration 020 watch the same ones) */
export const WATCHED_TABLES: Record<string, ChangeTopic> = {
  projects: 'projects',
  wallets: 'catalogue',
  wallet_images: 'catalogue',
}

/** tables watched since a later migration (which made their triggers with watchTable): the block list (100) */
export const LATER_WATCHED_TABLES: Record<string, ChangeTopic> = {
  block_list_entries: 'projects',
}

/** the PostgreSQL channel the triggers notify on */
export const CHANGE_CHANNEL = 'latch_cache'
/** how often other processes' changes are looked for when no notification came: well within a second */
export const POLL_MS = 250

type Listener = () => void

export interface ChangeFeed {
  /** calls `listener` after every change of `topic`; starts watching other processes on the first call */
  on(topic: ChangeTopic, listener: Listener): () => void
  /** counts changes seen: a value read before a load tells whether the load may be stale */
  generation(topic: ChangeTopic): number
  emit(topic: ChangeTopic): void
  stop(): Promise<void>
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode'])

/** the table names a write query touches (insert into, update, delete from) */
function writtenTables(node: RootOperationNode): string[] {
  if (!WRITES.has(node.kind)) return []
  const names: string[] = []
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(visit)
    const record = value as { kind?: string; table?: { identifier?: { name?: string } } }
    if (record.kind === 'TableNode' && record.table?.identifier?.name) names.push(record.table.identifier.name)
    else for (const child of Object.values(record)) visit(child)
  }
  const write = node as unknown as Record<string, unknown>
  visit([write.into, write.table, write.from])
  return names
}

export function createChangeFeed(
  db: () => Kysely<any>,
  engine: Engine,
  databaseUrl?: string,
): ChangeFeed & { plugin: KyselyPlugin } {
  const listeners = new Map<ChangeTopic, Set<Listener>>()
  const generations = new Map<ChangeTopic, number>(CHANGE_TOPICS.map((topic) => [topic, 0]))
  const pendingWrites = new WeakMap<object, ChangeTopic[]>()
  /** the stored generations last seen, to notice other processes' writes */
  let seen: Map<string, string> | undefined
  let poller: NodeJS.Timeout | undefined
  let listener: pg.Client | undefined
  let stopped = false

  const emit = (topic: ChangeTopic) => {
    generations.set(topic, (generations.get(topic) ?? 0) + 1)
    for (const fn of listeners.get(topic) ?? []) fn()
  }

  async function poll() {
    const rows = await db().selectFrom('cache_generations').select(['name', 'generation']).execute()
    const next = new Map(rows.map((row: { name: string; generation: unknown }) => [row.name, String(row.generation)]))
    if (seen) for (const topic of CHANGE_TOPICS) if (next.get(topic) !== seen.get(topic)) emit(topic)
    seen = next
  }

  async function listen() {
    if (engine !== 'postgres' || !databaseUrl) return
    const client = new pg.Client({ connectionString: databaseUrl })
    // a lost connection is not fatal: polling still sees every change, and the next poll listens again
    client.on('error', () => {
      if (listener === client) listener = undefined
    })
    client.on('notification', (message) => {
      if ((CHANGE_TOPICS as readonly string[]).includes(message.payload ?? '')) emit(message.payload as ChangeTopic)
    })
    await client.connect()
    await client.query(`LISTEN ${CHANGE_CHANNEL}`)
    if (stopped) await client.end()
    else listener = client
  }

  function watch() {
    if (poller || stopped) return
    const tick = async () => {
      try {
        if (!listener) await listen().catch(() => undefined)
        await poll()
      } catch {
        // the database is away for a moment: the next tick tries again
      }
      if (!stopped) poller = setTimeout(tick, POLL_MS).unref()
    }
    poller = setTimeout(tick, 0).unref()
  }

  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const topics = [
        ...new Set(
          writtenTables(args.node).flatMap((table) => {
            const topic = WATCHED_TABLES[table] ?? LATER_WATCHED_TABLES[table]
            return topic ? [topic] : []
          }),
        ),
      ]
      if (topics.length) pendingWrites.set(args.queryId, topics)
      return args.node
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      // after the write, never before: a reload started now reads the new rows
      for (const topic of pendingWrites.get(args.queryId) ?? []) emit(topic)
      return args.result
    },
  }

  return {
    plugin,
    on(topic, fn) {
      let set = listeners.get(topic)
      if (!set) listeners.set(topic, (set = new Set()))
      set.add(fn)
      watch()
      return () => set.delete(fn)
    },
    generation: (topic) => generations.get(topic) ?? 0,
    emit,
    async stop() {
      stopped = true
      clearTimeout(poller)
      await listener?.end().catch(() => undefined)
      listener = undefined
    },
  }
}

const feeds = new WeakMap<object, ChangeFeed>()

export function registerChangeFeed(db: Kysely<any>, feed: ChangeFeed) {
  feeds.set(db, feed)
}

/** the change feed of a database opened with openDatabase (a feed that never fires for any other) */
export function changesOf(db: Kysely<any>): ChangeFeed {
  let feed = feeds.get(db)
  if (!feed) {
    const local = createChangeFeed(() => db, 'sqlite')
    feed = { on: (topic, fn) => local.on(topic, fn), generation: local.generation, emit: local.emit, stop: local.stop }
    feeds.set(db, feed)
  }
  return feed
}

// One query layer, two engines: SQLite in a file by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { createChangeFeed, registerChangeFeed } from './changes.ts'
import { migrateToLatest } from './migrate.ts'
import { observePool } from '../observe/pool.ts'
import { firstLine, log } from '../observe/logger.ts'
import type { Database } from './schema.ts'

export type Engine = 'sqlite' | 'postgres'

export interface OpenDatabase {
  db: Kysely<Database>
  engine: Engine
  close(): Promise<void>
}

/** `migrate: false` opens the database as it is (to list or inspect what would run); every other use migrates */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  migrate?: boolean
}): Promise<OpenDatabase> {
  const engine: Engine = options.databaseUrl ? 'postgres' : 'sqlite'
  let db: Kysely<Database>
  let unobserve = () => {}
  // every write to projects or the catalogue through this instance tells the caches at once
  const changes = createChangeFeed(() => db, engine, options.databaseUrl)
  if (options.databaseUrl) {
    // bigint columns come back as strings by default; amounts stay strings end to end on purpose
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    unobserve = observePool(pool)
    // a connection the server ended (a restart, a failover) leaves the pool and a new one is made at the next query;
    // unheard, its error would end the process. The pool repeats an idle connection's error: logged once, here
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn({ error: firstLine(error) }, 'database connection lost')),
    )
    pool.on('error', () => undefined)
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [changes.plugin] })
  } else {
    mkdirSync(options.dataDir, { recursive: true })
    const sqlite = new SQLite(join(options.dataDir, 'latch.sqlite'))
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('foreign_keys = ON')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [changes.plugin] })
  }
  if (options.migrate !== false) await migrateToLatest(db)
  registerChangeFeed(db, changes)
  return {
    db,
    engine,
    async close() {
      unobserve()
      await changes.stop()
      await db.destroy()
    },
  }
}

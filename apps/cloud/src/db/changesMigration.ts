// Migration 020: a generation per cache topic, bumped by triggers on every write to the tables it covers — whoever
// writes (a cloud process, the CLI, plain SQL) — so every process notices; PostgreSQL also NOTIFYs at commit.
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely'
import { CHANGE_CHANNEL, CHANGE_TOPICS, type ChangeTopic, WATCHED_TABLES } from './changes.ts'

export const changesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('cache_generations')
      .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('generation', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute()
    await db
      .insertInto('cache_generations')
      .values(CHANGE_TOPICS.map((name) => ({ name, generation: 0 })))
      .execute()
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter
    if (postgres) {
      await sql`
        CREATE FUNCTION latch_cache_changed() RETURNS trigger AS $$
        BEGIN
          UPDATE cache_generations SET generation = generation + 1 WHERE name = TG_ARGV[0];
          PERFORM pg_notify(${sql.lit(CHANGE_CHANNEL)}, TG_ARGV[0]);
          RETURN NULL;
        END $$ LANGUAGE plpgsql`.execute(db)
    }
    for (const [table, topic] of Object.entries(WATCHED_TABLES)) await watchTable(db, table, topic, postgres)
  },
}

/** a trigger that bumps `topic`'s generation on every write to `table` (later migrations watch their own tables) */
export async function watchTable(db: Kysely<any>, table: string, topic: ChangeTopic, postgres: boolean) {
  if (postgres) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION latch_cache_changed('${topic}')`,
      )
      .execute(db)
    return
  }
  // SQLite has one event per trigger, and row triggers only
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_changed_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN UPDATE cache_generations SET generation = generation + 1 WHERE name = '${topic}'; END`,
      )
      .execute(db)
  }
}

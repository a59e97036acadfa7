// Runs a suite on both engines: SQLite in a temp folder, and a fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { createApp } from '../src/app.ts'
import { cloudConfigSchema } from '../src/config.ts'
import type { z } from 'zod'
import type { CloudContext } from '../src/context.ts'
import { type OpenDatabase, openDatabase } from '../src/db/database.ts'
import { createTestDatabase } from './postgres.ts'

export const ENGINES = ['sqlite', 'postgres'] as const

export interface EngineHandle {
  context: CloudContext
  app: ReturnType<typeof createApp>
  /** the app's fetch, as a browser or the modal would call it */
  request(path: string, init?: RequestInit): Promise<Response>
}

let counter = 0

/** a fresh database of `engine`: a temp folder for SQLite (its file is created there), a new PostgreSQL database */
export function freshDatabase(engine: (typeof ENGINES)[number]): { dataDir: string; databaseUrl?: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-cloud-'))
  const databaseUrl =
    engine === 'postgres'
      ? createTestDatabase(inject('postgresUrl'), `latch_test_${process.pid}_${Date.now()}_${counter++}`)
      : undefined
  return { dataDir, databaseUrl }
}

/** describe(name) once per engine; `handle()` gives that engine's running app inside the tests */
export function describeOnEngines(
  name: string,
  configure: Partial<z.input<typeof cloudConfigSchema>>,
  suite: (handle: () => EngineHandle) => void,
) {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let open: OpenDatabase
      let handle: EngineHandle
      let dataDir: string
      beforeAll(async () => {
        const fresh = freshDatabase(engine)
        dataDir = fresh.dataDir
        const databaseUrl = fresh.databaseUrl
        const config = cloudConfigSchema.parse({ dataDir, databaseUrl, indexer: false, ...configure })
        open = await openDatabase(config)
        const context: CloudContext = { db: open.db, engine: open.engine, config, now: () => new Date() }
        const app = createApp(context)
        handle = { context, app, request: async (path, init) => app.request(path, init) }
      })
      afterAll(async () => {
        await open?.close()
        rmSync(dataDir, { recursive: true, force: true })
      })
      suite(() => handle)
    })
  }
}

// Integration global setup for the cloud: PostgreSQL for the tests that run on both engines.
import type { TestProject } from 'vitest/node'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { startTestPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.LATCH_TEST_POSTGRES_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  const postgres = startTestPostgres(await freePort())
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}

// Integration global setup for the cloud: PostgreSQL for the tests that run on both engines, Redis for the relay's
// multi-process tests, and the cloud's entry points bundled for the tests that start it as a process.
import type { TestProject } from 'vitest/node'
import { freePort } from '../../../tooling/devnet/src/ports.mjs'
import { buildCloudEntries } from './cloud-build.ts'
import { startTestPostgres } from './postgres.ts'
import { startTestRedis } from './redis.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    redisUrl: string
    /** the folder of the bundled main.mjs, cli.mjs and relay-flood.mjs (cloud-build.ts) */
    cloudBuild: string
  }
}

export default async function setup(project: TestProject) {
  const built = await buildCloudEntries()
  project.provide('cloudBuild', built.dir)
  const stopRedis = await provideRedis(project)
  let stopPostgres: (() => void) | undefined
  try {
    stopPostgres = await providePostgres(project)
  } catch (caught) {
    await stopRedis?.()
    built.remove()
    throw caught
  }
  return async () => {
    stopPostgres?.()
    await stopRedis?.()
    built.remove()
  }
}

async function provideRedis(project: TestProject) {
  const given = process.env.LATCH_TEST_REDIS_URL
  if (given) {
    project.provide('redisUrl', given)
    return undefined
  }
  const redis = await startTestRedis(await freePort())
  project.provide('redisUrl', redis.url)
  return () => redis.stop()
}

async function providePostgres(project: TestProject) {
  const given = process.env.LATCH_TEST_POSTGRES_URL
  if (given) {
    project.provide('postgresUrl', given)
    return undefined
  }
  const postgres = startTestPostgres(await freePort())
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}

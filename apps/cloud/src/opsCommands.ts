// The operator commands that work on the database itself rather than on its content: `migrate [--dry-run]` and
// `rotate-secret`. Each prints what it did (or would do) and answers an exit code.
import { rotateAuthSecret } from './auth/rotate.ts'
import type { CloudConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest, pendingMigrations } from './db/migrate.ts'

export const OPS_USAGE = `  migrate [--dry-run]                     runs the migrations this database has not run (--dry-run: lists them)
  rotate-secret                           re-seals under LATCH_AUTH_SECRET what LATCH_AUTH_SECRET_PREVIOUS sealed
                                          (wallet shares, project social clients); safe while the cloud serves`

export const isOpsCommand = (command: string | undefined) => command === 'migrate' || command === 'rotate-secret'

export async function runOpsCommand(
  command: string,
  config: CloudConfig,
  options: { dryRun: boolean },
  print: (line: string) => void,
  fail: (line: string) => void,
): Promise<number> {
  if (command === 'migrate') {
    const database = await openDatabase({ ...config, migrate: false })
    try {
      const pending = await pendingMigrations(database.db)
      if (options.dryRun) {
        print(pending.length ? `would run ${pending.length} migration(s):` : 'nothing to run: the database is current')
        for (const name of pending) print(`  ${name}`)
        return 0
      }
      await migrateToLatest(database.db)
      print(
        pending.length
          ? `ran ${pending.length} migration(s): ${pending.join(', ')}`
          : 'nothing to run: the database is current',
      )
      return 0
    } finally {
      await database.close()
    }
  }
  if (!config.authSecret || !config.previousAuthSecret) {
    fail('rotate-secret needs LATCH_AUTH_SECRET (the new secret) and LATCH_AUTH_SECRET_PREVIOUS (the one it replaces)')
    return 1
  }
  if (config.authSecret === config.previousAuthSecret) {
    fail('LATCH_AUTH_SECRET and LATCH_AUTH_SECRET_PREVIOUS are the same secret: nothing to rotate')
    return 1
  }
  const database = await openDatabase(config)
  try {
    const report = await rotateAuthSecret(database.db, {
      current: config.authSecret,
      previous: config.previousAuthSecret,
    })
    print(JSON.stringify(report))
    const unreadable = [...report.wallets.unreadable, ...report.socialClients.unreadable]
    for (const row of unreadable) fail(`not opened by either secret, left as it is: ${row}`)
    return unreadable.length ? 1 : 0
  } finally {
    await database.close()
  }
}

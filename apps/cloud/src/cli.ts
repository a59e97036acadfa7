// `latch-cloud`: operator commands on the configured database (DATABASE_URL, else LATCH_CLOUD_DATA_DIR or
// --data-dir), and `serve` to run the cloud.
import { readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import { bytesMatchType, imageTypeOfFile, MAX_IMAGE_BYTES } from './catalogue/images.ts'
import { walletIdSchema } from './catalogue/input.ts'
import { getWallet, saveImage, updateWallet } from './catalogue/store.ts'
import { configFromEnv } from './config.ts'
import { ConfigError } from './configError.ts'
import { maskedConfig } from './configPrint.ts'
import { capturedEmailsCsv, deleteCapturedEmail, listCapturedEmails } from './dataCapture/store.ts'
import { openDatabase, type OpenDatabase } from './db/database.ts'
import { remoteFeaturesSchema } from './projects/features.ts'
import { originListSchema, projectInputSchema, projectUpdateSchema } from './projects/input.ts'
import { createProject, projectView, updateProject } from './projects/service.ts'
import { listProjects } from './projects/store.ts'
import { isOpsCommand, OPS_USAGE, runOpsCommand } from './opsCommands.ts'

const USAGE = `Usage: latch-cloud <command> [--data-dir <dir>]
  serve [--dev]                           run the cloud (configuration from the environment); --dev: without
                                          LATCH_AUTH_SECRET, outside production, one kept in the data folder
  config --print                          the effective configuration, secrets masked (exits 1 on a mistake)
  project create --id <id> --name <name> [--origins <a,b>] [--plan basic|pro] [--features <json>] [--analytics on|off]
  project update <id> [--name …] [--origins …] [--plan …] [--features <json>] [--analytics on|off]
  project list
  wallet hide <id>
  wallet show <id>
  wallet image <id> <file.png|svg|jpg|webp>
  emails list <project>                   captured emails (DataCapture), one JSON line each
  emails export <project>                 captured emails as CSV (account,email,created)
  emails delete <project> <account>       deletes an account's captured email
${OPS_USAGE}`

class UsageError extends Error {}

const options = {
  'data-dir': { type: 'string' },
  id: { type: 'string' },
  name: { type: 'string' },
  origins: { type: 'string' },
  plan: { type: 'string' },
  features: { type: 'string' },
  analytics: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  dev: { type: 'boolean' },
  print: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
} as const

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values']

function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw new UsageError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; '),
    )
  }
  return result.data
}

function projectFields(values: Values) {
  let features: unknown
  if (values.features !== undefined) {
    try {
      features = JSON.parse(values.features)
    } catch {
      throw new UsageError('--features: not valid JSON')
    }
  }
  if (values.analytics !== undefined && !['on', 'off'].includes(values.analytics))
    throw new UsageError('--analytics: on or off')
  return {
    name: values.name,
    allowedOrigins: values.origins === undefined ? undefined : check(originListSchema, values.origins),
    plan: values.plan,
    features: features === undefined ? undefined : check(remoteFeaturesSchema, features),
    isAnalyticsEnabled: values.analytics === undefined ? undefined : values.analytics === 'on',
  }
}

const withoutUndefined = <T extends object>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>

async function run(
  database: OpenDatabase,
  positionals: string[],
  values: Values,
  print: (line: string) => void,
): Promise<void> {
  const { db } = database
  const [group, command, ...rest] = positionals
  if (group === 'project' && command === 'create') {
    const input = check(projectInputSchema, withoutUndefined({ id: values.id, ...projectFields(values) }))
    const result = await createProject(db, input)
    if (!result.ok)
      throw new UsageError(
        result.reason === 'exists' ? `project ${input.id} already exists (use project update)` : result.error,
      )
    print(JSON.stringify(projectView(result.project)))
    return
  }
  if (group === 'project' && command === 'update') {
    const id = rest[0] ?? values.id
    if (!id) throw new UsageError('project update <id>')
    const result = await updateProject(db, id, check(projectUpdateSchema, withoutUndefined(projectFields(values))))
    if (!result.ok) throw new UsageError(result.reason === 'missing' ? `project ${id} not found` : result.error)
    print(JSON.stringify(projectView(result.project)))
    return
  }
  if (group === 'project' && command === 'list') {
    for (const project of await listProjects(db)) print(JSON.stringify(projectView(project)))
    return
  }
  if (group === 'wallet' && (command === 'hide' || command === 'show')) {
    const id = check(walletIdSchema, rest[0])
    const wallet = await updateWallet(db, id, { hidden: command === 'hide' })
    if (!wallet) throw new UsageError(`wallet ${id} not found`)
    print(`${command === 'hide' ? 'hidden' : 'shown'}: ${wallet.id} ${wallet.name}`)
    return
  }
  if (group === 'wallet' && command === 'image') {
    const id = check(walletIdSchema, rest[0])
    const file = rest[1]
    if (!file) throw new UsageError('wallet image <id> <file>')
    const type = imageTypeOfFile(file)
    if (!type) throw new UsageError('the image must be .png, .svg, .jpg/.jpeg or .webp')
    if (statSync(file).size > MAX_IMAGE_BYTES) throw new UsageError('the image is larger than 512 KiB')
    const bytes = readFileSync(file)
    if (!bytesMatchType(bytes, type)) throw new UsageError(`the file is not ${type}`)
    const wallet = await getWallet(db, id)
    if (!wallet) throw new UsageError(`wallet ${id} not found`)
    await saveImage(db, wallet.image_id, { contentType: type, bytes }, new Date())
    print(`image of ${wallet.name}: ${type}, ${bytes.length} bytes`)
    return
  }
  if (group === 'emails' && (command === 'list' || command === 'export' || command === 'delete')) {
    const projectId = rest[0]
    if (!projectId) throw new UsageError(`emails ${command} <project>`)
    if (command === 'delete') {
      if (!rest[1]) throw new UsageError('emails delete <project> <account>')
      print(JSON.stringify({ deleted: await deleteCapturedEmail(db, projectId, rest[1]) }))
      return
    }
    const rows = await listCapturedEmails(db, projectId)
    if (command === 'export') print(capturedEmailsCsv(rows).trimEnd())
    else for (const row of rows) print(JSON.stringify(row))
    return
  }
  throw new UsageError(USAGE)
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, print = console.log): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help || positionals.length === 0) {
    print(USAGE)
    return values.help ? 0 : 2
  }
  if (positionals[0] === 'serve') {
    await import('./main.ts')
    return 0
  }
  let config
  try {
    config = configFromEnv({ ...env, ...(values['data-dir'] ? { LATCH_CLOUD_DATA_DIR: values['data-dir'] } : {}) })
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`latch-cloud: ${error.message}`)
    return 1
  }
  if (positionals[0] === 'config' && positionals.length === 1 && values.print) {
    print(JSON.stringify(maskedConfig(config), null, 2))
    return 0
  }
  if (isOpsCommand(positionals[0]))
    return runOpsCommand(positionals[0]!, config, { dryRun: values['dry-run'] ?? false }, print, (line) =>
      console.error(line),
    )
  const database = await openDatabase(config)
  try {
    await run(database, positionals, values, print)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))
if (invokedDirectly) process.exitCode = await main(process.argv.slice(2))

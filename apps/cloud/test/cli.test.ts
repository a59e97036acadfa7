// The operator CLI (src/cli.ts bundled for this run, as bin/latch-cloud.mjs runs its build) on a temp SQLite data dir.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { cloudConfigSchema } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { saveCapturedEmail } from '../src/dataCapture/store.ts'
import { seedWallets, TINY_PNG } from './platform-fixtures.ts'
import { cloudEntry } from './cloud-process.ts'

const CLI = [cloudEntry('cli')]
const dataDir = mkdtempSync(join(tmpdir(), 'latch-cli-'))
const env: NodeJS.ProcessEnv = { ...process.env, LATCH_CLOUD_DATA_DIR: dataDir }
delete env.DATABASE_URL

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...CLI, ...args], { env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** reads what the CLI wrote through the real app, as the modal would */
async function withApp<T>(use: (request: (path: string) => Promise<Response>) => Promise<T>): Promise<T> {
  const config = cloudConfigSchema.parse({ dataDir, indexer: false })
  const database = await openDatabase(config)
  try {
    const app = createApp({ db: database.db, engine: database.engine, config, now: () => new Date() })
    return await use(async (path) => app.request(path))
  } finally {
    await database.close()
  }
}

const [metamask, trust] = seedWallets as [(typeof seedWallets)[0], (typeof seedWallets)[0]]
const query = 'projectId=demo&st=latch-cli-test&sv=1'

// each run starts a Node process afresh (seconds on a busy machine): a wider budget than the default
describe('latch-cloud CLI', { timeout: 120_000 }, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('R-5.11: project create stores a project with wildcard origins that the services then honour', async () => {
    const created = await cli(
      'project',
      'create',
      '--id',
      'demo',
      '--name',
      'Latch demo',
      '--origins',
      'http://127.0.0.1:*,http://localhost:*',
      '--plan',
      'pro',
      '--features',
      '{"email":false,"multiWallet":true}',
    )
    expect(created.code, created.stderr).toBe(0)
    expect(JSON.parse(created.stdout)).toMatchObject({
      id: 'demo',
      plan: 'pro',
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    })
    await withApp(async (request) => {
      expect(await (await request(`/projects/v1/origins?${query}`)).json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
      })
      const { features } = await (await request(`/appkit/v1/config?${query}`)).json()
      expect(features.find((feature: { id: string }) => feature.id === 'email').isEnabled).toBe(false)
      expect(features.find((feature: { id: string }) => feature.id === 'multiWallet').isEnabled).toBe(true)
    })
  })

  it('project create refuses a duplicate id and bad input with a message and a non-zero exit', async () => {
    const duplicate = await cli('project', 'create', '--id', 'demo', '--name', 'Again')
    expect(duplicate.code).toBe(1)
    expect(duplicate.stderr).toMatch(/already exists/)
    const badOrigin = await cli('project', 'create', '--id', 'other', '--name', 'x', '--origins', 'not an origin')
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.stderr).toMatch(/origin pattern/)
    const badFeatures = await cli('project', 'create', '--id', 'other', '--name', 'x', '--features', '{oops')
    expect(badFeatures.code).toBe(1)
    expect(badFeatures.stderr).toMatch(/--features: not valid JSON/)
    const unknown = await cli('frobnicate')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/^Usage: latch-cloud/)
  })

  it('project update and project list', async () => {
    expect((await cli('project', 'update', 'demo', '--analytics', 'off')).code).toBe(0)
    expect((await cli('project', 'create', '--id', 'basic-one', '--name', 'Basic')).code).toBe(0)
    const listed = await cli('project', 'list')
    expect(listed.code).toBe(0)
    const projects = listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(projects.map((project) => [project.id, project.plan, project.isAnalyticsEnabled])).toEqual([
      ['basic-one', 'basic', true],
      ['demo', 'pro', false],
    ])
  })

  it('wallet hide takes a wallet out of the catalogue; wallet image replaces its placeholder', async () => {
    const hidden = await cli('wallet', 'hide', trust.id)
    expect(hidden.code, hidden.stderr).toBe(0)
    expect(hidden.stdout).toMatch(/hidden: .* Trust Wallet/)
    const file = join(dataDir, 'logo.png')
    writeFileSync(file, TINY_PNG)
    const image = await cli('wallet', 'image', metamask.id, file)
    expect(image.code, image.stderr).toBe(0)
    const notPng = join(dataDir, 'fake.png')
    writeFileSync(notPng, 'hello')
    expect((await cli('wallet', 'image', metamask.id, notPng)).code).toBe(1)
    expect((await cli('wallet', 'image', metamask.id, join(dataDir, 'logo.gif'))).code).toBe(1)
    expect((await cli('wallet', 'hide', 'no-such-wallet')).code).toBe(1)
    await withApp(async (request) => {
      const page = await (await request(`/getWallets?${query}`)).json()
      expect(page.count).toBe(228)
      expect(page.data.map((wallet: { id: string }) => wallet.id)).not.toContain(trust.id)
      const served = await request(`/getWalletImage/${metamask.image_id}?${query}`)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG)
    })
  })

  it('emails list, export (CSV) and delete the captured emails of a project (DataCapture)', async () => {
    await withApp(async () => undefined)
    const config = cloudConfigSchema.parse({ dataDir, indexer: false })
    const database = await openDatabase(config)
    try {
      await saveCapturedEmail(
        database.db,
        'demo',
        'eip155:31337:0xabc',
        'one@example.com',
        Date.parse('2026-01-01T00:00:00Z'),
      )
    } finally {
      await database.close()
    }
    const listed = await cli('emails', 'list', 'demo')
    expect(listed.code, listed.stderr).toBe(0)
    expect(JSON.parse(listed.stdout)).toEqual({
      account: 'eip155:31337:0xabc',
      email: 'one@example.com',
      created: '2026-01-01T00:00:00.000Z',
    })
    expect((await cli('emails', 'export', 'demo')).stdout).toBe(
      'account,email,created\r\neip155:31337:0xabc,one@example.com,2026-01-01T00:00:00.000Z\n',
    )
    expect(JSON.parse((await cli('emails', 'delete', 'demo', 'eip155:31337:0xabc')).stdout)).toEqual({ deleted: true })
    expect((await cli('emails', 'list', 'demo')).stdout).toBe('')
  })
})

// Shared fixtures of the platform suites: projects written straight to the store, and request helpers.
import { readFileSync } from 'node:fs'
import type { CloudContext } from '../src/context.ts'
import { saveProject, type Project } from '../src/projects/store.ts'

export const ADMIN_TOKEN = 'test-admin-token-0123456789'

export const PRO: Project = {
  id: 'pro-project',
  name: 'Pro project',
  allowedOrigins: ['https://app.example', 'https://*.preview.example', 'http://localhost:*'],
  plan: 'pro',
  features: {},
}

export async function saveProjects(context: CloudContext, ...projects: Project[]) {
  for (const project of projects) await saveProject(context.db, project)
}

/** the query every call carries (SPEC §7, R-7.1, R-7.2) */
export const sdk = (projectId = PRO.id) => `projectId=${encodeURIComponent(projectId)}&st=latch-react&sv=0.1.0`

export const admin = (init: RequestInit & { json?: unknown } = {}): RequestInit => {
  const { json, ...rest } = init
  return {
    ...rest,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...rest.headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  }
}

export interface SeedWallet {
  id: string
  name: string
  chains: string[]
  image_id: string | null
  primary_color: string | null
}

/** the shipped seed file: the oracle for counts and order */
export const seedWallets = JSON.parse(
  readFileSync(new URL('../data/wallets.json', import.meta.url), 'utf8'),
) as SeedWallet[]

/** a 1×1 PNG */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

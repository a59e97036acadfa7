// A project's social-provider clients in the database: the secret sealed with AES-256-GCM under a key derived
// (HKDF) from the auth secret, the project and provider as its AAD, so a row copied elsewhere does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { OidcProviderConfig, SocialProvider } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { openWithAny, secretsFor, taggedIv } from '../auth/keyIds.ts'

type Db = Kysely<Database>

const INFO = 'latch/projects/social-client-secret/aes-256-gcm/v1'
const TAG_BYTES = 16
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32))
const aadOf = (projectId: string, provider: string) => Buffer.from(`${projectId}|${provider}`)

export function sealSecret(secret: string, projectId: string, provider: string, clientSecret: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  cipher.setAAD(aadOf(projectId, provider))
  const sealed = Buffer.concat([cipher.update(clientSecret, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { secret_iv: taggedIv(secret, iv.toString('base64url')), secret_ciphertext: sealed.toString('base64url') }
}

/** opened with the auth secret its row names (the current one, or the previous during a rotation) */
export function openSecret(
  secrets: string | readonly (string | undefined)[],
  row: { project_id: string; provider: string; secret_iv: string; secret_ciphertext: string },
): string {
  const { iv, candidates } = secretsFor(row.secret_iv, typeof secrets === 'string' ? [secrets] : secrets)
  return openWithAny(candidates, (secret) => {
    const sealed = Buffer.from(row.secret_ciphertext, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
    decipher.setAAD(aadOf(row.project_id, row.provider))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  })
}

/** what the admin API shows: never the secret, only whether it is set */
export interface ProjectSocialView {
  provider: string
  issuer: string
  clientId: string
  redirectUri: string
  clientSecret: 'set' | 'not set'
}

export async function listProjectSocial(db: Db, projectId: string): Promise<ProjectSocialView[]> {
  const rows = await db
    .selectFrom('project_social_providers')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('provider')
    .execute()
  return rows.map((row) => ({
    provider: row.provider,
    issuer: row.issuer,
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    clientSecret: row.secret_ciphertext ? 'set' : 'not set',
  }))
}

const rowOf = (db: Db, projectId: string, provider: string) =>
  db
    .selectFrom('project_social_providers')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('provider', '=', provider)
    .executeTakeFirst()

export interface ProjectSocialInput {
  issuer: string
  clientId: string
  redirectUri: string
  /** absent: the stored one stays */
  clientSecret?: string | undefined
}

/** one upsert: the row is whole or unchanged; 'no secret' when neither the input nor the row has one */
export async function saveProjectSocial(
  db: Db,
  authSecret: string,
  projectId: string,
  provider: SocialProvider,
  input: ProjectSocialInput,
  now: number,
): Promise<'saved' | 'no secret'> {
  const existing = await rowOf(db, projectId, provider)
  if (!input.clientSecret && !existing) return 'no secret'
  const sealed = input.clientSecret
    ? sealSecret(authSecret, projectId, provider, input.clientSecret)
    : { secret_iv: existing!.secret_iv, secret_ciphertext: existing!.secret_ciphertext }
  const values = {
    issuer: input.issuer,
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    ...sealed,
    updated: now,
  }
  await db
    .insertInto('project_social_providers')
    .values({ project_id: projectId, provider, ...values })
    .onConflict((conflict) => conflict.columns(['project_id', 'provider']).doUpdateSet(values))
    .execute()
  return 'saved'
}

export async function deleteProjectSocial(db: Db, projectId: string, provider?: string): Promise<boolean> {
  let query = db.deleteFrom('project_social_providers').where('project_id', '=', projectId)
  if (provider) query = query.where('provider', '=', provider)
  return Number((await query.executeTakeFirst()).numDeletedRows) > 0
}

/** the project's own client for the provider as an OIDC config (discovery from its issuer), else undefined */
export async function projectProviderConfig(
  db: Db,
  authSecret: string,
  projectId: string,
  provider: string,
  previousSecret?: string,
): Promise<OidcProviderConfig | undefined> {
  const row = await rowOf(db, projectId, provider)
  if (!row) return undefined
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: openSecret([authSecret, previousSecret], row),
    redirectUri: row.redirect_uri,
    tokenEndpointAuth: 'client_secret_basic',
  }
}

// A project's own OpenID Connect client per social provider, set from the dashboard; the client secret
// is kept only as AES-256-GCM ciphertext under a key derived from the auth secret.
export interface ProjectSocialProvidersTable {
  project_id: string
  /** SOCIAL_PROVIDERS: google, github, apple, facebook, x, discord */
  provider: string
  issuer: string
  client_id: string
  redirect_uri: string
  secret_iv: string
  secret_ciphertext: string
  updated: number | string
}

export interface ProjectSocialTables {
  project_social_providers: ProjectSocialProvidersTable
}

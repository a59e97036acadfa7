// The one way the client calls the cloud: every URL carries projectId, st and sv (SPEC §7 );
// a non-2xx answer throws HttpRequestError with its status and body so callers can map it (SPEC §8).
import { HttpRequestError } from '../sdkError.ts'
import { SDK_VERSION_FALLBACK } from './sdk.ts'

export interface CloudIdentity {
  cloudUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[]
export type Query = Record<string, QueryValue>

/** the absolute URL of a cloud path with its query and the project and SDK parameters */
export function cloudUrlFor(identity: CloudIdentity, path: string, query: Query = {}): string {
  const base = identity.cloudUrl.endsWith('/') ? identity.cloudUrl : `${identity.cloudUrl}/`
  const url = new URL(path.replace(/^\/+/, ''), base)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length) url.searchParams.set(key, value.join(','))
    } else url.searchParams.set(key, String(value))
  }
  url.searchParams.set('projectId', identity.projectId)
  url.searchParams.set('st', identity.sdkType)
  url.searchParams.set('sv', identity.sdkVersion.trim() || SDK_VERSION_FALLBACK)
  return url.toString()
}

/** the `error` text of a cloud error body ({ error }), else the raw body */
export function errorText(error: unknown): string {
  if (!(error instanceof HttpRequestError)) return error instanceof Error ? error.message : String(error)
  try {
    const parsed = JSON.parse(error.body) as { error?: unknown }
    if (typeof parsed.error === 'string') return parsed.error
  } catch {
    // not JSON: the body itself is the message
  }
  return error.body
}

export type CloudHttp = ReturnType<typeof createCloudHttp>

export function createCloudHttp(identity: CloudIdentity, fetcher: typeof fetch = (...args) => fetch(...args)) {
  async function request<T>(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown): Promise<T> {
    const url = cloudUrlFor(identity, path, query)
    const response = await fetcher(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new HttpRequestError(response.status, text, url)
    return (text ? JSON.parse(text) : undefined) as T
  }
  return {
    identity,
    url: (path: string, query?: Query) => cloudUrlFor(identity, path, query),
    get: <T>(path: string, query?: Query) => request<T>('GET', path, query),
    post: <T>(path: string, query: Query | undefined, body: unknown) => request<T>('POST', path, query, body),
  }
}

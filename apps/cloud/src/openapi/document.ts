// The OpenAPI 3.1 description of the cloud, generated from every feature's route list (docs.ts) and the zod
// schemas the routes parse with (z.toJSONSchema: JSON Schema 2020-12, what OpenAPI 3.1 takes).
import { z } from 'zod'
import { analyticsAdminDocs, analyticsDocs } from '../analytics/docs.ts'
import { peopleDocs } from '../people/docs.ts'
import { catalogueDocs } from '../catalogue/docs.ts'
import { chainDocs } from '../chain/docs.ts'
import { convertDocs } from '../convert/docs.ts'
import { namesDocs } from '../names/docs.ts'
import { projectsDocs } from '../projects/docs.ts'
import { rpcDocs } from '../rpc/docs.ts'
import { sessionsDocs } from '../sessions/docs.ts'
import { dataCaptureDocs } from '../dataCapture/docs.ts'
import { projectSocialDocs } from '../projectSocial/docs.ts'
import { onrampDocs } from '../onramp/docs.ts'
import { paymasterDocs } from '../paymaster/docs.ts'
import { blockListDocs } from '../blockList/docs.ts'
import { authDocs } from './authDocs.ts'
import { methodDocs } from '../auth/methodDocs.ts'
import { linkDocs } from '../auth/linkDocs.ts'
import { ADMIN_ERRORS, errorBodySchema, type RouteDoc } from './describe.ts'

const serviceDocs: RouteDoc[] = [
  { method: 'get', path: '/health', tag: 'Service', summary: 'Liveness `{ ok, engine }`', responses: { 200: 'Up' } },
  {
    method: 'get',
    path: '/healthz',
    tag: 'Service',
    summary: 'The process is alive `{ ok }`',
    responses: { 200: 'Alive' },
  },
  {
    method: 'get',
    path: '/readyz',
    tag: 'Service',
    summary:
      'Whether to send this process traffic `{ ready, draining, checks }`: database, migrations, Redis, indexer lag; 503 while draining',
    responses: { 200: 'Ready', 503: 'Not ready (a check failed, or the process is draining)' },
  },
  {
    method: 'get',
    path: '/admin/operations',
    tag: 'Service',
    admin: true,
    summary:
      "The operator's first figures `{ since, requests, errors, relaySockets, signInsToday }`: this process's requests and 5xx answers since `since`, its open relay sockets, and today's (UTC) sign-ins across every process",
    responses: { 200: 'The figures', ...ADMIN_ERRORS },
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This description (OpenAPI 3.1)',
    responses: { 200: 'The description' },
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Service',
    summary: 'This description as a page',
    produces: ['text/html'],
    responses: { 200: 'The page' },
  },
]

/** every route of the cloud, as described */
export const ROUTE_DOCS: RouteDoc[] = [
  ...serviceDocs,
  ...projectsDocs,
  ...blockListDocs,
  ...catalogueDocs,
  ...analyticsDocs,
  ...analyticsAdminDocs,
  ...peopleDocs,
  ...chainDocs,
  ...convertDocs,
  ...namesDocs,
  ...rpcDocs,
  ...sessionsDocs,
  ...dataCaptureDocs,
  ...projectSocialDocs,
  ...onrampDocs,
  ...paymasterDocs,
  ...authDocs,
  ...methodDocs,
  ...linkDocs,
]

/** the input side of a schema (what a client sends), transforms and refinements aside */
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return rest
}

/** /v1/account/:address/balance → /v1/account/{address}/balance */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

function parameters(doc: RouteDoc) {
  const list: object[] = []
  for (const [where, schema] of [
    ['path', doc.params],
    ['query', doc.query],
  ] as const) {
    if (!schema) continue
    for (const [name, field] of Object.entries(schema.shape)) {
      const property = field as z.ZodType
      list.push({
        name,
        in: where,
        required: where === 'path' || !property.safeParse(undefined).success,
        schema: jsonSchema(property),
      })
    }
  }
  return list
}

function operation(doc: RouteDoc) {
  const responses: Record<string, object> = {}
  for (const [status, description] of Object.entries(doc.responses)) {
    const ok = Number(status) < 300
    const types = ok ? (doc.produces ?? ['application/json']) : ['application/json']
    responses[status] =
      Number(status) === 304 || Number(status) === 202
        ? { description }
        : {
            description,
            content: Object.fromEntries(
              types.map((type) => [
                type,
                ok
                  ? type === 'application/json'
                    ? { schema: {} }
                    : {}
                  : { schema: { $ref: '#/components/schemas/Error' } },
              ]),
            ),
          }
  }
  return {
    operationId: `${doc.method}${openApiPath(doc.path)
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: doc.summary,
    tags: [doc.tag],
    parameters: parameters(doc),
    ...(doc.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } } }
      : {}),
    ...(doc.bodyTypes
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              doc.bodyTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
        }
      : {}),
    ...(doc.admin ? { security: [{ adminToken: [] }] } : {}),
    responses: {
      ...responses,
      413: { description: 'Body too large' },
      429: { description: 'Rate limited (Retry-After)' },
    },
  }
}

export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, object>> = {}
  for (const doc of ROUTE_DOCS) {
    const path = openApiPath(doc.path)
    paths[path] = { ...paths[path], [doc.method]: operation(doc) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Latch cloud',
      version: '0.1.0',
      description:
        'The services the Latch modal calls (SPEC §7), self-hosted. Errors are `{ error }`. Calls that name a project take `projectId`, `st`, `sv`; browsers get CORS only from the project’s allowed origins. The pairing relay (WalletConnect v2 relay protocol) is a WebSocket at /relay.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema) },
      securitySchemes: { adminToken: { type: 'http', scheme: 'bearer', description: 'LATCH_ADMIN_TOKEN' } },
    },
  }
}

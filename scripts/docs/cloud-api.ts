// Writes the cloud's HTTP API page of the documentation from the same OpenAPI document the cloud serves at
// /openapi.json, so the page cannot drift from the routes (a route without a description already fails the cloud's tests).
import { writeFileSync } from 'node:fs'
import { openApiDocument } from '../../apps/cloud/src/openapi/document.ts'

interface Schema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  anyOf?: Schema[]
  items?: Schema
  const?: unknown
}
interface Parameter {
  name: string
  in: string
  required: boolean
  schema: Schema
}
interface Operation {
  summary: string
  tags: string[]
  parameters: Parameter[]
  requestBody?: { content: Record<string, { schema?: object }> }
  security?: object[]
  responses: Record<string, { description: string }>
}

// the service's texts cite the specification's sections, which mean nothing to a reader of the site
const plain = (text: string) => text.replace(/\s*\((?:SPEC|R-)[^)]*\)/g, '').replace(/\s*SPEC §[\d.]+(?:'s)?/g, '')
// a table cell, and no angle bracket for Vue's template compiler to read as a tag
const cell = (text: string) => plain(text).replace(/\|/g, '\\|').replace(/\n/g, ' ').replace(/</g, '&lt;')

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ')
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any')
  return schema.format ? `${type} (${schema.format})` : type
}

/** the page's Markdown: one section per tag, one per operation */
export function cloudApiPage(document = openApiDocument()): string {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as Operation
      const lines = [
        `### \`${method.toUpperCase()} ${path}\``,
        '',
        cell(operation.summary) + (operation.security ? ' (admin: `Authorization: Bearer <LATCH_ADMIN_TOKEN>`)' : ''),
        '',
      ]
      if (operation.parameters.length > 0) {
        lines.push('| parameter | in | required | type |', '| --- | --- | --- | --- |')
        for (const parameter of operation.parameters)
          lines.push(
            `| \`${parameter.name}\` | ${parameter.in} | ${parameter.required ? 'yes' : 'no'} | ${cell(typeOf(parameter.schema))} |`,
          )
        lines.push('')
      }
      if (operation.requestBody) {
        for (const [type, content] of Object.entries(operation.requestBody.content)) {
          lines.push(`Body (\`${type}\`)${content.schema && type === 'application/json' ? ':' : ''}`, '')
          if (type === 'application/json' && content.schema)
            lines.push('```json', JSON.stringify(content.schema, null, 2), '```', '')
        }
      }
      lines.push('| status | meaning |', '| --- | --- |')
      for (const [status, response] of Object.entries(operation.responses))
        if (status !== '413' && status !== '429') lines.push(`| ${status} | ${cell(response.description)} |`)
      lines.push('')
      const tag = operation.tags[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), lines.join('\n')])
    }
  }
  const count = [...byTag.values()].reduce((sum, list) => sum + list.length, 0)
  return [
    '---',
    'outline: [2, 2]',
    '---',
    '',
    '# Cloud HTTP API',
    '',
    `Generated from the OpenAPI 3.1 document the cloud serves at \`/openapi.json\` (and as a page at \`/docs\`): ${count} operations.`,
    'Errors are JSON `{ "error": "…" }`. Calls that name a project take `projectId` (and the SDK\'s `st`, `sv`); browsers',
    "get CORS answers only from the project's allowed origins. Every route may also answer 413 (body over 2 MiB) and 429",
    '(rate limited, with `Retry-After`). The pairing relay is a WebSocket at `/relay` (the WalletConnect v2 relay protocol),',
    'described in [Phone wallets and the relay](/guides/phone-wallets).',
    '',
    ...[...byTag.entries()].flatMap(([tag, sections]) => [`## ${tag}`, '', ...sections]),
  ].join('\n')
}

if (process.argv[2]) writeFileSync(process.argv[2], cloudApiPage())

// /docs: the OpenAPI description as one static page — every operation with its parameters, body schema and
// answers. Plain HTML, no script: every piece of text is escaped.
import { escapeXml } from '../catalogue/placeholder.ts'
import type { openApiDocument } from './document.ts'

type Document = ReturnType<typeof openApiDocument>
interface Operation {
  summary: string
  tags: string[]
  parameters: Array<{ name: string; in: string; required: boolean; schema: object }>
  requestBody?: { content: Record<string, { schema?: object }> }
  responses: Record<string, { description: string }>
  security?: unknown[]
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h2{margin-top:2.5rem;border-bottom:1px solid #ddd}code,pre{font:13px ui-monospace,monospace;background:#f4f4f4;border-radius:4px}
pre{padding:.5rem;overflow:auto;max-height:20rem}.op{margin:1.5rem 0}.method{font-weight:700;text-transform:uppercase;margin-right:.5rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
@media (prefers-color-scheme:dark){body{background:#141414;color:#eee}code,pre{background:#222}h2,td,th{border-color:#444}}`

export function docsPage(document: Document): string {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation
      const rows = operation.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeXml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'required' : ''}</td><td><code>${escapeXml(JSON.stringify(parameter.schema))}</code></td></tr>`,
        )
        .join('')
      const body = operation.requestBody
        ? Object.entries(operation.requestBody.content)
            .map(
              ([type, content]) =>
                `<p>Body (${escapeXml(type)})</p>${content.schema ? `<pre>${escapeXml(JSON.stringify(content.schema, null, 2))}</pre>` : ''}`,
            )
            .join('')
        : ''
      const answers = Object.entries(operation.responses)
        .map(([status, response]) => `<li><code>${status}</code> ${escapeXml(response.description)}</li>`)
        .join('')
      const html = `<section class="op"><h3><span class="method">${method}</span><code>${escapeXml(path)}</code></h3><p>${escapeXml(operation.summary)}${operation.security ? ' — admin token required' : ''}</p>${rows ? `<table><tr><th>parameter</th><th>in</th><th></th><th>schema</th></tr>${rows}</table>` : ''}${body}<ul>${answers}</ul></section>`
      const tag = operation.tags[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), html])
    }
  }
  const sections = [...byTag].map(([tag, operations]) => `<h2>${escapeXml(tag)}</h2>${operations.join('')}`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(document.info.title)} API</title><style>${STYLE}</style></head><body><main><h1>${escapeXml(document.info.title)} API</h1><p>${escapeXml(document.info.description)}</p><p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${document.openapi})</p>${sections}</main></body></html>`
}

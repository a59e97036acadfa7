// GET /openapi.json and GET /docs: the API description, built once per process (the routes do not change at run time).
import { Hono } from 'hono'
import { openApiDocument } from './document.ts'
import { docsPage } from './page.ts'

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

export function openApiRoutes() {
  const app = new Hono()
  const document = openApiDocument()
  const json = JSON.stringify(document)
  const page = docsPage(document)
  app.get('/openapi.json', (c) =>
    c.body(json, 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' }),
  )
  app.get('/docs', (c) =>
    c.body(page, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'public, max-age=3600',
    }),
  )
  return app
}

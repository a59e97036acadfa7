// The catcher's inbox: a page a person reads the code from, and the same list as JSON for scripts and tests.
import { Hono } from 'hono'
import { loopbackHostOnly } from './loopbackHost.ts'

export interface CaughtMessage {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  /** ISO time the catcher received it */
  received: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

function page(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<article><h2>${escapeHtml(message.subject)}</h2><p>To ${escapeHtml(message.to.join(', '))} · from ${escapeHtml(message.from)} · ${escapeHtml(message.received)}</p><pre>${escapeHtml(message.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Latch inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Latch inbox</h1><p>Mail sent by the local Latch cloud, newest first.</p>${rows || '<p>No mail yet.</p>'}</body></html>`
}

export function inboxApp(list: () => CaughtMessage[]) {
  const app = new Hono()
  app.use(loopbackHostOnly)
  const newestFirst = () => [...list()].reverse()
  app.get('/', (c) => c.html(page(newestFirst())))
  app.get('/messages', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase()
    const messages = newestFirst().filter((message) => !to || message.to.includes(to))
    return c.json({ messages })
  })
  return app
}

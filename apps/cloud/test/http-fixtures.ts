// The app's routes as Hono registered them, with concrete paths, for the suites that go over every route.
import type { Hono } from 'hono'

export interface Route {
  method: string
  /** Hono's pattern, e.g. /v1/account/:address/balance */
  pattern: string
  /** the pattern with every parameter filled in */
  path: string
}

const SAMPLE_PARAMS: Record<string, string> = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  name: 'alice.latch.id',
  provider: 'google',
  id: 'metamask',
}

export function routesOf(app: Hono): Route[] {
  const seen = new Set<string>()
  const routes: Route[] = []
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({
      method: route.method,
      pattern: route.path,
      path: route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x'),
    })
  }
  return routes
}

import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function projectsRoutes(_context: CloudContext) {
  return new Hono()
}

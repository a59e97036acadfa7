import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function analyticsRoutes(_context: CloudContext) {
  return new Hono()
}

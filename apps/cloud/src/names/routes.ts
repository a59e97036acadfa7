import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function namesRoutes(_context: CloudContext) {
  return new Hono()
}

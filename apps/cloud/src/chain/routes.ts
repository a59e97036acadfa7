import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function chainRoutes(_context: CloudContext) {
  return new Hono()
}

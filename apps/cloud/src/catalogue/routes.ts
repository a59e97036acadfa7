import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function catalogueRoutes(_context: CloudContext) {
  return new Hono()
}

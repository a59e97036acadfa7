import { Hono } from 'hono'
import type { CloudContext } from '../context.ts'

export function rpcRoutes(_context: CloudContext) {
  return new Hono()
}

// The columns an event is grouped by (migration 030), read once on insert so the aggregates need no JSON functions.
import type { EventBody } from './input.ts'

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null

export function dimensionsOf(body: EventBody) {
  const properties = body.props.properties ?? {}
  return {
    wallet: text(properties.wallet, 200),
    network: text(properties.network ?? properties.namespace, 200),
    method: text(properties.method, 200),
    error_message: body.props.type === 'error' ? text(body.props.errorMessage, 2000) : null,
  }
}

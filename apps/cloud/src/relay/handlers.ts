// The relay's JSON-RPC methods (the WalletConnect v2 relay API and the sign-client's session calls), each checked
// against its params schema; the answer is sent before the stored messages a subscribe brings.
import type { RelayConnection } from './connection.ts'
import { error, PARAMS, type ParamsOf, type RelayMethod, RPC_ERROR, type RpcId, result, TAGS } from './protocol.ts'
import { RpcError, type Topics } from './topics.ts'

type Reply = { value: unknown; after?: () => Promise<void> }

/**
 * Methods whose effect is ordered as soon as they start: each publication is in the quota's batch (with Redis) or the
 * broker's (in one process) before the handler's first await, and both batches keep their order, so the connection's
 * next request may start while it is charged and stored (its answer still waits for both). Measured (npm run bench,
 * relay): holding the line until Redis answered each publish kept two relays through Redis at ~61 % of one; letting
 * it go, 72–76 %.
 */
export const ORDERED_ONCE_STARTED: ReadonlySet<string> = new Set<RelayMethod>(['irn_publish', 'irn_batchPublish'])

export function relayHandlers(topics: Topics, log: (line: string) => void) {
  const { subscribe, unsubscribe, publish, deliverStored, fetchUndelivered } = topics

  const handlers: { [M in RelayMethod]: (connection: RelayConnection, params: ParamsOf<M>) => Promise<Reply> } = {
    async irn_subscribe(connection, { topic }) {
      const id = await subscribe(connection, topic)
      return { value: id, after: () => deliverStored(connection, [topic]) }
    },
    async irn_batchSubscribe(connection, { topics: list }) {
      const ids: string[] = []
      for (const topic of list) ids.push(await subscribe(connection, topic))
      return { value: ids, after: () => deliverStored(connection, list) }
    },
    async irn_unsubscribe(connection, { topic }) {
      await unsubscribe(connection, topic)
      return { value: true }
    },
    async irn_batchUnsubscribe(connection, { subscriptions }) {
      for (const { topic } of subscriptions) await unsubscribe(connection, topic)
      return { value: true }
    },
    async irn_publish(connection, params) {
      await publish(connection, params)
      return { value: true }
    },
    async irn_batchPublish(connection, { messages }) {
      // all queued at once, in order: one round trip for the batch
      await Promise.all(messages.map((message) => publish(connection, message)))
      return { value: true }
    },
    async irn_fetchMessages(connection, { topic }) {
      return { value: { messages: await fetchUndelivered(connection, [topic]), hasMore: false } }
    },
    async irn_batchFetchMessages(connection, { topics: list }) {
      return { value: { messages: await fetchUndelivered(connection, list), hasMore: false } }
    },
    async wc_proposeSession(connection, { pairingTopic, sessionProposal, ttl, attestation }) {
      await subscribe(connection, pairingTopic)
      await publish(
        connection,
        { topic: pairingTopic, message: sessionProposal, ttl, attestation },
        TAGS.sessionPropose,
      )
      return { value: true, after: () => deliverStored(connection, [pairingTopic]) }
    },
    async wc_approveSession(connection, params) {
      const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest } = params
      const rest = { ttl: params.ttl, attestation: params.attestation }
      await subscribe(connection, sessionTopic)
      await Promise.all([
        publish(
          connection,
          { topic: pairingTopic, message: sessionProposalResponse, ...rest },
          TAGS.sessionProposeResponse,
        ),
        publish(connection, { topic: sessionTopic, message: sessionSettlementRequest, ...rest }, TAGS.sessionSettle),
      ])
      return { value: true, after: () => deliverStored(connection, [sessionTopic]) }
    },
  }

  return async function handleRequest(connection: RelayConnection, id: RpcId, method: string, rawParams: unknown) {
    if (!Object.hasOwn(handlers, method)) {
      if (connection.ackWrites) await connection.ackWrites
      connection.send(error(id, RPC_ERROR.methodNotFound, `Method not found: ${method.slice(0, 64)}`))
      return
    }
    const name = method as RelayMethod
    const parsed = PARAMS[name].safeParse(rawParams)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      connection.send(
        error(id, RPC_ERROR.invalidParams, `Invalid params: ${issue?.path.join('.') || 'params'}: ${issue?.message}`),
      )
      return
    }
    try {
      const handler = handlers[name] as (connection: RelayConnection, params: unknown) => Promise<Reply>
      const reply = await handler(connection, parsed.data)
      if (connection.ackWrites) await connection.ackWrites
      connection.send(result(id, reply.value))
      await reply.after?.()
    } catch (caught) {
      if (caught instanceof RpcError) connection.send(error(id, caught.code, caught.message))
      else {
        log(`${method} failed: ${String(caught)}`)
        connection.send(error(id, RPC_ERROR.internal, 'Internal error'))
      }
    }
  }
}

// Whole page→frame messages and frame→page replies and events: each payload in its strict envelope, the schema of
// every message by its type string, and parsing what the other window posted.
import * as z from 'zod/mini'
import { messageId } from './fields.ts'
import {
  APP_MESSAGE_NAMES,
  APP_PREFIX,
  type AppMessageName,
  type AppType,
  appType,
  type ErrorType,
  errorType,
  type EventType,
  eventType,
  FRAME_EVENT_NAMES,
  type FrameEventName,
  type SuccessType,
  successType,
} from './messageNames.ts'
import {
  APP_PAYLOADS,
  type AppPayload,
  ERROR_PAYLOAD,
  EVENT_PAYLOADS,
  type ErrorPayload,
  type EventPayload,
  SUCCESS_PAYLOADS,
  type SuccessPayload,
} from './payloads.ts'

/** A message's payload field: optional when the payload may be undefined, else required. */
export type WithPayload<P> = undefined extends P ? { payload?: P } : { payload: P }

/** a page→frame message; id is optional in the schema though the client always sets one */
export type AppMessage<K extends AppMessageName = AppMessageName> = {
  [N in K]: { type: AppType<N>; id?: string } & WithPayload<AppPayload<N>>
}[K]

/** The frame's reply to a page→frame message: success or error, with the request's id. */
export type FrameReply<K extends AppMessageName = AppMessageName> = {
  [N in K]:
    | ({ type: SuccessType<N>; id: string } & WithPayload<SuccessPayload<N>>)
    | { type: ErrorType<N>; id: string; payload?: ErrorPayload }
}[K]

/** A frame→page event, which answers no request. */
export type FrameEvent<K extends FrameEventName = FrameEventName> = {
  [N in K]: { type: EventType<N>; id: string } & WithPayload<EventPayload<N>>
}[K]

/** Anything the frame posts to the page: a reply or an event. */
export type FrameMessage = FrameReply | FrameEvent

// strict everywhere: a key the spec does not name makes the message malformed rather than silently dropped
function envelope(type: string, id: z.ZodMiniType, payload: z.ZodMiniType): z.ZodMiniObject {
  return z.strictObject({ type: z.literal(type), id, payload })
}

// keyed by the full type string so a message is checked against one schema, picked by its type
type Entry = readonly [string, z.ZodMiniObject]
const appEntries: Entry[] = APP_MESSAGE_NAMES.map((name) => [
  appType(name),
  envelope(appType(name), z.optional(messageId), APP_PAYLOADS[name]),
])
const frameEntries: Entry[] = [
  ...APP_MESSAGE_NAMES.flatMap((name): Entry[] => [
    [successType(name), envelope(successType(name), messageId, SUCCESS_PAYLOADS[name])],
    [errorType(name), envelope(errorType(name), messageId, ERROR_PAYLOAD)],
  ]),
  ...FRAME_EVENT_NAMES.map(
    (name): Entry => [eventType(name), envelope(eventType(name), messageId, EVENT_PAYLOADS[name])],
  ),
]

/** the full schema of every page→frame message, by type */
export const APP_MESSAGE_SCHEMAS: ReadonlyMap<string, z.ZodMiniObject> = new Map(appEntries)
/** the full schema of every frame→page reply and event, by type */
export const FRAME_MESSAGE_SCHEMAS: ReadonlyMap<string, z.ZodMiniObject> = new Map(frameEntries)

/** every message type, page→frame then frame→page, in one list */
export const MESSAGE_TYPES: readonly string[] = [...APP_MESSAGE_SCHEMAS.keys(), ...FRAME_MESSAGE_SCHEMAS.keys()]

/** A message that passed its schema, or why it was refused. */
export type ParseResult<T> = { ok: true; message: T } | { ok: false; reason: string }

function parseWith<T>(schemas: ReadonlyMap<string, z.ZodMiniObject>, data: unknown): ParseResult<T> {
  const type = isPlainObject(data) ? safeType(data) : undefined
  const schema = type === undefined ? undefined : schemas.get(type)
  if (!schema) return { ok: false, reason: 'unknown message type' }
  const result = schema.safeParse(data)
  if (!result.success)
    return { ok: false, reason: `invalid ${type}: ${result.error.issues[0]?.path.join('.') || 'message'}` }
  return { ok: true, message: result.data as T }
}

// structured clone yields plain objects; anything else (class instances, inherited fields) is not a message
function isPlainObject(data: unknown): data is object {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  try {
    const proto: unknown = Object.getPrototypeOf(data)
    return proto === null || Object.getPrototypeOf(proto) === null
  } catch {
    return false
  }
}

// a getter or proxy on a hostile object must not throw out of the parser
function safeType(data: object): string | undefined {
  try {
    const type = (data as { type?: unknown }).type
    return typeof type === 'string' ? type : undefined
  } catch {
    return undefined
  }
}

/**
 * a page→frame message, or why it is refused
 *
 * @example
 * ```ts
 * window.addEventListener('message', (event) => {
 *   const parsed = parseAppMessage(event.data)
 *   if (!parsed.ok) return console.warn(parsed.reason)
 * })
 * ```
 */
export function parseAppMessage(data: unknown): ParseResult<AppMessage> {
  return parseWith<AppMessage>(APP_MESSAGE_SCHEMAS, data)
}

/**
 * a frame→page reply or event, or why it is refused
 *
 * @example
 * ```ts
 * addEventListener('message', (event) => {
 *   if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return
 *   const parsed = parseFrameMessage(event.data)
 *   if (parsed.ok && parsed.message.type === '@latch-frame/READY') ready()
 * })
 * ```
 */
export function parseFrameMessage(data: unknown): ParseResult<FrameMessage> {
  return parseWith<FrameMessage>(FRAME_MESSAGE_SCHEMAS, data)
}

/**
 * the request name a reply answers and whether it succeeded, or undefined for events
 *
 * @example
 * ```ts
 * replyOf('@latch-frame/GET_USER_SUCCESS') // { name: 'GET_USER', ok: true }
 * ```
 */
export function replyOf(type: string): { name: AppMessageName; ok: boolean } | undefined {
  const match = /^@latch-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  if (!match || !APP_MESSAGE_SCHEMAS.has(APP_PREFIX + match[1])) return undefined
  return { name: match[1] as AppMessageName, ok: match[2] === 'SUCCESS' }
}

// The frame side of the channel: accept only the parent's checked messages, run the handler, reply to the parent's exact origin.
import { findLatchError, latchError, TEXTS, UnsupportedMethodError, UnknownError } from '@latch/core'
import { isAllowedParentOrigin } from './ancestors.ts'
import { type AppMessageName, errorType, eventType, nameOf, successType } from './messageNames.ts'
import { type AppMessage, type FrameMessage, parseAppMessage, parseFrameMessage } from './messages.ts'
import type { AppPayload, SuccessPayload } from './payloads.ts'
import { rpcMethodKind } from './rpcMethods.ts'

/** Which request a frame handler answers, and the page origin that sent it. */
export interface FrameRequestContext {
  id: string
  origin: string
}

/** The frame's answer to one page→frame message: its success payload, or a throw for the error reply. */
export type FrameHandler<K extends AppMessageName> = (
  payload: AppPayload<K>,
  context: FrameRequestContext,
) => SuccessPayload<K> | Promise<SuccessPayload<K>>

/** one handler per page→frame message; a message without a handler gets 'Something went wrong' */
export type FrameHandlers = { [K in AppMessageName]?: FrameHandler<K> }

/** What the frame answers and to whom: the project's allowed origins and one handler per message. */
export interface FrameDispatcherOptions {
  /** the project's allowed origins (wildcards allowed) */
  allowedParentOrigins: readonly string[]
  /** SPEC §7's default ancestors are added (the default, for development); a production frame passes false */
  defaultAncestors?: boolean
  handlers: FrameHandlers
  window?: Window
  /** the embedding page's origin; by default location.ancestorOrigins[0], else the referrer's origin */
  parentOrigin?: string
  /** sent with ready */
  version?: string
}

/** The frame's side of the embedded wallet: takes the page's messages from allowed origins only and replies to each. */
export interface FrameDispatcher {
  readonly parentOrigin: string
  /** starts listening and posts ready */
  start(): void
  stop(): void
  /** tells the page its session token changed */
  sessionUpdate(token: string): void
}

function embeddingOrigin(win: Window): string | undefined {
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Answers the page's messages inside the frame: checks the sender's origin and each message's schema, runs its handler
 * and posts the reply.
 *
 * @example
 * ```ts
 * const dispatcher = createFrameDispatcher({
 *   allowedParentOrigins: ['https://app.example.com'],
 *   handlers: { GET_CHAIN_ID: () => ({ chainId: 1 }) },
 * })
 * dispatcher.start()
 * ```
 */
export function createFrameDispatcher(options: FrameDispatcherOptions): FrameDispatcher {
  const win = options.window ?? globalThis.window
  const parent = win.parent
  const parentOrigin = options.parentOrigin ?? embeddingOrigin(win)
  if (
    !parentOrigin ||
    parent === win ||
    !isAllowedParentOrigin(parentOrigin, options.allowedParentOrigins, { defaultAncestors: options.defaultAncestors })
  ) {
    throw latchError('FrameConfigInvalid', {
      params: { reason: `Parent origin is not allowed: ${String(parentOrigin)}` },
    })
  }
  const origin: string = parentOrigin

  function warn(reason: string): void {
    console.warn(`[latch/frame] ignored a page message: ${reason}`)
  }

  function post(message: FrameMessage): void {
    // a reply the schema refuses is a bug of ours; the page would drop it, so send a generic error instead
    const checked = parseFrameMessage(message)
    const safe: FrameMessage = checked.ok
      ? checked.message
      : ({
          type: message.type.replace(/_SUCCESS$/, '_ERROR'),
          id: message.id,
          payload: errorPayload(new UnknownError('SomethingWentWrong')),
        } as FrameMessage)
    if (!checked.ok) console.error(`[latch/frame] invalid reply ${checked.reason}`)
    parent.postMessage(safe, origin) // the parent's exact origin, never '*'
  }

  function replyError(name: AppMessageName, id: string, error: unknown): void {
    post({ type: errorType(name), id, payload: errorPayload(error) } as FrameMessage)
  }

  async function handle(message: AppMessage): Promise<void> {
    const name = nameOf(message.type)
    const id = message.id ?? crypto.randomUUID()
    if (name === 'RPC_REQUEST') {
      const method = (message as AppMessage<'RPC_REQUEST'>).payload.method
      if (rpcMethodKind(method) === 'unknown') return replyError(name, id, new UnsupportedMethodError('RpcNotAllowed'))
    }
    const handler = options.handlers[name] as FrameHandler<typeof name> | undefined
    if (!handler) return replyError(name, id, new UnknownError('SomethingWentWrong'))
    try {
      const payload = await handler(message.payload as AppPayload<typeof name>, { id, origin })
      post({ type: successType(name), id, ...(payload === undefined ? {} : { payload }) } as FrameMessage)
    } catch (error) {
      replyError(name, id, error)
    }
  }

  // origin, source window and schema are all checked; a message failing any is ignored with a warning
  function onMessage(event: MessageEvent): void {
    try {
      if (event.origin !== origin) return warn(`origin ${String(event.origin).slice(0, 100)} is not the parent's`)
      if (event.source === null || event.source !== parent) return warn('source is not the parent window')
      const parsed = parseAppMessage(event.data)
      if (!parsed.ok) return warn(parsed.reason)
      void handle(parsed.message)
    } catch {
      warn('unreadable message')
    }
  }

  return {
    parentOrigin: origin,
    start() {
      win.addEventListener('message', onMessage)
      post({
        type: eventType('READY'),
        id: crypto.randomUUID(),
        payload: options.version ? { version: options.version } : {},
      })
    },
    stop() {
      win.removeEventListener('message', onMessage)
    },
    sessionUpdate(token) {
      post({ type: eventType('SESSION_UPDATE'), id: crypto.randomUUID(), payload: { token } })
    },
  }
}

/**
 * a failure as the page reads it: its code and params when it has one (however deep it was wrapped), and its text
 *
 * @example
 * ```ts
 * post({ type: errorType('GET_USER'), id, payload: errorPayload(error) })
 * ```
 */
export function errorPayload(error: unknown): {
  message: string
  code?: string
  params?: Record<string, string | number>
} {
  const coded = findLatchError(error)
  const text = coded?.message || (error instanceof Error && error.message ? error.message : TEXTS.frameDefaultError)
  const message = text.slice(0, 4096)
  if (!coded) return { message }
  return {
    message,
    code: coded.code,
    ...(coded.params ? { params: coded.params as Record<string, string | number> } : {}),
  }
}

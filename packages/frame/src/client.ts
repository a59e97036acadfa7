// The page side of the frame channel: the hidden iframe, its initialisation, and requests matched to replies by id.
import { EmbeddedWalletError, UnknownError, UserRejectedError } from '@latch/core'
import {
  FRAME_ALERTS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '@latch/core/internal'
import { appendFrame, type FrameClientOptions, frameAddress } from './frameElement.ts'
import { type FrameAlert, FrameTimeoutError, frameReplyError } from './frameErrors.ts'
import { type AppMessageName, type AppType, nameOf } from './messageNames.ts'
import {
  type AppMessage,
  type FrameEvent,
  parseAppMessage,
  parseFrameMessage,
  replyOf,
  type WithPayload,
} from './messages.ts'
import type { AppPayload, SuccessPayload } from './payloads.ts'

export { FRAME_ID, FRAME_Z_INDEX, type FrameClientOptions, frameAddress } from './frameElement.ts'
export { type FrameAlert, FrameTimeoutError, frameReplyError } from './frameErrors.ts'

/** requests that may wait for a slow frame without the 20 s load timeout */
const NO_LOAD_TIMEOUT: ReadonlySet<AppMessageName> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SYNC_LOCALE',
  'SET_PREFERRED_ACCOUNT',
])
/** requests that wait on the user (email, code, social window) and so get 120 s */
const REQUEST_TIMEOUT: ReadonlySet<AppMessageName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_PASSKEY',
  'LINK_EMAIL',
  'LINK_EMAIL_OTP',
  'LINK_PASSKEY',
  'LINK_SOCIAL',
])

/** a message as the caller writes it; the client adds the id */
export type FrameRequest = { [N in AppMessageName]: { type: AppType<N> } & WithPayload<AppPayload<N>> }[AppMessageName]
/** the name a message type carries, e.g. CONNECT_EMAIL for @latch-app/CONNECT_EMAIL */
export type NameOf<T> = T extends AppType<infer N> ? N : never

/**
 * The page's side of the embedded wallet's frame: loads it, sends it requests and waits for their replies, shows and
 * hides it.
 */
export interface FrameClient {
  readonly frame: HTMLIFrameElement | undefined
  readonly origin: string
  readonly isInitialised: boolean
  /** resolves 500 ms after the frame's ready event; one shared run for every caller */
  init(): Promise<void>
  request<M extends FrameRequest>(message: M): Promise<SuccessPayload<NameOf<M['type']>>>
  /** rejects every pending request with 'Request was aborted' */
  abort(): void
  show(): void
  hide(): void
  destroy(): void
}

interface Pending {
  name: AppMessageName
  resolve: (payload: unknown) => void
  reject: (error: Error) => void
  timers: ReturnType<typeof setTimeout>[]
}

/**
 * Adds the embedded wallet's iframe to the page and talks to it: each request gets the frame's reply, or a timeout.
 *
 * @example
 * ```ts
 * const client = createFrameClient({ frameUrl: 'https://wallet.example.com/', projectId, version: '1.0.0' })
 * await client.init()
 * const user = await client.request({ type: '@latch-app/GET_USER' })
 * ```
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const doc = options.document ?? globalThis.document
  const win = options.window ?? doc.defaultView ?? globalThis.window
  const address = frameAddress(options)
  const origin = new URL(address).origin
  const pending = new Map<string, Pending>()

  let frame: HTMLIFrameElement | undefined = appendFrame(doc, address, origin)

  let ready = false
  let initialised = false
  let markReady: () => void = () => {}
  // one promise for every caller: initialisation runs once and is shared
  const initPromise = new Promise<void>((resolve) => {
    markReady = () => {
      if (ready) return
      ready = true
      setTimeout(() => {
        initialised = true
        resolve()
      }, FRAME_POST_READY_DELAY_MS)
    }
  })

  function warn(reason: string): void {
    console.warn(`[latch/frame] ignored a frame message: ${reason}`)
  }

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    entry.timers.forEach(clearTimeout)
    return entry
  }

  function fail(id: string, error: Error): void {
    settle(id)?.reject(error)
  }

  function timeOut(id: string, alert: FrameAlert): void {
    if (!pending.has(id)) return
    options.onAlert?.(alert)
    fail(id, new FrameTimeoutError(alert))
  }

  // every received message is checked for origin, source window and schema; a failing one is ignored
  function onMessage(event: MessageEvent): void {
    try {
      if (!frame) return
      if (event.origin !== origin) return warn(`origin ${String(event.origin).slice(0, 100)} is not the frame's`)
      if (event.source === null || event.source !== frame.contentWindow) return warn('source is not the frame window')
      const parsed = parseFrameMessage(event.data)
      if (!parsed.ok) return warn(parsed.reason)
      const message = parsed.message
      if (message.type === '@latch-frame/READY') return markReady()
      if (message.type === '@latch-frame/SESSION_UPDATE') {
        options.onSessionUpdate?.((message as FrameEvent<'SESSION_UPDATE'>).payload)
        return
      }
      const reply = replyOf(message.type)
      const entry = pending.get(message.id)
      // a reply answers its request only with the same id and that request's type
      if (!reply || !entry || entry.name !== reply.name) return warn('no pending request with this id and type')
      settle(message.id)
      if (reply.ok) entry.resolve(message.payload)
      else entry.reject(frameReplyError(message.payload as Parameters<typeof frameReplyError>[0]))
    } catch {
      warn('unreadable message')
    }
  }
  win.addEventListener('message', onMessage)

  function post(id: string, message: AppMessage): void {
    const target = frame?.contentWindow
    if (!target) return fail(id, new EmbeddedWalletError('IframeNotSet'))
    try {
      target.postMessage(message, origin) // the frame's exact origin, never '*'
    } catch (error) {
      fail(id, error instanceof Error ? error : new UnknownError('SomethingWentWrong', { cause: error }))
    }
  }

  function request<M extends FrameRequest>(message: M): Promise<SuccessPayload<NameOf<M['type']>>> {
    if (!frame) return Promise.reject(new EmbeddedWalletError('IframeNotSet'))
    const id = crypto.randomUUID()
    const outgoing = { ...message, id } as AppMessage
    const checked = parseAppMessage(outgoing)
    if (!checked.ok) return Promise.reject(new Error(`Invalid frame request: ${checked.reason}`))
    const name = nameOf(message.type)
    return new Promise<SuccessPayload<NameOf<M['type']>>>((resolve, reject) => {
      const entry: Pending = { name, resolve: resolve as (payload: unknown) => void, reject, timers: [] }
      pending.set(id, entry)
      if (!NO_LOAD_TIMEOUT.has(name)) {
        entry.timers.push(setTimeout(() => timeOut(id, FRAME_ALERTS.iframeLoadFailed), FRAME_LOAD_TIMEOUT_MS))
      }
      const send = () => {
        if (!pending.has(id)) return
        entry.timers.forEach(clearTimeout)
        entry.timers = []
        if (REQUEST_TIMEOUT.has(name)) {
          entry.timers.push(setTimeout(() => timeOut(id, FRAME_ALERTS.iframeRequestTimeout), FRAME_REQUEST_TIMEOUT_MS))
        }
        post(id, checked.message)
      }
      // once initialised, post at once; before, queue behind the shared initialisation
      if (initialised) send()
      else void initPromise.then(send)
    })
  }

  function abort(): void {
    for (const id of [...pending.keys()]) fail(id, new UserRejectedError('RequestAborted'))
  }

  return {
    get frame() {
      return frame
    },
    origin,
    get isInitialised() {
      return initialised
    },
    init: () => (frame ? initPromise : Promise.reject(new EmbeddedWalletError('IframeNotSet'))),
    request,
    abort,
    // shown only while the frame needs the user (e.g. ApproveTransaction); hidden from assistive tech otherwise
    show: () => {
      if (!frame) return
      frame.style.display = 'block'
      frame.removeAttribute('aria-hidden')
    },
    hide: () => {
      if (!frame) return
      frame.style.display = 'none'
      frame.setAttribute('aria-hidden', 'true')
    },
    destroy: () => {
      abort()
      win.removeEventListener('message', onMessage)
      frame?.remove()
      frame = undefined
    },
  }
}

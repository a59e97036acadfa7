// The message names and the type strings they are posted with: '@latch-app/<NAME>' from the page, '<NAME>_SUCCESS',
// '<NAME>_ERROR' and the events from the frame. Apart from the payload schemas: these change only when a message is added.

/** The prefix of every page→frame message type. */
export const APP_PREFIX = '@latch-app/'
/** The prefix of every frame→page reply and event type. */
export const FRAME_PREFIX = '@latch-frame/'

/** page→frame messages, each posted as `@latch-app/<NAME>`; the last two are ours, beyond
 * ours: sign out every session of the account, and show the private key inside the frame; CONNECT_PASSKEY is ours too:
 * the frame's own card signs up or in with a passkey of the frame's origin; SYNC_LOCALE: the frame's cards speak the
 * modal's language; and the account's sign-in methods (list, link an email with its code, link a passkey in the
 * frame's card, link an external wallet by its EIP-4361 signature, link a social login, unlink) and the sign-in with
 * a linked wallet */
export const APP_MESSAGE_NAMES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'CONNECT_PASSKEY',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SYNC_LOCALE',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'RPC_ABORT',
  'SIGN_OUT_EVERYWHERE',
  'EXPORT_PRIVATE_KEY',
  'DOWNLOAD_RECOVERY_FILE',
  'RECOVER_FROM_FILE',
  'LIST_SIGN_IN_METHODS',
  'LINK_EMAIL',
  'LINK_EMAIL_OTP',
  'LINK_PASSKEY',
  'UNLINK_SIGN_IN_METHOD',
  'GET_WALLET_NONCE',
  'LINK_WALLET',
  'CONNECT_WALLET',
  'GET_LINK_SOCIAL_URI',
  'LINK_SOCIAL',
] as const

/** frame→page events that answer no request, each posted as `@latch-frame/<NAME>` */
export const FRAME_EVENT_NAMES = ['READY', 'SESSION_UPDATE'] as const

/** The name of a page→frame message, e.g. 'CONNECT_EMAIL'. */
export type AppMessageName = (typeof APP_MESSAGE_NAMES)[number]
/** The name of a frame→page event, e.g. 'READY'. */
export type FrameEventName = (typeof FRAME_EVENT_NAMES)[number]
/** The type string a page→frame message is posted with: '@latch-app/CONNECT_EMAIL'. */
export type AppType<K extends AppMessageName = AppMessageName> = `${typeof APP_PREFIX}${K}`
/** The type string of the frame's success reply to a message: '@latch-frame/CONNECT_EMAIL_SUCCESS'. */
export type SuccessType<K extends AppMessageName = AppMessageName> = `${typeof FRAME_PREFIX}${K}_SUCCESS`
/** The type string of the frame's error reply to a message: '@latch-frame/CONNECT_EMAIL_ERROR'. */
export type ErrorType<K extends AppMessageName = AppMessageName> = `${typeof FRAME_PREFIX}${K}_ERROR`
/** The type string a frame→page event is posted with: '@latch-frame/READY'. */
export type EventType<K extends FrameEventName = FrameEventName> = `${typeof FRAME_PREFIX}${K}`

/**
 * The type string a page→frame message is posted with.
 *
 * @example
 * ```ts
 * appType('GET_USER') // '@latch-app/GET_USER'
 * ```
 */
export const appType = <K extends AppMessageName>(name: K): AppType<K> => `${APP_PREFIX}${name}`
/**
 * The type string of the frame's success reply to a message.
 *
 * @example
 * ```ts
 * successType('GET_USER') // '@latch-frame/GET_USER_SUCCESS'
 * ```
 */
export const successType = <K extends AppMessageName>(name: K): SuccessType<K> => `${FRAME_PREFIX}${name}_SUCCESS`
/**
 * The type string of the frame's error reply to a message.
 *
 * @example
 * ```ts
 * errorType('GET_USER') // '@latch-frame/GET_USER_ERROR'
 * ```
 */
export const errorType = <K extends AppMessageName>(name: K): ErrorType<K> => `${FRAME_PREFIX}${name}_ERROR`
/**
 * The type string a frame→page event is posted with.
 *
 * @example
 * ```ts
 * eventType('READY') // '@latch-frame/READY'
 * ```
 */
export const eventType = <K extends FrameEventName>(name: K): EventType<K> => `${FRAME_PREFIX}${name}`

/**
 * The message name a page→frame type string carries.
 *
 * @example
 * ```ts
 * nameOf('@latch-app/CONNECT_EMAIL') // 'CONNECT_EMAIL'
 * ```
 */
export function nameOf(type: AppType): AppMessageName {
  return type.slice(APP_PREFIX.length) as AppMessageName
}

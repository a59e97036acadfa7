// The payload each message, reply and event carries, as zod schemas: what the frame accepts from the page and the
// page from the frame. Apart from the names and envelopes, it changes whenever a message gains or loses a field.
// zod/mini: the same checks as classic zod for under a third of its gzipped bytes (measured: 7.9 kB vs 27.3 kB).
import { LOCALES, THEME_MODES } from '@latch/core'
import * as z from 'zod/mini'
import { accountType, boundedJson, chainId, email, evmAddress, httpUrl, otp, text } from './fields.ts'
import type { AppMessageName, FrameEventName } from './messageNames.ts'
import { rpcPayloadSchema } from './rpcSchemas.ts'

/** The social logins the embedded wallet's frame offers. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** One of the social logins the embedded wallet's frame offers. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

const NONE = z.optional(z.undefined())
const siwxMessage = z.optional(boundedJson)
const themeVariables = z.record(text(64), z.union([text(256), z.number()]))
/** an EIP-4361 message the page's external wallet signed, with its signature (the frame hands both to the cloud) */
const signedMessage = z.strictObject({
  message: text(8192),
  // an EVM wallet's hex signature, or a Solana wallet's base58 ed25519 one
  signature: z.string().check(z.regex(/^(0x[0-9a-fA-F]{2,2048}|[1-9A-HJ-NP-Za-km-z]{64,90})$/)),
})
const metadata = z.strictObject({
  name: text(256),
  description: text(1024),
  url: httpUrl,
  icons: z.array(httpUrl).check(z.maxLength(16)),
})

/** the payload of each page→frame message; NONE for the messages without one */
export const APP_PAYLOADS = {
  SWITCH_NETWORK: z.strictObject({ chainId, rpcUrl: z.optional(httpUrl) }),
  CONNECT_EMAIL: z.strictObject({ email }),
  CONNECT_DEVICE: NONE,
  CONNECT_OTP: z.strictObject({ otp }),
  CONNECT_SOCIAL: z.strictObject({
    uri: text(4096),
    preferredAccountType: z.optional(accountType),
    chainId: z.optional(chainId),
    siwxMessage,
    rpcUrl: z.optional(httpUrl),
  }),
  GET_FARCASTER_URI: NONE,
  CONNECT_FARCASTER: NONE,
  CONNECT_PASSKEY: NONE,
  GET_USER: z.optional(
    z.strictObject({
      chainId: z.optional(chainId),
      preferredAccountType: z.optional(accountType),
      socialUri: z.optional(text(4096)),
      siwxMessage,
      rpcUrl: z.optional(httpUrl),
    }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
  SIGN_OUT: NONE,
  IS_CONNECTED: z.optional(z.strictObject({ token: z.optional(text(8192)) })),
  GET_CHAIN_ID: NONE,
  RPC_REQUEST: rpcPayloadSchema,
  /** proof 'passkey': the frame's card offers the user's passkey in place of the current address's code */
  UPDATE_EMAIL: z.strictObject({ email, proof: z.optional(z.literal('passkey')) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ otp }),
  SYNC_THEME: z.strictObject({
    themeMode: z.enum(THEME_MODES),
    themeVariables: z.optional(themeVariables),
    w3mThemeVariables: z.optional(themeVariables),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    metadata: z.optional(metadata),
    sdkVersion: text(64),
    sdkType: text(64),
    projectId: text(128),
  }),
  // one of the modal's languages: the frame loads that language's texts for its cards
  SYNC_LOCALE: z.strictObject({ locale: z.enum(LOCALES) }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: NONE,
  INIT_SMART_ACCOUNT: NONE,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType }),
  RELOAD: NONE,
  RPC_ABORT: NONE,
  SIGN_OUT_EVERYWHERE: NONE,
  EXPORT_PRIVATE_KEY: NONE,
  DOWNLOAD_RECOVERY_FILE: NONE,
  RECOVER_FROM_FILE: NONE,
  LIST_SIGN_IN_METHODS: NONE,
  LINK_EMAIL: z.strictObject({ email }),
  LINK_EMAIL_OTP: z.strictObject({ otp }),
  LINK_PASSKEY: NONE,
  UNLINK_SIGN_IN_METHOD: z.strictObject({ id: text(64) }),
  // the cloud's nonce for the message the page's external wallet signs: to link it, or to sign in with it
  GET_WALLET_NONCE: z.strictObject({ purpose: z.enum(['link', 'signIn']) }),
  LINK_WALLET: signedMessage,
  CONNECT_WALLET: signedMessage,
  // a social login of the signed-in user, linked instead of signing in (the same pop-up and callback page)
  GET_LINK_SOCIAL_URI: z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
  LINK_SOCIAL: z.strictObject({ uri: text(4096) }),
} as const satisfies Record<AppMessageName, z.ZodMiniType>

/** one way into the account, as the cloud lists it: never a key, a credential id or a subject */
const signInMethod = z.strictObject({
  id: text(64),
  kind: z.enum(['email', 'passkey', 'social', 'wallet']),
  provider: z.optional(text(64)),
  name: text(256),
  added: z.nullable(text(64)),
  lastUsed: z.nullable(text(64)),
})
/** a link or unlink of a method, by the user or the app's support */
const signInMethodEvent = z.strictObject({
  kind: text(64),
  name: text(256),
  action: z.enum(['link', 'unlink']),
  actor: z.enum(['user', 'operator']),
  at: text(64),
})
const signInMethods = z.strictObject({
  methods: z.array(signInMethod).check(z.maxLength(64)),
  events: z.array(signInMethodEvent).check(z.maxLength(64)),
})

const userAccount = z.strictObject({ address: text(128), type: accountType })
const user = {
  email: z.optional(z.nullable(email)),
  address: text(128),
  chainId,
  smartAccountDeployed: z.optional(z.boolean()),
  accounts: z.optional(z.array(userAccount).check(z.maxLength(64))),
  preferredAccountType: z.optional(accountType),
  signature: z.optional(text(1024)),
  message: z.optional(text(8192)),
  siwxMessage,
}

/** the payload of each `<NAME>_SUCCESS` reply */
export const SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.strictObject({ chainId }),
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: NONE,
  CONNECT_OTP: NONE,
  CONNECT_SOCIAL: z.strictObject({ ...user, userName: z.optional(text(256)) }),
  GET_FARCASTER_URI: z.strictObject({ url: httpUrl }),
  CONNECT_FARCASTER: z.strictObject({ userName: text(256) }),
  // the passkey's name; the passkey itself and its answer never leave the frame
  CONNECT_PASSKEY: z.strictObject({ userName: text(256) }),
  GET_USER: z.strictObject(user),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: httpUrl }),
  SIGN_OUT: NONE,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId }),
  RPC_REQUEST: z.optional(boundedJson),
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: NONE,
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: email }),
  SYNC_THEME: NONE,
  SYNC_DAPP_DATA: NONE,
  SYNC_LOCALE: NONE,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({
    smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(1024)),
  }),
  INIT_SMART_ACCOUNT: z.optional(
    z.strictObject({ address: z.optional(evmAddress), isDeployed: z.optional(z.boolean()) }),
  ),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountType, address: text(128) }),
  RELOAD: NONE,
  RPC_ABORT: NONE,
  SIGN_OUT_EVERYWHERE: NONE,
  // the keys stay in the frame: the page only learns that the card was closed
  EXPORT_PRIVATE_KEY: NONE,
  DOWNLOAD_RECOVERY_FILE: NONE,
  RECOVER_FROM_FILE: NONE,
  LIST_SIGN_IN_METHODS: signInMethods,
  LINK_EMAIL: z.strictObject({ action: z.literal('VERIFY_OTP') }),
  LINK_EMAIL_OTP: signInMethods,
  LINK_PASSKEY: signInMethods,
  UNLINK_SIGN_IN_METHOD: signInMethods,
  GET_WALLET_NONCE: z.strictObject({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)) }),
  LINK_WALLET: signInMethods,
  // the wallet's address, the session's user name
  CONNECT_WALLET: z.strictObject({ userName: text(256) }),
  GET_LINK_SOCIAL_URI: z.strictObject({ uri: httpUrl }),
  LINK_SOCIAL: signInMethods,
} as const satisfies Record<AppMessageName, z.ZodMiniType>

/**
 * error replies carry message; a missing one reads as 'An error occurred'. A coded failure also
 * carries its code and what its text is built from, so the page raises the same error and never reads the text.
 */
export const ERROR_PAYLOAD = z.optional(
  z.strictObject({
    message: z.optional(text(4096)),
    code: z.optional(text(64)),
    params: z.optional(z.record(text(32), z.union([text(256), z.number()]))),
  }),
)

/** The schema of each frame→page event's payload. */
export const EVENT_PAYLOADS = {
  READY: z.optional(z.strictObject({ version: z.optional(text(64)) })),
  SESSION_UPDATE: z.strictObject({ token: text(8192) }),
} as const satisfies Record<FrameEventName, z.ZodMiniType>

/** The account's sign-in methods and their link/unlink rows, as LIST_SIGN_IN_METHODS answers them. */
export type SignInMethods = z.output<typeof signInMethods>

/** The payload a page→frame message carries. */
export type AppPayload<K extends AppMessageName> = z.output<(typeof APP_PAYLOADS)[K]>
/** The payload of the frame's success reply to a message. */
export type SuccessPayload<K extends AppMessageName> = z.output<(typeof SUCCESS_PAYLOADS)[K]>
/** The payload of a frame→page event. */
export type EventPayload<K extends FrameEventName> = z.output<(typeof EVENT_PAYLOADS)[K]>
/** The payload of the frame's error reply: its text, and its Latch error code when it has one. */
export type ErrorPayload = z.output<typeof ERROR_PAYLOAD>

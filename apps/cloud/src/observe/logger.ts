// The cloud's log: one JSON object per line (pino) on stdout. Every line written while a request is answered carries
// that request's id (the x-request-id the client got back), so one request's lines can be found among all others.
// Secrets never reach it: callers pass none, and the paths below are censored should one slip into a logged object.
import { AsyncLocalStorage } from 'node:async_hooks'
import { pino, type DestinationStream, type Logger } from 'pino'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** the request being answered in this async context (set by the request-id middleware) */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>()

/** 'code' only at the top: one level down it is an error's code (ECONNREFUSED), which helps and reveals nothing */
const SECRET_KEYS = [
  'otp',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionToken',
  'deviceToken',
  'sessionId',
  'secret',
  'clientSecret',
  'authSecret',
  'password',
  'serverShare',
  'share',
  'keyShare',
  'recovery',
  'privateKey',
  'signature',
  'authorization',
  'cookie',
  'auth',
]

/** object paths censored in every line: at the top, one level down, and in request headers */
export const REDACTED_PATHS = [
  'code',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["x-latch-admin-token"]',
]

export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const scope = requestScope.getStore()
        return scope ? { requestId: scope.requestId } : {}
      },
    },
    destination,
  )
}

/** where the process's log goes: stdout, unless a host of the cloud collects it elsewhere (logTo) */
let output: DestinationStream = process.stdout

/** the process's logger; its level is the configured one once the cloud starts (configureLog) */
export const log: Logger = createLogger(levelOf(process.env.LATCH_LOG_LEVEL), {
  write: (line: string) => output.write(line),
})

/** sends the process's log lines to `destination` from now on (a process that hosts the cloud beside other work) */
export function logTo(destination: DestinationStream): void {
  output = destination
}

function levelOf(value: string | undefined): LogLevel {
  return LOG_LEVELS.includes(value as LogLevel) ? (value as LogLevel) : 'info'
}

export function configureLog(level: LogLevel): void {
  log.level = level
}

/** the first line of an error's message: upstream errors can carry whole request bodies below it */
export const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300)

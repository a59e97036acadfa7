// The e2e cloud's whole log, at debug level, kept in a file: once the run is over nothing a person must keep secret may
// be in it — no one-time code the mail catcher received, no secret of the cloud's configuration, no token, share or
// recovery field left unredacted. Lines at warn and above still reach the run's output.
import { createWriteStream, readFileSync } from 'node:fs'
import { logTo } from '../../../apps/cloud/src/observe/logger.ts'

/** the fields the cloud's logger redacts (a value other than '[redacted]' under one of them is a leak) */
const SECRET_FIELDS = [
  'otp',
  'token',
  'sessionToken',
  'deviceToken',
  'secret',
  'authSecret',
  'clientSecret',
  'password',
  'serverShare',
  'share',
  'keyShare',
  'recovery',
  'privateKey',
]
const UNREDACTED = new RegExp(`"(${SECRET_FIELDS.join('|')})":(?!"\\[redacted\\]")`)
const LOUD = /"level":"(warn|error|fatal)"/

/** from now on the process's cloud log goes to `file`; its warnings and errors also to stdout */
export function collectCloudLog(file: string): { close(): Promise<void> } {
  const stream = createWriteStream(file)
  logTo({
    write(line: string) {
      stream.write(line)
      if (LOUD.test(line)) process.stdout.write(line)
    },
  })
  return {
    close() {
      logTo(process.stdout)
      return new Promise<void>((resolve) => stream.end(() => resolve()))
    },
  }
}

export interface KnownSecrets {
  /** the one-time codes mailed during the run */
  codes: readonly string[]
  /** the configuration's secrets: auth secret, admin token, providers' secrets */
  secrets: readonly string[]
}

/** each line of `log` that carries a secret, with what it carries (never the secret itself) */
export function secretsInLog(log: string, known: KnownSecrets): string[] {
  const found: string[] = []
  log.split('\n').forEach((line, index) => {
    if (!line) return
    const what = [
      // a code stands alone: inside a longer number, a hash or an id its digits are something else
      ...known.codes
        .filter((code) => new RegExp(`(^|[^0-9A-Za-z])${code}([^0-9A-Za-z]|$)`).test(line))
        .map(() => 'a one-time code'),
      ...known.secrets.filter((secret) => line.includes(secret)).map(() => 'a configured secret'),
      ...(UNREDACTED.test(line) ? [`an unredacted "${UNREDACTED.exec(line)?.[1]}" field`] : []),
    ]
    if (what.length) found.push(`line ${index + 1}: ${[...new Set(what)].join(', ')}`)
  })
  return found
}

/** the collected log's lines and the leaks among them */
export function checkCloudLog(file: string, known: KnownSecrets): { lines: number; leaks: string[] } {
  const log = readFileSync(file, 'utf8')
  return { lines: log.split('\n').filter(Boolean).length, leaks: secretsInLog(log, known) }
}

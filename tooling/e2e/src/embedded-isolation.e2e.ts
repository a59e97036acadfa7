// The host page cannot get at the embedded wallet's key: the frame is another origin (its storage is out of
// reach), the page's own storage holds no vault or device share, and no message the frame posts to the page
// carries a key, share or seed.
import { describe, expect, test } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { privateKeyToAddress } from 'viem/accounts'
import { FRAME_SELECTOR, signInByEmail, signMessageInFrame, uniqueEmail } from './embedded.ts'
import { env, useDemo } from './harness.ts'

const openDemo = useDemo()

declare global {
  interface Window {
    /** every message the page received from the frame's origin, as JSON */
    __frameMessages?: string[]
  }
}

/** records, from before the page's own scripts run, every message the frame posts to the page */
async function recordFrameMessages(context: BrowserContext) {
  await context.addInitScript(
    `(() => {
      const frameOrigin = ${JSON.stringify(new URL(env.frameUrl).origin)}
      window.__frameMessages = []
      window.addEventListener('message', (event) => {
        if (event.origin !== frameOrigin) return
        try { window.__frameMessages.push(JSON.stringify(event.data)) } catch { window.__frameMessages.push(String(event.data)) }
      }, true)
    })()`,
  )
}

/** field names that hold chain data made of 32-byte hashes (JSON-RPC blocks, receipts, logs) */
const CHAIN_HASH_FIELDS = new Set([
  'hash',
  'blockHash',
  'parentHash',
  'transactionHash',
  'stateRoot',
  'transactionsRoot',
  'receiptsRoot',
  'sha3Uncles',
  'mixHash',
  'withdrawalsRoot',
  'parentBeaconBlockRoot',
  'requestsHash',
  'topics',
  'transactions',
  'uncles',
])

interface Finding {
  path: string
  value: string
}

/** every string under `value` that holds exactly 32 bytes of hex (bare or 0x), with its path */
function hex32Strings(value: unknown, path = '$', found: Finding[] = []): Finding[] {
  if (typeof value === 'string') {
    // a run of exactly 64 hex digits, not part of a longer run (a 65-byte signature is 130 digits)
    for (const match of value.matchAll(/(?<![0-9a-fA-F])(?:0x)?([0-9a-fA-F]{64})(?![0-9a-fA-F])/g))
      found.push({ path, value: `0x${match[1]}` })
  } else if (Array.isArray(value)) value.forEach((item, index) => hex32Strings(item, `${path}[${index}]`, found))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) hex32Strings(item, `${path}.${key}`, found)
  return found
}

/** the address a 32-byte value would have as a secp256k1 key (undefined: not a valid key at all) */
function addressOfKey(value: string): string | undefined {
  try {
    return privateKeyToAddress(value as `0x${string}`).toLowerCase()
  } catch {
    return undefined
  }
}

/** every object key under `value` */
function keysOf(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, keys))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key)
      keysOf(item, keys)
    }
  }
  return keys
}

describe('embedded wallet: the host page cannot read the key', () => {
  test("R-1.18 R-3.61: the frame's storage is out of the page's reach and the page's own storage holds no vault or device share", async () => {
    const { page } = await openDemo({})
    const address = await signInByEmail(page, uniqueEmail('storage'))
    // the frame is cross-origin: touching its storage throws a SecurityError
    const attempt = await page.evaluate((selector) => {
      const frame = document.querySelector(selector) as HTMLIFrameElement | null
      if (!frame?.contentWindow) return 'no frame'
      try {
        return `read ${frame.contentWindow.localStorage.length} keys`
      } catch (error) {
        return (error as DOMException).name
      }
    }, FRAME_SELECTOR)
    expect(attempt).toBe('SecurityError')
    const own = await page.evaluate(async () => {
      const dump = (storage: Storage) =>
        Object.fromEntries(
          Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]),
        )
      const databases =
        typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((db) => db.name ?? '') : []
      return { local: dump(localStorage), session: dump(sessionStorage), databases }
    })
    const everything = JSON.stringify(own)
    for (const secret of ['KEYS_', 'KEYS_VAULT', 'KEYS_DEVICE_SHARE', 'deviceShare', 'vault'])
      expect(everything).not.toContain(secret)
    // no vault record (`{ v, evmAddress, solanaAddress, iv, ct }`, KEYS.md) under any name
    expect(everything).not.toMatch(/\\?"ct\\?"\s*:/)
    // other libraries may keep their own 32-byte values here (pairing keys); none of them is this account's key
    for (const { value } of hex32Strings(own)) expect(addressOfKey(value)).not.toBe(address.toLowerCase())
  })

  test('R-1.19 R-7.66 R-7.67: no message the frame posts to the page carries a key, a share or a seed', async () => {
    const { page } = await openDemo({ init: recordFrameMessages })
    const address = await signInByEmail(page, uniqueEmail('messages'))
    const signature = await signMessageInFrame(page)
    const raw = await page.evaluate(() => window.__frameMessages ?? [])
    // the page and the frame did talk (READY, the login, the user, the signature)
    expect(raw.length).toBeGreaterThan(3)
    expect(raw.some((message) => message.includes(signature))).toBe(true)
    const messages = raw.map((message) => JSON.parse(message) as unknown)
    for (const message of raw) {
      expect(message).not.toContain('KEYS_')
      expect(message).not.toContain('deviceShare')
    }
    // a signature (132 characters with 0x) or an address is never 32 bytes; a 32-byte hex value may only be chain
    // data (block and transaction hashes, roots) in the fields that carry it, and none of them is the account's key
    const hex32 = messages.flatMap((message) => hex32Strings(message))
    const outsideChainData = hex32.filter(({ path }) => !path.split(/[.[]/).some((part) => CHAIN_HASH_FIELDS.has(part)))
    expect(outsideChainData).toEqual([])
    for (const { value } of hex32) expect(addressOfKey(value)).not.toBe(address.toLowerCase())
    const keys = keysOf(messages).map((key) => key.toLowerCase())
    for (const secret of ['seed', 'privatekey', 'deviceshare', 'servershare', 'sessiontoken', 'devicetoken', 'token'])
      expect(keys).not.toContain(secret)
  })
})

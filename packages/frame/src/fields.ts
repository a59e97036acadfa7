// Field schemas shared by the frame messages; every string and list is bounded so an oversized message is refused.
import * as z from 'zod/mini'

/** the largest string a JSON value may carry: 128 KiB of hex calldata plus its prefix */
export const MAX_JSON_STRING = 2 * 128 * 1024 + 2
const MAX_JSON_DEPTH = 8
const MAX_JSON_ITEMS = 1024

export const text = (max: number) => z.string().check(z.maxLength(max))

export const messageId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))
export const email = z.email().check(z.maxLength(254))
export const otp = z.string().check(z.regex(/^[A-Za-z0-9]{4,16}$/))
export const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(4096))
export const chainId = z.union([
  z.number().check(z.int(), z.positive()),
  z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/)),
])
export const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])
export const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(MAX_JSON_STRING))
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

const primitive = z.union([text(MAX_JSON_STRING), z.number(), z.boolean(), z.null()])

// a fixed stack of levels rather than z.lazy, so nesting deeper than MAX_JSON_DEPTH is refused
function jsonAt(depth: number): z.ZodMiniType {
  if (depth === 0) return primitive
  const inner = jsonAt(depth - 1)
  return z.union([primitive, z.array(inner).check(z.maxLength(MAX_JSON_ITEMS)), z.record(text(256), inner)])
}

/** any JSON value up to MAX_JSON_DEPTH levels, MAX_JSON_ITEMS items per list and MAX_JSON_STRING per string */
export const boundedJson = jsonAt(MAX_JSON_DEPTH)

// The name rules (SPEC §5): labels of at least 4 letters, digits or hyphens under `latch.id`; coin types of
// Ethereum (60) or an EVM chain (0x80000000 | chainId, ENSIP-11) whose chain id is below 2147483648; a signed
// message that is recent. Each broken rule is a reason the client shows (SPEC §8: first reason description).
import { isNameCoinTypeChainId, isRegisteredName, NAME_RULE_TEXTS } from '@latch/core/internal'
import { z } from 'zod'

export const NAME_ZONE = 'latch.id'
export const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000
const MAX_LABEL_LENGTH = 63
/** a signed registration is accepted this long after it was signed */
export const MESSAGE_MAX_AGE_MS = 10 * 60_000
/** clocks differ a little; a message from further ahead is refused */
const CLOCK_SKEW_MS = 60_000

export const REASONS = {
  tooShort: NAME_RULE_TEXTS.tooShort,
  badCharacters: NAME_RULE_TEXTS.badCharacters,
  tooLong: `Name must be at most ${MAX_LABEL_LENGTH} characters long`,
  wrongZone: `Name must end with .${NAME_ZONE}`,
  coinTypeChainId: 'Coin type chain id must be below 2147483648',
  coinType: 'Unsupported coin type: use 60 or 0x80000000 | chainId',
  messageNotJson: 'Message must be a JSON object with name and timestamp',
  messageTooOld: 'Message is too old: sign a new one',
  messageInFuture: 'Message timestamp is in the future',
  badSignature: 'Signature does not match the address',
  taken: 'Name is already registered by another address',
  notFound: 'Name not found',
} as const

export type Label = { label: string; name: string }

/** `Alice` or `alice.latch.id` → { label: 'alice', name: 'alice.latch.id' }, or the reasons it is not a name */
export function parseName(input: string): Label | { reasons: string[] } {
  const lower = input.trim().toLowerCase()
  const suffix = `.${NAME_ZONE}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (label.includes('.')) return { reasons: [REASONS.wrongZone] }
  const reasons: string[] = []
  if (!isRegisteredName(label)) {
    if (label.length < 4) reasons.push(REASONS.tooShort)
    if (!/^[a-z0-9-]*$/.test(label)) reasons.push(REASONS.badCharacters)
  }
  if (label.length > MAX_LABEL_LENGTH) reasons.push(REASONS.tooLong)
  return reasons.length > 0 ? { reasons } : { label, name: `${label}${suffix}` }
}

/** null when the coin type names Ethereum or an EVM chain with a chain id below 2^31, else the reason */
export function coinTypeReason(coinType: number): string | null {
  if (coinType === ETHEREUM_COIN_TYPE) return null
  if (coinType >= EVM_COIN_TYPE_FLAG)
    return isNameCoinTypeChainId(coinType - EVM_COIN_TYPE_FLAG) ? null : REASONS.coinTypeChainId
  return REASONS.coinType
}

const messageSchema = z.object({
  name: z.string().min(1).max(200),
  attributes: z.record(z.string().max(64), z.string().max(1000)).optional(),
  timestamp: z.number().nonnegative(),
})

export type RegistrationMessage = z.infer<typeof messageSchema>

/** the signed JSON message, checked for freshness (timestamp in seconds, as the client signs it, or ms) */
export function parseRegistrationMessage(message: string, now: Date): RegistrationMessage | { reasons: string[] } {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    return { reasons: [REASONS.messageNotJson] }
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) return { reasons: [REASONS.messageNotJson] }
  const { timestamp } = parsed.data
  const signedAt = timestamp < 1e11 ? timestamp * 1000 : timestamp
  if (signedAt > now.getTime() + CLOCK_SKEW_MS) return { reasons: [REASONS.messageInFuture] }
  if (signedAt < now.getTime() - MESSAGE_MAX_AGE_MS) return { reasons: [REASONS.messageTooOld] }
  return parsed.data
}

/** names to offer instead of `label`: the label with a number, with or without a hyphen */
export function nameVariants(label: string, count = 20): string[] {
  const variants: string[] = []
  for (let n = 1; variants.length < count; n++) variants.push(`${label}${n}`, `${label}-${n}`)
  return variants.slice(0, count).filter((variant) => variant.length <= MAX_LABEL_LENGTH)
}

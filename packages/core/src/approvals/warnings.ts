// The warnings a person must pass with a second, deliberate step before signing: each one is a way people lose
// their assets without anyone breaking a key. Pure: whatever needs the chain (code, deployment time, past recipients)
// the caller reads first and passes in.
import { LOOKALIKE_CHARS, NEW_CONTRACT_SECONDS, PERMIT2_ADDRESS, SEAPORT_ADDRESSES } from './constants.ts'
import type { Intent, TypedDataLike } from './intent.ts'

/** One reason to stop before signing; `code` is stable, the modal and the card translate it */
export type ApprovalWarning =
  /** an allowance at or above UNLIMITED_THRESHOLD (an approve, increaseAllowance or permit) */
  | { code: 'unlimitedApproval'; token: string; spender: string }
  /** an approval or permit to an address with no code: a person, not a contract, may spend */
  | { code: 'spenderWithoutCode'; spender: string }
  /** setApprovalForAll(true): every NFT of the collection, now and later */
  | { code: 'approveAll'; collection: string; operator: string }
  /** the recipient shares its first and last characters with a recent recipient but is another address */
  | { code: 'lookalikeRecipient'; recipient: string; recent: string }
  /** nothing was ever sent to this recipient from this account */
  | { code: 'firstRecipient'; recipient: string }
  /** the contract that gets the assets or the rights was deployed less than NEW_CONTRACT_SECONDS ago */
  | { code: 'newContract'; address: string; ageSeconds: number }
  /** the typed data names another chain than the request's */
  | { code: 'typedDataChain'; chainId: number; requestChainId: number }
  /** Permit2 or Seaport typed data whose verifying contract is not Permit2's or Seaport's */
  | { code: 'typedDataContract'; verifyingContract: string; expected: readonly string[] }
  /** a message that is a bare 32-byte hash: what it commits to cannot be read */
  | { code: 'rawHash' }
  /** a Seaport order that gives items away and pays its offerer nothing */
  | { code: 'orderForNothing'; offerer: string }
  /** a Solana account's owner or authority passes to another key (System Assign, SPL Token SetAuthority) */
  | { code: 'ownerChange'; account: string; owner: string; authority: string }
  | { code: 'blockedOrigin'; origin: string }
  | { code: 'blockedAddress'; address: string }

/** The operator's block list: addresses (any case) and domains (a domain blocks its subdomains too) */
export interface BlockList {
  addresses?: readonly string[]
  domains?: readonly string[]
}

/** What the warnings are judged from; every field is optional, a missing one raises no warning of its kind */
export interface WarningContext {
  intent?: Intent
  /** the contract a transaction calls, or the recipient of a plain native transfer */
  to?: string
  /** whether `to` receives a plain native transfer (value, no data): then it is a recipient */
  nativeTransfer?: boolean
  /** the chain the request is for */
  chainId?: number
  typedData?: TypedDataLike
  /** a personal_sign / eth_sign message as the dApp sent it */
  message?: string
  /** eth_getCode's answers by address (any case): '0x' or undefined is no code */
  code?: Readonly<Record<string, string | undefined>>
  /** when each contract was deployed (seconds since the epoch), where known */
  deployedAt?: Readonly<Record<string, number>>
  /** now, in seconds since the epoch */
  now?: number
  /** the addresses this account sent to before; undefined when unknown (then no first-recipient warning) */
  recentRecipients?: readonly string[]
  blockList?: BlockList
  /** the dApp's origin, as verified by the frame or the browser */
  origin?: string
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** whether `address` looks like `other` at both ends (what a shortened address shows) but is another address */
export function isLookalike(address: string, other: string): boolean {
  if (same(address, other)) return false
  const hex = (value: string) => value.toLowerCase().replace(/^0x/, '')
  const [a, b] = [hex(address), hex(other)]
  if (a.length < LOOKALIKE_CHARS * 2 || a.length !== b.length) return false
  return (
    a.slice(0, LOOKALIKE_CHARS) === b.slice(0, LOOKALIKE_CHARS) &&
    a.slice(-LOOKALIKE_CHARS) === b.slice(-LOOKALIKE_CHARS)
  )
}

/** The warnings about where assets are sent: a look-alike of a recent recipient, or a first-time recipient */
export function recipientWarnings(
  recipient: string,
  recentRecipients: readonly string[] | undefined,
): ApprovalWarning[] {
  if (!recentRecipients) return []
  if (recentRecipients.some((recent) => same(recent, recipient))) return []
  const recent = recentRecipients.find((candidate) => isLookalike(recipient, candidate))
  return recent ? [{ code: 'lookalikeRecipient', recipient, recent }] : [{ code: 'firstRecipient', recipient }]
}

/** whether an origin (a URL or a bare host) is on the block list's domains, subdomains included */
export function isBlockedOrigin(origin: string, domains: readonly string[]): boolean {
  let host: string
  try {
    host = new URL(origin.includes('://') ? origin : `https://${origin}`).hostname.toLowerCase()
  } catch {
    return false
  }
  return domains.some((domain) => {
    const blocked = domain.toLowerCase().replace(/^\*?\./, '')
    return host === blocked || host.endsWith(`.${blocked}`)
  })
}

const RAW_HASH = /^0x[0-9a-fA-F]{64}$/

function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return Number(BigInt(value))
  return undefined
}

/** every address an intent gives something to or takes something from */
function intentAddresses(intent: Intent): string[] {
  switch (intent.kind) {
    case 'approve':
      return [intent.token, intent.spender]
    case 'approveAll':
      return [intent.collection, intent.operator]
    case 'transfer':
      return [intent.token, intent.to, ...(intent.from ? [intent.from] : [])]
    case 'permit':
      return [intent.spender, ...intent.allowances.map((item) => item.token)]
    case 'order':
      return [
        ...intent.offer.map((item) => item.token),
        ...intent.consideration.flatMap((item) => [item.token, ...(item.recipient ? [item.recipient] : [])]),
      ]
  }
}

/** who may spend or receive, where the intent names one: the address whose code and age matter */
function beneficiary(intent: Intent): string | undefined {
  if (intent.kind === 'approve' || intent.kind === 'permit') return intent.spender
  if (intent.kind === 'approveAll') return intent.approved ? intent.operator : undefined
  return undefined
}

const lookup = <T>(map: Readonly<Record<string, T>> | undefined, address: string): T | undefined =>
  map && Object.entries(map).find(([key]) => same(key, address))?.[1]

function intentWarnings(intent: Intent, context: WarningContext): ApprovalWarning[] {
  const warnings: ApprovalWarning[] = []
  if (intent.kind === 'approve' && intent.unlimited)
    warnings.push({ code: 'unlimitedApproval', token: intent.token, spender: intent.spender })
  if (intent.kind === 'permit')
    for (const item of intent.allowances)
      if (item.unlimited) warnings.push({ code: 'unlimitedApproval', token: item.token, spender: intent.spender })
  if (intent.kind === 'approveAll' && intent.approved)
    warnings.push({ code: 'approveAll', collection: intent.collection, operator: intent.operator })
  if (intent.kind === 'transfer') warnings.push(...recipientWarnings(intent.to, context.recentRecipients))
  if (
    intent.kind === 'order' &&
    intent.offer.length > 0 &&
    !intent.consideration.some((item) => item.recipient && same(item.recipient, intent.offerer) && item.amount > 0n)
  )
    warnings.push({ code: 'orderForNothing', offerer: intent.offerer })

  const spender = beneficiary(intent)
  if (spender && context.code && Object.keys(context.code).some((key) => same(key, spender))) {
    const code = lookup(context.code, spender)
    // a zero allowance takes a right away: it gives nothing to anyone
    const revoke =
      (intent.kind === 'approve' && intent.amount === 0n) ||
      (intent.kind === 'permit' && intent.allowances.every((item) => item.amount === 0n))
    if ((code === undefined || code === '0x') && !revoke) warnings.push({ code: 'spenderWithoutCode', spender })
  }
  return warnings
}

function typedDataWarnings(
  data: TypedDataLike,
  intent: Intent | undefined,
  requestChainId: number | undefined,
): ApprovalWarning[] {
  const warnings: ApprovalWarning[] = []
  const chainId = chainIdOf(data.domain?.chainId)
  if (chainId !== undefined && requestChainId !== undefined && chainId !== requestChainId)
    warnings.push({ code: 'typedDataChain', chainId, requestChainId })
  const expected =
    intent?.kind === 'permit' && intent.standard === 'Permit2'
      ? [PERMIT2_ADDRESS]
      : intent?.kind === 'order'
        ? SEAPORT_ADDRESSES
        : undefined
  const contract = data.domain?.verifyingContract
  if (expected && (typeof contract !== 'string' || !expected.some((address) => same(address, contract))))
    warnings.push({ code: 'typedDataContract', verifyingContract: String(contract ?? ''), expected })
  return warnings
}

/**
 * Every warning a request raises, in the order the card shows them (the block list first). An empty list lets the
 * person approve in one step; any warning needs a second, deliberate one.
 */
export function warnings(context: WarningContext): ApprovalWarning[] {
  const found: ApprovalWarning[] = []
  const { intent, blockList } = context

  if (context.origin && blockList?.domains && isBlockedOrigin(context.origin, blockList.domains))
    found.push({ code: 'blockedOrigin', origin: context.origin })
  const involved = [...(context.to ? [context.to] : []), ...(intent ? intentAddresses(intent) : [])]
  if (typeof context.typedData?.domain?.verifyingContract === 'string')
    involved.push(context.typedData.domain.verifyingContract)
  for (const address of blockList?.addresses ?? [])
    if (
      involved.some((item) => same(item, address)) &&
      !found.some((warning) => warning.code === 'blockedAddress' && same(warning.address, address))
    )
      found.push({ code: 'blockedAddress', address: involved.find((item) => same(item, address)) ?? address })

  if (intent) found.push(...intentWarnings(intent, context))
  if (context.nativeTransfer && context.to) found.push(...recipientWarnings(context.to, context.recentRecipients))
  if (context.typedData) found.push(...typedDataWarnings(context.typedData, intent, context.chainId))
  if (context.message !== undefined && RAW_HASH.test(context.message)) found.push({ code: 'rawHash' })

  const young = intent ? beneficiary(intent) : context.nativeTransfer ? undefined : context.to
  const deployed = young ? lookup(context.deployedAt, young) : undefined
  if (young && deployed !== undefined && context.now !== undefined && context.now - deployed < NEW_CONTRACT_SECONDS)
    found.push({ code: 'newContract', address: young, ageSeconds: Math.max(0, context.now - deployed) })
  return found
}

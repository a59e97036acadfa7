// The card's words for a decoded intent and for each warning, in the card's language. Addresses are written in full:
// the exact spender is what a person compares, and a shortened one is what address poisoning imitates.
import type { ApprovalWarning, Intent } from '@latch/core/internal/approvals'
import { formatUnits } from 'viem'
import type { FrameTextKey } from './texts/en.ts'
import { text } from './texts/frameLocale.ts'

/** what the chain says a token is called and how its amounts are written; undefined when it does not say */
export type TokenInfo = { symbol: string; decimals: number } | undefined

function amountText(amount: bigint, unlimited: boolean, token: string, info: TokenInfo): string {
  if (unlimited)
    return info ? text('intent.unlimitedSymbol', { symbol: info.symbol }) : text('intent.unlimitedToken', { token })
  return info ? `${formatUnits(amount, info.decimals)} ${info.symbol}` : text('intent.units', { amount, token })
}

const isoDate = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z')

const validity = (seconds: bigint | undefined) =>
  seconds === undefined ? text('intent.noDeadline') : text('intent.until', { date: isoDate(seconds) })

/** one line a person reads: who gets what, how much, until when */
export function intentText(intent: Intent, tokens: (token: string) => TokenInfo): string {
  switch (intent.kind) {
    case 'approve':
      return text('intent.approve', {
        spender: intent.spender,
        amount: amountText(intent.amount, intent.unlimited, intent.token, tokens(intent.token)),
      })
    case 'approveAll':
      return text(intent.approved ? 'intent.approveAll' : 'intent.revokeAll', {
        operator: intent.operator,
        collection: intent.collection,
      })
    case 'transfer': {
      const values = {
        amount: amountText(intent.amount, false, intent.token, tokens(intent.token)),
        to: intent.to,
        from: intent.from ?? '',
      }
      return text(intent.from ? 'intent.transferFrom' : 'intent.transfer', values)
    }
    case 'permit': {
      const amounts = intent.allowances
        .map((item) => amountText(item.amount, item.unlimited, item.token, tokens(item.token)))
        .join(', ')
      const standard = text(intent.standard === 'ERC-2612' ? 'intent.permitStandardVowel' : 'intent.permitStandard', {
        standard: intent.standard,
      })
      const line = text(intent.transfer ? 'intent.permitTake' : 'intent.permitSpend', {
        standard,
        spender: intent.spender,
        amounts,
        validity: validity(intent.deadline),
      })
      return intent.expiration !== undefined
        ? `${line}${text('intent.allowanceEnds', { date: isoDate(intent.expiration) })}`
        : line
    }
    case 'order': {
      const yours = intent.consideration.filter(
        (item) => item.recipient?.toLowerCase() === intent.offerer.toLowerCase(),
      )
      return text('intent.order', {
        give: intent.offer.length,
        receive: yours.length,
        validity: validity(intent.endTime),
      })
    }
  }
}

/** one warning, in the card's words */
const AUTHORITY_KEYS = {
  'mint authority': 'solana.authority.mint',
  'freeze authority': 'solana.authority.freeze',
  owner: 'solana.authority.owner',
  'close authority': 'solana.authority.close',
  'owner program': 'solana.authority.program',
} as const satisfies Record<string, FrameTextKey>

/** a Solana authority's name in the card's language; one the frame does not know is shown as the warning names it */
const authorityText = (authority: string) =>
  authority in AUTHORITY_KEYS ? text(AUTHORITY_KEYS[authority as keyof typeof AUTHORITY_KEYS]) : authority

export function warningText(warning: ApprovalWarning): string {
  switch (warning.code) {
    case 'unlimitedApproval':
      return text('warning.unlimitedApproval', { spender: warning.spender, token: warning.token })
    case 'spenderWithoutCode':
      return text('warning.spenderWithoutCode', { spender: warning.spender })
    case 'approveAll':
      return text('warning.approveAll', { operator: warning.operator, collection: warning.collection })
    case 'lookalikeRecipient':
      return text('warning.lookalikeRecipient', { recipient: warning.recipient, recent: warning.recent })
    case 'firstRecipient':
      return text('warning.firstRecipient', { recipient: warning.recipient })
    case 'newContract':
      return warning.ageSeconds < 60
        ? text('warning.newContractJustNow', { address: warning.address })
        : text('warning.newContract', { address: warning.address, minutes: Math.round(warning.ageSeconds / 60) })
    case 'typedDataChain':
      return text('warning.typedDataChain', { chainId: warning.chainId, requestChainId: warning.requestChainId })
    case 'typedDataContract':
      return text('warning.typedDataContract', {
        contract: warning.verifyingContract || text('warning.none'),
        expected: warning.expected.join(', '),
      })
    case 'rawHash':
      return text('warning.rawHash')
    case 'orderForNothing':
      return text('warning.orderForNothing')
    case 'ownerChange':
      return text('warning.ownerChange', {
        authority: authorityText(warning.authority),
        account: warning.account,
        owner: warning.owner,
      })
    case 'blockedOrigin':
      return text('warning.blockedOrigin', { origin: warning.origin })
    case 'blockedAddress':
      return text('warning.blockedAddress', { address: warning.address })
  }
}

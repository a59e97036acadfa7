// The card's words for a decoded intent and for each warning. Addresses are written in full: the exact spender is
// what a person compares, and a shortened one is what address poisoning imitates.
import type { ApprovalWarning, Intent } from '@latch/core/internal/approvals'
import { formatUnits } from 'viem'

/** what the chain says a token is called and how its amounts are written; undefined when it does not say */
export type TokenInfo = { symbol: string; decimals: number } | undefined

export const INTENT_TEXTS = {
  unlimited: 'unlimited',
  rawData: 'Raw data',
  outcome: 'Simulated outcome',
  warnings: 'Warnings',
  understand: 'I understand the risks and want to continue',
  never: 'with no deadline',
} as const

function amountText(amount: bigint, unlimited: boolean, token: string, info: TokenInfo): string {
  if (unlimited) return `${INTENT_TEXTS.unlimited} ${info?.symbol ?? `of token ${token}`}`
  return info ? `${formatUnits(amount, info.decimals)} ${info.symbol}` : `${amount} units of token ${token}`
}

const dateText = (seconds: bigint | undefined) =>
  seconds === undefined
    ? INTENT_TEXTS.never
    : `until ${new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z')}`

/** one line a person reads: who gets what, how much, until when */
export function intentText(intent: Intent, tokens: (token: string) => TokenInfo): string {
  switch (intent.kind) {
    case 'approve':
      return `Allow ${intent.spender} to spend ${amountText(intent.amount, intent.unlimited, intent.token, tokens(intent.token))}`
    case 'approveAll':
      return intent.approved
        ? `Allow ${intent.operator} to transfer all your NFTs of collection ${intent.collection}`
        : `Remove the permission of ${intent.operator} over your NFTs of collection ${intent.collection}`
    case 'transfer':
      return `Send ${amountText(intent.amount, false, intent.token, tokens(intent.token))} to ${intent.to}${intent.from ? ` from ${intent.from}` : ''}`
    case 'permit': {
      const amounts = intent.allowances
        .map((item) => amountText(item.amount, item.unlimited, item.token, tokens(item.token)))
        .join(', ')
      const verb = intent.transfer ? 'take' : 'spend'
      const expiration =
        intent.expiration !== undefined
          ? `; the allowance ends ${dateText(intent.expiration).replace('until ', '')}`
          : ''
      return `Sign ${intent.standard === 'ERC-2612' ? 'an' : 'a'} ${intent.standard} permit: ${intent.spender} may ${verb} ${amounts}, signature valid ${dateText(intent.deadline)}${expiration}`
    }
    case 'order': {
      const yours = intent.consideration.filter(
        (item) => item.recipient?.toLowerCase() === intent.offerer.toLowerCase(),
      )
      return `Sign a Seaport order: give ${intent.offer.length} item(s), receive ${yours.length} item(s), ${dateText(intent.endTime)}`
    }
  }
}

/** one warning, in the card's words */
export function warningText(warning: ApprovalWarning): string {
  switch (warning.code) {
    case 'unlimitedApproval':
      return `Unlimited approval: ${warning.spender} could take every token ${warning.token} you hold, now or later.`
    case 'spenderWithoutCode':
      return `${warning.spender} is not a contract: a person holding its key could spend what you approve.`
    case 'approveAll':
      return `${warning.operator} could transfer every NFT you hold of ${warning.collection}, now or later.`
    case 'lookalikeRecipient':
      return `${warning.recipient} looks like ${warning.recent}, which you sent to before, but is another address.`
    case 'firstRecipient':
      return `You have never sent to ${warning.recipient}.`
    case 'newContract':
      return `${warning.address} was deployed ${Math.round(warning.ageSeconds / 60)} minutes ago.`
    case 'typedDataChain':
      return `The data is for chain ${warning.chainId}, not chain ${warning.requestChainId}.`
    case 'typedDataContract':
      return `The verifying contract ${warning.verifyingContract || '(none)'} is not the one this kind of signature is for (${warning.expected.join(', ')}).`
    case 'rawHash':
      return 'The message is a bare hash: what it stands for cannot be shown. It may sign a transaction or a permit.'
    case 'orderForNothing':
      return 'This order gives items away and pays you nothing.'
    case 'ownerChange':
      return `The ${warning.authority} of ${warning.account} would become ${warning.owner}: whoever controls it could take the account and what it holds.`
    case 'blockedOrigin':
      return `${warning.origin} is on the block list.`
    case 'blockedAddress':
      return `${warning.address} is on the block list.`
  }
}

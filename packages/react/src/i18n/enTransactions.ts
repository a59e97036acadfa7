// The English texts of swap, buy with a card (onramp) and pay, spread into the catalogue (en.ts) when it is made; the
// other locales translate the same keys. A locale's texts of those views are a chunk of their own, fetched with the
// views (locales/transactions/); the ones shown elsewhere too are in the locale's main chunk.
import { ONRAMP_TEXTS, PAY_TEXTS, SWAP_TEXTS } from '@latch/core/internal'

/** shown outside the views too: the Account view's buttons, and errors, translated by their codes (errorKeys.ts)
 * wherever they show */
export const enTransactionsShared = () =>
  ({
    'onramp.open': 'Buy',
    'swap.open': 'Swap',
    'swap.networkUnsupported': SWAP_TEXTS.networkUnsupported,
    'swap.invalidAmount': SWAP_TEXTS.invalidAmount,
    'swap.insufficientBalance': SWAP_TEXTS.insufficientBalance,
    'swap.sameToken': SWAP_TEXTS.sameToken,
    'swap.slippageOutOfRange': SWAP_TEXTS.slippageOutOfRange,
    'swap.quoteExpired': SWAP_TEXTS.quoteExpired,
    'swap.estimateOnly': SWAP_TEXTS.estimateOnly,
    'swap.quoteUnavailable': SWAP_TEXTS.quoteUnavailable,
    'swap.swapFailed': SWAP_TEXTS.swapFailed,
    'swap.noPool': SWAP_TEXTS.noPool,
    // a refusal of the cloud's swap service that has no code of its own, in the service's words
    'core.reason': '{reason}',
    'onramp.invalidAmount': ONRAMP_TEXTS.invalidAmount,
    'onramp.outOfRange': ONRAMP_TEXTS.outOfRange('{min}', '{max}', '{currency}'),
    'onramp.noQuotes': ONRAMP_TEXTS.noQuotes,
    'onramp.noAccount': ONRAMP_TEXTS.noAccount,
    'onramp.popupBlocked': ONRAMP_TEXTS.popupBlocked,
    'pay.invalidAsset': PAY_TEXTS.invalidAsset,
    'pay.assetNotOnNetwork': PAY_TEXTS.assetNotOnNetwork,
    'pay.unknownNetwork': PAY_TEXTS.unknownNetwork,
    'pay.invalidRecipient': PAY_TEXTS.invalidRecipient,
    'pay.invalidAmount': PAY_TEXTS.invalidAmount,
    'pay.notConnected': PAY_TEXTS.notConnected,
    'pay.cancelled': PAY_TEXTS.cancelled,
    'pay.insufficient': PAY_TEXTS.insufficient,
  }) as const

/** the texts of the swap, buy with a card and pay views */
export const enTransactions = () =>
  ({
    // the Swap view (views/swap)
    'swap.loading': 'Loading tokens…',
    'swap.from': 'You pay',
    'swap.to': 'You receive',
    'swap.payWith': 'Pay with {symbol}',
    'swap.receive': 'Receive {symbol}',
    'swap.chooseToken': 'Tokens',
    'swap.search': 'Search by symbol or address',
    'swap.noTokens': 'No token matches',
    'swap.balance': 'Balance: {amount}',
    'swap.max': 'Max',
    'swap.quoting': 'Getting a quote…',
    'swap.priceImpact': 'Price impact',
    'swap.poolFee': 'Pool fee',
    'swap.networkFee': 'Network fee',
    'swap.gas.standard': 'Standard',
    'swap.gas.fast': 'Fast',
    'swap.gas.instant': 'Instant',
    'swap.gwei': '{amount} gwei',
    'swap.gasUnavailable': 'Network fee unavailable',
    'swap.slippage': 'Slippage tolerance (%)',
    'swap.estimate': 'Estimate only: no live quote is available, so this cannot be swapped',
    'swap.submit': 'Swap',
    'swap.pending': 'Swapping…',
    'swap.success': 'Swap complete',
    // buy with a card (onramp) and pay
    'onramp.asset': 'Asset and network',
    'onramp.currency': 'Currency',
    'onramp.method': 'Payment method',
    'onramp.card': 'Card',
    'onramp.bankAccount': 'Bank account',
    'onramp.limits': 'From {min} to {max} {currency}',
    'onramp.seeQuotes': 'See quotes',
    'onramp.fallback': 'Showing the default options: the service did not answer.',
    'onramp.needed': 'You need at least {amount} {symbol} more.',
    'onramp.youGet': 'You get {amount} {symbol}',
    'onramp.fee': 'Fee {fee} {currency} ({percent}%)',
    'onramp.total': 'Total {total} {currency}',
    'onramp.buyWith': 'Buy with {provider}',
    'onramp.inProgress': 'Finish paying in the {provider} window. Your {symbol} shows here once it arrives.',
    'onramp.watching': 'Waiting for the funds…',
    'onramp.timedOut': 'The funds have not arrived yet. Check the provider window, then try again.',
    'onramp.arrived': '{amount} {symbol} arrived in your wallet',
    'onramp.continueToPay': 'Continue to payment',
    'pay.to': 'To',
    'pay.network': 'Network',
    'pay.balance': 'Your balance',
    'pay.switchNote': 'Your wallet will switch to {network}.',
    'pay.short': 'You are {short} {symbol} short.',
    'pay.buy': 'Buy {symbol}',
    'pay.confirm': 'Pay',
    'pay.cancel': 'Cancel',
    'pay.confirmed': 'Payment confirmed',
  }) as const

export type TransactionKey = keyof ReturnType<typeof enTransactions>
/** a locale's chunk of the transaction views' texts */
export type TransactionMessages = Readonly<Record<TransactionKey, string>>
export type TransactionSharedKey = keyof ReturnType<typeof enTransactionsShared>

// Deutsch: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const deTransactionsShared = {
  'onramp.open': 'Kaufen',
  'swap.open': 'Tauschen',
  'swap.networkUnsupported': 'Netzwerk wird für Tausch nicht unterstützt',
  'swap.invalidAmount': 'Geben Sie einen Betrag über null ein',
  'swap.insufficientBalance': 'Guthaben reicht für diesen Tausch nicht',
  'swap.sameToken': 'Wählen Sie zwei verschiedene Token',
  'swap.slippageOutOfRange': 'Die Slippage muss über 0 und höchstens 50 % liegen',
  'swap.quoteExpired': 'Das Angebot ist abgelaufen: holen Sie ein neues',
  'swap.estimateOnly': 'Dies ist eine Schätzung, kein Angebot: damit kann nicht getauscht werden',
  'swap.quoteUnavailable': 'Für dieses Paar gibt es kein Angebot',
  'swap.swapFailed': 'Der Tausch ist fehlgeschlagen',
  'swap.noPool': 'Kein Pool für dieses Token-Paar',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Gib einen Betrag ein',
  'onramp.outOfRange': 'Gib einen Betrag zwischen {min} und {max} {currency} ein',
  'onramp.noQuotes': 'Keine Angebote für diesen Kauf',
  'onramp.noAccount': 'Verbinde eine Wallet, um zu kaufen',
  'onramp.popupBlocked': 'Das Kassenfenster wurde blockiert: Erlaube Pop-ups und versuche es erneut',
  'pay.invalidAsset': 'Ungültiges CAIP-19-Asset',
  'pay.assetNotOnNetwork': 'Das Asset liegt nicht im angefragten Netzwerk',
  'pay.unknownNetwork': 'Das Zahlungsnetzwerk ist nicht konfiguriert',
  'pay.invalidRecipient': 'Ungültige Empfängeradresse',
  'pay.invalidAmount': 'Der Betrag muss eine Zahl größer als null sein',
  'pay.notConnected': 'Verbinde eine Wallet, um zu bezahlen',
  'pay.cancelled': 'Zahlung abgebrochen',
  'pay.insufficient': 'Nicht genug Guthaben für diese Zahlung',
} satisfies Pick<BaseMessages, TransactionSharedKey>

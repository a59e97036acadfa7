// Italiano: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const itTransactionsShared = {
  'onramp.open': 'Acquista',
  'swap.open': 'Scambia',
  'swap.networkUnsupported': 'Rete non supportata per gli scambi',
  'swap.invalidAmount': 'Inserisci un importo maggiore di zero',
  'swap.insufficientBalance': 'Saldo insufficiente per questo scambio',
  'swap.sameToken': 'Scegli due token diversi',
  'swap.slippageOutOfRange': 'Lo slippage deve essere maggiore di 0 e al massimo 50%',
  'swap.quoteExpired': 'La quotazione è scaduta: richiedine una nuova',
  'swap.estimateOnly': 'Questa è una stima, non una quotazione: non si può scambiare',
  'swap.quoteUnavailable': 'Nessuna quotazione per questa coppia',
  'swap.swapFailed': 'Lo scambio non è riuscito',
  'swap.noPool': 'Nessun pool per questa coppia di token',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Inserisci un importo',
  'onramp.outOfRange': 'Inserisci un importo tra {min} e {max} {currency}',
  'onramp.noQuotes': 'Nessuna offerta per questo acquisto',
  'onramp.noAccount': 'Collega un wallet per acquistare',
  'onramp.popupBlocked': 'La finestra di pagamento è stata bloccata: consenti i pop-up e riprova',
  'pay.invalidAsset': 'Asset CAIP-19 non valido',
  'pay.assetNotOnNetwork': 'L’asset non è sulla rete richiesta',
  'pay.unknownNetwork': 'La rete di pagamento non è configurata',
  'pay.invalidRecipient': 'Indirizzo del destinatario non valido',
  'pay.invalidAmount': 'L’importo deve essere un numero maggiore di zero',
  'pay.notConnected': 'Collega un wallet per pagare',
  'pay.cancelled': 'Pagamento annullato',
  'pay.insufficient': 'Fondi insufficienti per questo pagamento',
} satisfies Pick<BaseMessages, TransactionSharedKey>

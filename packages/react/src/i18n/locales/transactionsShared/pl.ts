// Polski: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const plTransactionsShared = {
  'onramp.open': 'Kup',
  'swap.open': 'Wymień',
  'swap.networkUnsupported': 'Sieć nie obsługuje wymiany',
  'swap.invalidAmount': 'Wpisz kwotę większą od zera',
  'swap.insufficientBalance': 'Za mało środków na tę wymianę',
  'swap.sameToken': 'Wybierz dwa różne tokeny',
  'swap.slippageOutOfRange': 'Poślizg musi być większy od 0 i najwyżej 50%',
  'swap.quoteExpired': 'Wycena wygasła: pobierz nową',
  'swap.estimateOnly': 'To szacunek, nie wycena: nie można wymienić',
  'swap.quoteUnavailable': 'Brak wyceny dla tej pary',
  'swap.swapFailed': 'Wymiana nie powiodła się',
  'swap.noPool': 'Brak puli dla tej pary tokenów',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Wpisz kwotę',
  'onramp.outOfRange': 'Wpisz kwotę od {min} do {max} {currency}',
  'onramp.noQuotes': 'Brak ofert dla tego zakupu',
  'onramp.noAccount': 'Połącz portfel, aby kupić',
  'onramp.popupBlocked': 'Okno płatności zostało zablokowane: zezwól na wyskakujące okna i spróbuj ponownie',
  'pay.invalidAsset': 'Nieprawidłowe aktywo CAIP-19',
  'pay.assetNotOnNetwork': 'Aktywo nie jest w żądanej sieci',
  'pay.unknownNetwork': 'Sieć płatności nie jest skonfigurowana',
  'pay.invalidRecipient': 'Nieprawidłowy adres odbiorcy',
  'pay.invalidAmount': 'Kwota musi być liczbą większą od zera',
  'pay.notConnected': 'Połącz portfel, aby zapłacić',
  'pay.cancelled': 'Płatność anulowana',
  'pay.insufficient': 'Za mało środków na tę płatność',
} satisfies Pick<BaseMessages, TransactionSharedKey>

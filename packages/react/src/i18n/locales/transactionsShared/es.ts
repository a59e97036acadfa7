// Español: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const esTransactionsShared = {
  'onramp.open': 'Comprar',
  'swap.open': 'Intercambiar',
  'swap.networkUnsupported': 'Red no compatible con intercambios',
  'swap.invalidAmount': 'Introduce una cantidad mayor que cero',
  'swap.insufficientBalance': 'Saldo insuficiente para este intercambio',
  'swap.sameToken': 'Elige dos tokens distintos',
  'swap.slippageOutOfRange': 'El deslizamiento debe ser mayor que 0 y como máximo 50 %',
  'swap.quoteExpired': 'La cotización ha caducado: pide una nueva',
  'swap.estimateOnly': 'Esto es una estimación, no una cotización: no se puede intercambiar',
  'swap.quoteUnavailable': 'No hay cotización para este par',
  'swap.swapFailed': 'El intercambio ha fallado',
  'swap.noPool': 'No hay pool para este par de tokens',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Introduce un importe',
  'onramp.outOfRange': 'Introduce un importe entre {min} y {max} {currency}',
  'onramp.noQuotes': 'No hay cotizaciones para esta compra',
  'onramp.noAccount': 'Conecta una cartera para comprar',
  'onramp.popupBlocked': 'Se bloqueó la ventana de pago: permite las ventanas emergentes y vuelve a intentarlo',
  'pay.invalidAsset': 'Activo CAIP-19 no válido',
  'pay.assetNotOnNetwork': 'El activo no está en la red solicitada',
  'pay.unknownNetwork': 'La red de pago no está configurada',
  'pay.invalidRecipient': 'Dirección del destinatario no válida',
  'pay.invalidAmount': 'El importe debe ser un número mayor que cero',
  'pay.notConnected': 'Conecta una cartera para pagar',
  'pay.cancelled': 'Pago cancelado',
  'pay.insufficient': 'Fondos insuficientes para este pago',
} satisfies Pick<BaseMessages, TransactionSharedKey>

// Português (Brasil): the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const ptBRTransactionsShared = {
  'onramp.open': 'Comprar',
  'swap.open': 'Trocar',
  'swap.networkUnsupported': 'Rede não compatível com trocas',
  'swap.invalidAmount': 'Digite um valor maior que zero',
  'swap.insufficientBalance': 'Saldo insuficiente para esta troca',
  'swap.sameToken': 'Escolha dois tokens diferentes',
  'swap.slippageOutOfRange': 'O slippage deve ser maior que 0 e no máximo 50%',
  'swap.quoteExpired': 'A cotação expirou: peça uma nova',
  'swap.estimateOnly': 'Isto é uma estimativa, não uma cotação: não é possível trocar',
  'swap.quoteUnavailable': 'Nenhuma cotação para este par',
  'swap.swapFailed': 'A troca falhou',
  'swap.noPool': 'Nenhum pool para este par de tokens',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Digite um valor',
  'onramp.outOfRange': 'Digite um valor entre {min} e {max} {currency}',
  'onramp.noQuotes': 'Nenhuma cotação para esta compra',
  'onramp.noAccount': 'Conecte uma carteira para comprar',
  'onramp.popupBlocked': 'A janela de pagamento foi bloqueada: permita pop-ups e tente novamente',
  'pay.invalidAsset': 'Ativo CAIP-19 inválido',
  'pay.assetNotOnNetwork': 'O ativo não está na rede solicitada',
  'pay.unknownNetwork': 'A rede de pagamento não está configurada',
  'pay.invalidRecipient': 'Endereço do destinatário inválido',
  'pay.invalidAmount': 'O valor deve ser um número maior que zero',
  'pay.notConnected': 'Conecte uma carteira para pagar',
  'pay.cancelled': 'Pagamento cancelado',
  'pay.insufficient': 'Saldo insuficiente para este pagamento',
} satisfies Pick<BaseMessages, TransactionSharedKey>

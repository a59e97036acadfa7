// Français: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const frTransactionsShared = {
  'onramp.open': 'Acheter',
  'swap.open': 'Échanger',
  'swap.networkUnsupported': 'Réseau non pris en charge pour les échanges',
  'swap.invalidAmount': 'Saisissez un montant supérieur à zéro',
  'swap.insufficientBalance': 'Solde insuffisant pour cet échange',
  'swap.sameToken': 'Choisissez deux jetons différents',
  'swap.slippageOutOfRange': 'Le glissement doit être supérieur à 0 et au plus 50 %',
  'swap.quoteExpired': 'Le devis a expiré : demandez-en un nouveau',
  'swap.estimateOnly': 'Ceci est une estimation, pas un devis : impossible d’échanger',
  'swap.quoteUnavailable': 'Aucun devis pour cette paire',
  'swap.swapFailed': 'L’échange a échoué',
  'swap.noPool': 'Aucun pool pour cette paire de jetons',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'Saisissez un montant',
  'onramp.outOfRange': 'Saisissez un montant entre {min} et {max} {currency}',
  'onramp.noQuotes': 'Aucune offre pour cet achat',
  'onramp.noAccount': 'Connectez un portefeuille pour acheter',
  'onramp.popupBlocked': 'La fenêtre de paiement a été bloquée : autorisez les fenêtres surgissantes et réessayez',
  'pay.invalidAsset': 'Actif CAIP-19 invalide',
  'pay.assetNotOnNetwork': 'L’actif n’est pas sur le réseau demandé',
  'pay.unknownNetwork': 'Le réseau de paiement n’est pas configuré',
  'pay.invalidRecipient': 'Adresse du destinataire invalide',
  'pay.invalidAmount': 'Le montant doit être un nombre supérieur à zéro',
  'pay.notConnected': 'Connectez un portefeuille pour payer',
  'pay.cancelled': 'Paiement annulé',
  'pay.insufficient': 'Fonds insuffisants pour ce paiement',
} satisfies Pick<BaseMessages, TransactionSharedKey>

// The codes for what a person typed or a dApp asked for, and for money short of it: each names the field or the
// balance that failed. Apart from the rest, they change when a form or an action gains a check.
import { NAME_RULE_TEXTS } from '../names/rules.ts'
import type { Entry } from './codeEntry.ts'
import { FIRST_PAINT_CODES } from './firstPaintCodes.ts'

export const INPUT_CODES = {
  // what a person typed or a dApp asked for
  InvalidEmail: { family: 'InvalidInput' },
  InvalidCaipAddress: FIRST_PAINT_CODES.InvalidCaipAddress,
  SendAmountAndReceiverRequired: { family: 'InvalidInput' },
  SendTokenRequired: { family: 'InvalidInput' },
  SendInvalidAmount: { family: 'InvalidInput' },
  SendInvalidAddress: { family: 'InvalidInput' },
  PayInvalidAsset: { family: 'InvalidInput' },
  PayInvalidRecipient: { family: 'InvalidInput' },
  PayInvalidAmount: { family: 'InvalidInput' },
  SwapInvalidAmount: { family: 'InvalidInput' },
  SwapSameToken: { family: 'InvalidInput' },
  SlippageOutOfRange: { family: 'InvalidInput' },
  OnrampInvalidAmount: { family: 'InvalidInput' },
  OnrampOutOfRange: { family: 'InvalidInput' },
  NameTooShort: { family: 'InvalidInput', message: NAME_RULE_TEXTS.tooShort },
  NameBadCharacters: { family: 'InvalidInput', message: NAME_RULE_TEXTS.badCharacters },
  // money
  SendInsufficientBalance: { family: 'InsufficientFunds' },
  SwapInsufficientBalance: { family: 'InsufficientFunds' },
  PayInsufficientFunds: { family: 'InsufficientFunds' },
} as const satisfies Record<string, Entry>

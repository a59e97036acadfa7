// The host-page buttons' texts in English: all the catalogue that first paint needs (the rest loads with the modal).
export const BUTTON_TEXTS = {
  connectWallet: 'Connect Wallet',
  account: 'Account {address}',
  network: 'Network: {name}',
} as const

export type ButtonTextKey = keyof typeof BUTTON_TEXTS

// The host-page buttons' texts in English: all the catalogue that first paint needs (the rest loads with the modal).
export const BUTTON_TEXTS = {
  connectWallet: 'Connect Wallet',
  account: 'Account {address}',
  network: 'Network: {name}',
  // a session whose wallet did not answer its liveness check, and one whose transport is being reopened; three dots,
  // not U+2026: one character beyond Latin-1 makes the engine keep the app's whole first chunk in two bytes a character
  'status.stale': 'Not responding',
  'status.reconnecting': 'Reconnecting...',
} as const

export type ButtonTextKey = keyof typeof BUTTON_TEXTS

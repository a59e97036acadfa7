// What one code's entry holds (its family, its wallet number, its text) and the family names, apart from the codes so
// each group of codes can be checked against the same shape without importing the table that joins them.

/** The failure families, one error class each (UserRejected → UserRejectedError…). */
export type LatchErrorFamily =
  | 'UserRejected'
  | 'Unauthorized'
  | 'UnsupportedMethod'
  | 'ProviderDisconnected'
  | 'ChainNotSupported'
  | 'Capability'
  | 'Rpc'
  | 'InvalidInput'
  | 'InsufficientFunds'
  | 'Connection'
  | 'EmbeddedWallet'
  | 'Timeout'
  | 'Configuration'
  | 'Signing'
  | 'Swap'
  | 'Onramp'
  | 'NameService'
  | 'Cloud'
  | 'Unknown'

export type Text = string | ((params: never) => string)
export type Entry = { family: LatchErrorFamily; message?: Text; rpcCode?: number }

/** the text of a code whose words come from where it is raised (a wallet's, the frame's card, a node's) */
export const said = ({ reason }: { reason: string }) => reason

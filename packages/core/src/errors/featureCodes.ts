// The codes for how the dApp set Latch up, for its features (signing, swaps, buying, names) and for the cloud's
// answers. Apart from the rest, they change when a feature or the cloud gains a failure.
import { ALERTS } from '../errors.ts'
import type { Entry } from './codeEntry.ts'
import { FIRST_PAINT_CODES } from './firstPaintCodes.ts'

export const FEATURE_CODES = {
  // how the dApp set Latch up
  AdapterNotFound: FIRST_PAINT_CODES.AdapterNotFound,
  ConnectExternalAdapterNotFound: { family: 'Configuration' },
  AdapterDoesNotExist: FIRST_PAINT_CODES.AdapterDoesNotExist,
  UnsupportedChainNamespace: FIRST_PAINT_CODES.UnsupportedChainNamespace,
  SiwxConflict: FIRST_PAINT_CODES.SiwxConflict,
  WalletConnectConnectorNotFound: { family: 'Configuration' },
  RpcNoUrl: { family: 'Configuration' },
  CspInvalidUrl: {
    family: 'Configuration',
    message: ({ option, url }: { option: string; url: string }) => `latchCsp: ${option} is not a URL: ${url}`,
  },
  // signing, swaps, buying, names
  ErrorSigningMessage: { family: 'Signing' },
  SwapQuoteExpired: { family: 'Swap' },
  SwapEstimateOnly: { family: 'Swap' },
  SwapQuoteUnavailable: { family: 'Swap' },
  SwapFailed: { family: 'Swap' },
  /** the cloud found no pool for the pair */
  SwapNoPool: { family: 'Swap' },
  /** any other refusal of the cloud's swap service, in its own words */
  SwapRefused: { family: 'Swap' },
  OnrampNoQuotes: { family: 'Onramp' },
  OnrampPopupBlocked: { family: 'Onramp' },
  ErrorResolvingName: { family: 'NameService' },
  ErrorFetchingNameSuggestions: { family: 'NameService' },
  ErrorFetchingNamesForAddress: { family: 'NameService' },
  ErrorRegisteringName: { family: 'NameService' },
  // the cloud's answers
  RateLimited: { family: 'Cloud', message: ALERTS.APKT010.description },
  ServerError: { family: 'Cloud', message: ALERTS.APKT009.description },
  /** the cloud could not be reached at all (offline, DNS failure, nothing listening): no answer, so no refusal */
  CloudUnreachable: { family: 'Cloud', message: ALERTS.APKT011.description },
} as const satisfies Record<string, Entry>

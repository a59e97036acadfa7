// The names the packages' doc-comment examples use without declaring them: what the comment around an example says
// the reader already has (a chain, a page under test, a provider, the value being checked…). Typed as the API expects
// them, so an example's calls are still checked. Compiled beside samples-globals.d.ts (the guides' names, which the
// examples use too) by scripts/docs/samples.ts.
import type {
  AdapterContext,
  CatalogueWallet,
  EmbeddedWallet,
  Latch,
  Network,
  OnrampQuoteRequest,
  SwapQuote,
} from '@latch/core'
import type { EmbeddedControllerDeps } from '@latch/core/embedded'
import type { BitcoinKeyring } from '@latch/testing'
import type { ReactElement } from 'react'
import type { FrameClient } from '@latch/frame'
import type { PairingProvider } from '@latch/pairing'
import type { BrowserContext, Page } from 'playwright-core'

declare global {
  /** chains an app configures */
  const mainnet: Network
  const solanaMainnet: Network
  const solana: Network
  const bitcoin: Network
  /** a test's Playwright page and browser context; an adapter's context (its `shared` values) in the adapters' examples */
  const page: Page
  const context: BrowserContext & AdapterContext
  /** what a test's wallet holds and where the app under test runs */
  const account: `0x${string}`
  const secretHex: string
  const rpcUrl: string
  const appUrl: string
  /** a paired phone wallet's provider */
  const provider: PairingProvider
  /** the page's frame client */
  const client: FrameClient
  /** the embedded wallet's iframe and its origin */
  const frame: HTMLIFrameElement
  const frameOrigin: string
  /** values an example checks or passes on */
  const value: string
  const saved: string | null
  const lang: string
  const hash: string
  const input: HTMLInputElement
  const button: HTMLButtonElement
  const root: HTMLElement
  const receiver: string
  const quote: SwapQuote
  const quoteRequest: OnrampQuoteRequest
  /** a wallet's EIP-1193 request, as a function */
  const walletRequest: (method: string, params: unknown[]) => Promise<unknown>
  /** a catalogue wallet the example opens */
  const wallet: CatalogueWallet
  /** where the embedded wallet's frame is hosted, and its load */
  const frameUrl: string
  const load: EmbeddedWallet['load']
  const deps: EmbeddedControllerDeps
  /** a test's Bitcoin keys */
  const keyring: BitcoinKeyring
  /** the message's request id */
  const id: number
  const accountAddress: string
  const nonce: string
  const publicKey: string
  const pubkey: string
  const message: string
  const signature: string
  const sdkVersion: string
  const relayUrl: string
  const reply: { type: string; code?: string; payload?: { message?: string; code?: string } }
  const session: { message: string; signature: string }
  const project: { allowedOrigins: string[] }
  const response: Response
  const error: unknown
  /** a second instance on the same page */
  const other: Latch
  /** the app's own user interface, which the examples call */
  function t(key: string): string
  function showError(text: string): void
  function showQrCode(uri: string): void
  function drawQrCode(url: string): void
  function drawSquares(size: number, modules: readonly (readonly boolean[])[]): void
  function setAccounts(addresses: string[]): void
  function retryLater(): void
  function ready(): void
  function showAlert(alert: unknown): void
  function post(message: unknown): void
  /** the app's own components */
  function EmailForm(props: { onEmail(email: string): void; invalid: boolean }): ReactElement
  function CodeForm(props: { to: string | undefined; onCode(code: string): void }): ReactElement
}

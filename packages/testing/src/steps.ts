// The kit's steps as one object over a page, for a Playwright fixture: `latch.connect('injected' | 'phone' | 'email')`,
// the embedded wallet's card and inbox, and every view by its title. Each step is one of the kit's functions.
import {
  approveOnCard,
  connectEmail,
  type EmbeddedSignInOptions,
  rejectOnCard,
  type ApprovalCardTitle,
} from './embedded.ts'
import { TEST_WALLET_NAME } from './evmWallet.ts'
import { type InboxOptions, readCodeFromInbox } from './inbox.ts'
import { connectWallet, modalView, openConnectModal } from './modal.ts'
import type { LocatorLike, PageLike } from './playwright.ts'
import { waitUntil } from './poll.ts'
import { type ModalViewName, view } from './views.ts'

/** A phone wallet that pairs by the dApp's `wc:` link: the kit's `startPhoneWallet` (from `@latch/testing/phone`). */
export interface PairingWallet {
  pair(uri: string): Promise<unknown>
}

/** What {@link LatchSteps.connect} takes for each kind of connection. */
export type ConnectStep =
  | ['injected', { walletName?: string }?]
  | ['phone', { wallet: PairingWallet; walletName?: string }]
  | ['email', { email: string; inboxUrl?: string } & EmbeddedSignInOptions]

/** The kit's steps over one page: what a `latch` Playwright fixture gives a test. */
export interface LatchSteps {
  /**
   * Connects as a visitor does, from the page's Connect Wallet button to the closed modal: `'injected'` picks the
   * browser wallet (the kit's EVM wallet unless `walletName` says another); `'phone'` opens WalletConnect, copies the
   * pairing link and has `wallet` pair with it (it approves unless scripted); `'email'` signs in with the code from the
   * inbox. Resolves with the recovery code of a new embedded wallet, if the frame showed one.
   */
  connect(...step: ConnectStep): Promise<string | undefined>
  /** Approves the embedded wallet's request on its card ({@link approveOnCard}). */
  approveOnCard(title?: ApprovalCardTitle): Promise<void>
  /** Rejects it ({@link rejectOnCard}). */
  rejectOnCard(title?: ApprovalCardTitle): Promise<void>
  /** The newest one-time code mailed to `email` ({@link readCodeFromInbox}), from the fixture's inbox. */
  readCodeFromInbox(email: string, options?: InboxOptions): Promise<string>
  /** The modal's dialog showing the view `name` ({@link view}). */
  view(name: ModalViewName): LocatorLike
}

/** The page side of "Copy link": the copied text is kept for the test instead of the clipboard, which needs a grant. */
async function copiedPairingUri(page: PageLike, pairingView: LocatorLike): Promise<string> {
  await page.evaluate(() => {
    const kept = window as unknown as { __latchCopied?: string }
    delete kept.__latchCopied
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          kept.__latchCopied = text
        },
      },
    })
  })
  let uri: string | undefined
  try {
    await pairingView.getByRole('button', { name: 'Copy link', exact: true }).click()
    await waitUntil(
      async () => {
        uri = await page.evaluate(() => (window as unknown as { __latchCopied?: string }).__latchCopied)
        return typeof uri === 'string' && uri.startsWith('wc:')
      },
      15_000,
      'the pairing link to be copied',
    )
  } finally {
    // the page's own clipboard again (the browser's, from Navigator's prototype)
    await page.evaluate(() => void delete (navigator as unknown as { clipboard?: unknown }).clipboard)
  }
  return uri as string
}

/**
 * The kit's steps over `page`, for a Playwright fixture (`test.extend({ latch: … })`); `inboxUrl` is the dev mail
 * catcher that email sign-in reads its code from.
 *
 * @example
 * ```ts
 * // a Playwright Test fixture: test.extend<{ latch: LatchSteps }>({ latch: async ({ page }, use) => use(latchSteps(page)) })
 * const latch = latchSteps(page, { inboxUrl: 'http://127.0.0.1:8025' })
 * await latch.connect('injected')
 * await page.getByRole('button', { name: /^Account / }).click()
 * await latch.view('Account').getByRole('button', { name: 'Disconnect' }).click()
 * ```
 */
export function latchSteps(page: PageLike, { inboxUrl }: { inboxUrl?: string } = {}): LatchSteps {
  const inbox = (given?: string) => {
    const url = given ?? inboxUrl
    if (!url) throw new TypeError('latchSteps: email sign-in needs an inboxUrl (the dev mail catcher)')
    return url
  }
  return {
    async connect(...[kind, options]: ConnectStep) {
      if (kind === 'injected') {
        await connectWallet(page, options?.walletName ?? TEST_WALLET_NAME)
        return undefined
      }
      if (kind === 'email') {
        const { email, inboxUrl: given, ...signIn } = options
        return connectEmail(page, email, inbox(given), signIn)
      }
      const walletName = options.walletName ?? 'WalletConnect'
      const connect = await openConnectModal(page)
      await connect.getByRole('button', { name: walletName, exact: true }).click()
      const pairingView = modalView(page, walletName)
      await pairingView.waitFor({ state: 'visible' })
      await options.wallet.pair(await copiedPairingUri(page, pairingView))
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      return undefined
    },
    approveOnCard: (title) => approveOnCard(page, title),
    rejectOnCard: (title) => rejectOnCard(page, title),
    readCodeFromInbox: (email, options) => readCodeFromInbox(inbox(), email, options),
    view: (name) => view(page, name),
  }
}

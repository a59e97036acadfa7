// A Bitcoin wallet for tests with two faces, each optional: the Wallet Standard's (bitcoin:connect, bitcoin:signMessage,
// bitcoin:signTransaction) and sats-connect's (satsConnectInPage.ts). The page part is self-contained (it runs in a page
// from an init script, and in Node); it asks a keys side in the test's process to sign (BIP-322 messages, PSBTs), in a
// page through the binding window.__latchBitcoinKeys, so no key enters the page. Its scripted answers
// (walletScriptInPage.ts) and its sats-connect face come as arguments, which the installer passes as source text too.
import type { BitcoinKeysCall } from './bitcoinKeys.ts'
import type { BrowserContextLike, PageLike } from './playwright.ts'
import { type SatsConnectFace, satsConnectInPage } from './satsConnectInPage.ts'
import { type WalletAnswer, type WalletScript, walletScriptInPage } from './walletScriptInPage.ts'

/** One of the Bitcoin wallet's accounts, as the page sees it (no secret). */
export interface BitcoinWalletAccount {
  address: string
  /** hex: 33-byte compressed (payment) or 32-byte x-only (ordinal) */
  publicKey: string
  path: string
  type: 'payment' | 'ordinal'
}

/** The options of {@link installBitcoinWallet} and {@link bitcoinWalletInPage}. */
export interface BitcoinWalletOptions {
  /** the EVM test wallet's name makes the two one MULTI_CHAIN wallet */
  name: string
  icon: string
  /** 'bitcoin:regtest' */
  chains: string[]
  accounts: BitcoinWalletAccount[]
  rejectConnect?: boolean
  /**
   * the faces the wallet shows: the Wallet Standard's, sats-connect's (a provider listed on `window.btc_providers`),
   * or both under one name (Latch's modal then lists it once, through the Wallet Standard); `['wallet-standard']` by
   * default
   */
  protocols?: readonly BitcoinWalletProtocol[]
  /** the Esplora API the sats-connect face's getBalance reads (the payment account's balance) */
  esploraUrl?: string
}

/** A face of the Bitcoin test wallet: the Wallet Standard's or sats-connect's request API. */
export type BitcoinWalletProtocol = 'wallet-standard' | 'sats-connect'

/** What the Bitcoin wallet reports through {@link bitcoinWalletState}. */
export interface BitcoinWalletState {
  connected: boolean
  /** the PSBTs signed, as the wallet got them (hex) */
  signedPsbts: string[]
  /** how many bitcoin:signMessage messages it signed */
  signedMessages: number
}

/** What a test reaches through page.evaluate as `window.__latchBitcoinWallet`. */
export interface BitcoinWalletControls {
  /** the wallet ends this app's connection itself (standard:events 'change' with no accounts; sats-connect's
   * 'disconnect' event) */
  disconnectApp(): void
  /** the user connects the app again from the wallet's own UI: it trusts the app again (bitcoin:connect answers
   * without asking) and emits standard:events 'change' with its accounts */
  authorizeApp(): void
  /** the user picks other accounts (their keys must be in the keys side: {@link bitcoinKeysCall} takes several
   * keyrings); a connected app hears standard:events 'change' with them */
  moveToAccounts(accounts: BitcoinWalletAccount[]): void
  /** every signature request rejects (4001; sats-connect's -32000) */
  setRejectSign(reject: boolean): void
  /** the next call of the Wallet Standard `feature` (or its sats-connect method) is answered so (see
   * {@link scriptBitcoinWallet}) */
  script(feature: string, answer: WalletAnswer): void
  /** held calls go on */
  release(): void
  setRejectConnect(reject: boolean): void
  state(): BitcoinWalletState
}

type Target = Pick<Window, 'addEventListener' | 'dispatchEvent'> & {
  __latchBitcoinWallet?: BitcoinWalletControls
  __latchBitcoinKeys?: BitcoinKeysCall
}

/**
 * Registers the Bitcoin wallet on `target` (the page's window by default): over the Wallet Standard, and as a
 * sats-connect provider when `options.protocols` says so; signing through `keys` (or the page's
 * `window.__latchBitcoinKeys` binding), answering as `answers` scripts it (a fresh script by default); returns its
 * controls. Self-contained: {@link installBitcoinWallet} passes it, `answers` and `satsConnect` to pages as source text.
 *
 * @example
 * ```ts
 * // in a Node test, with a window of happy-dom's and the keys side in the same process
 * const controls = bitcoinWalletInPage({ name: 'Test Bitcoin', icon: TEST_WALLET_ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring) }, window, bitcoinKeysCall(keyring))
 * // the same keys through sats-connect only: window.btc_providers lists it
 * bitcoinWalletInPage({ name: 'Test Sats', icon: TEST_WALLET_ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring), protocols: ['sats-connect'] }, window, bitcoinKeysCall(keyring))
 * ```
 */
export function bitcoinWalletInPage(
  options: BitcoinWalletOptions,
  target: Target = window as unknown as Target,
  keys?: BitcoinKeysCall,
  answers: WalletScript = walletScriptInPage(),
  satsConnect: typeof satsConnectInPage = satsConnectInPage,
): BitcoinWalletControls {
  const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  const call: BitcoinKeysCall = (method, params) => {
    const keysCall = keys ?? target.__latchBitcoinKeys
    if (!keysCall) return Promise.reject(new Error('the wallet has no keys'))
    return keysCall(method, params)
  }
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  let rejectSign = false
  let rejectConnect = options.rejectConnect ?? false
  const state: BitcoinWalletState = { connected: false, signedPsbts: [], signedMessages: 0 }
  const listeners: ((properties: { accounts?: readonly unknown[] }) => void)[] = []
  const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const standardAccounts = (list: readonly BitcoinWalletAccount[]) =>
    list.map((account) =>
      Object.freeze({
        address: account.address,
        publicKey: fromHex(account.publicKey),
        chains: options.chains,
        features: FEATURES,
        path: account.path,
        label: account.type,
      }),
    )
  let accounts = standardAccounts(options.accounts)
  const wallet = {
    version: '1.0.0' as const,
    name: options.name,
    icon: options.icon,
    chains: options.chains,
    get accounts() {
      return state.connected ? accounts : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(_input: { purposes: string[] }) {
          await answers.answer('bitcoin:connect')
          if (rejectConnect) throw rejection()
          state.connected = true
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
          await answers.answer('bitcoin:signMessage')
          if (rejectSign) throw rejection()
          state.signedMessages += inputs.length
          return Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: fromBase64(await call('signMessage', { address: account.address, message: toHex(message) })),
            })),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: { psbt: Uint8Array; inputsToSign: { account: { address: string }; signingIndexes: number[] }[] }[]
        ) {
          await answers.answer('bitcoin:signTransaction')
          if (rejectSign) throw rejection()
          return Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              state.signedPsbts.push(toHex(psbt))
              const signed = await call('signPsbt', {
                psbt: toHex(psbt),
                inputs: inputsToSign.map((input) => ({
                  address: input.account.address,
                  indexes: input.signingIndexes,
                })),
              })
              return { signedPsbt: fromHex(signed) }
            }),
          )
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          state.connected = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly unknown[] }) => void) {
          listeners.push(listener)
          return () => void listeners.splice(listeners.indexOf(listener), 1)
        },
      },
    },
  }
  const protocols = options.protocols ?? ['wallet-standard']
  // the Wallet Standard's registration: answer app-ready, and announce in case the app is already listening
  const register = (api: { register(registered: unknown): unknown }) => api.register(wallet)
  if (protocols.includes('wallet-standard')) {
    try {
      target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
    } catch {}
    target.addEventListener('wallet-standard:app-ready', ((event: CustomEvent) =>
      register(event.detail)) as EventListener)
  }
  const sats: SatsConnectFace | undefined = protocols.includes('sats-connect')
    ? satsConnect(
        {
          options,
          state,
          answers,
          call,
          rejectsSign: () => rejectSign,
          rejectsConnect: () => rejectConnect,
        },
        target as never,
      )
    : undefined
  const controls: BitcoinWalletControls = {
    disconnectApp() {
      state.connected = false
      for (const listener of [...listeners]) listener({ accounts: [] })
      sats?.disconnectApp()
    },
    authorizeApp() {
      state.connected = true
      rejectConnect = false
      for (const listener of [...listeners]) listener({ accounts })
    },
    moveToAccounts(next) {
      accounts = standardAccounts(next)
      options.accounts = next
      if (state.connected) for (const listener of [...listeners]) listener({ accounts })
    },
    setRejectSign: (reject) => void (rejectSign = reject),
    setRejectConnect: (reject) => void (rejectConnect = reject),
    script: (feature, answer) => answers.script(feature, answer),
    release: () => answers.release(),
    state: () => ({ ...state, signedPsbts: [...state.signedPsbts] }),
  }
  target.__latchBitcoinWallet = controls
  return controls
}

/**
 * Installs the Bitcoin wallet in every top-level page the browser context opens, its keys kept in the test's process
 * behind a binding. `protocols` chooses its faces: the Wallet Standard's (the default), sats-connect's (a provider on
 * `window.btc_providers`, at `window.__latchSatsConnect[<name, dots and spaces as _>]`), or both.
 *
 * @example
 * ```ts
 * await installBitcoinWallet(context, {
 *   name: 'Test Bitcoin',
 *   icon: TEST_WALLET_ICON,
 *   chains: ['bitcoin:regtest'],
 *   accounts: walletAccountsOf(keyring),
 *   keys: bitcoinKeysCall(keyring),
 * })
 * // a wallet speaking only sats-connect (getAccounts, signMessage, signPsbt, getBalance)
 * await installBitcoinWallet(context, {
 *   name: 'Test Sats',
 *   icon: TEST_WALLET_ICON,
 *   chains: ['bitcoin:regtest'],
 *   accounts: walletAccountsOf(keyring),
 *   keys: bitcoinKeysCall(keyring),
 *   protocols: ['sats-connect'],
 *   esploraUrl: 'http://127.0.0.1:3002',
 * })
 * ```
 */
export async function installBitcoinWallet(
  context: BrowserContextLike,
  { keys, ...options }: BitcoinWalletOptions & { keys: BitcoinKeysCall },
): Promise<void> {
  await context.exposeFunction(
    '__latchBitcoinKeys',
    (method: 'signMessage' | 'signPsbt', params: Record<string, unknown>) => keys(method, params),
  )
  const parts = `(${walletScriptInPage.toString()})(), (${satsConnectInPage.toString()})`
  await context.addInitScript({
    content: `if (window === window.top) (${bitcoinWalletInPage.toString()})(${JSON.stringify(options)}, window, undefined, ${parts});`,
  })
}

/**
 * The Bitcoin wallet's state in the page: connected, the PSBTs it signed and how many messages.
 *
 * @example
 * ```ts
 * expect((await bitcoinWalletState(page)).signedPsbts).toHaveLength(1)
 * ```
 */
export function bitcoinWalletState(page: PageLike): Promise<BitcoinWalletState> {
  return page.evaluate(() =>
    (window as unknown as { __latchBitcoinWallet: BitcoinWalletControls }).__latchBitcoinWallet.state(),
  )
}

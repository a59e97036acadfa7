// A Wallet Standard Bitcoin wallet for tests (bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction). The page
// part is self-contained (it runs in a page from an init script, and in Node); it asks a keys side in the test's process
// to sign (BIP-322 messages, PSBTs), in a page through the binding window.__latchBitcoinKeys, so no key enters the page.
// Its scripted answers (walletScriptInPage.ts) come as an argument, which the installer passes as source text too.
import type { BrowserContextLike, PageLike } from './playwright.ts'
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
}

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
  /** the wallet ends this app's connection itself (standard:events 'change' with no accounts) */
  disconnectApp(): void
  /** every signature request rejects with 4001 */
  setRejectSign(reject: boolean): void
  /** the next call of the Wallet Standard `feature` is answered so (see {@link scriptBitcoinWallet}) */
  script(feature: string, answer: WalletAnswer): void
  /** held calls go on */
  release(): void
  setRejectConnect(reject: boolean): void
  state(): BitcoinWalletState
}

/** What the keys side answers: signMessage → base64 BIP-322 signature, signPsbt → signed PSBT hex */
export type BitcoinKeysCall = (method: 'signMessage' | 'signPsbt', params: Record<string, unknown>) => Promise<string>

type Target = Pick<Window, 'addEventListener' | 'dispatchEvent'> & {
  __latchBitcoinWallet?: BitcoinWalletControls
  __latchBitcoinKeys?: BitcoinKeysCall
}

/**
 * Registers the Bitcoin wallet over the Wallet Standard on `target` (the page's window by default), signing through
 * `keys` (or the page's `window.__latchBitcoinKeys` binding), answering as `answers` scripts it (a fresh script by
 * default); returns its controls. Self-contained: {@link installBitcoinWallet} passes it to pages as source text.
 *
 * @example
 * ```ts
 * // in a Node test, with a window of happy-dom's and the keys side in the same process
 * const controls = bitcoinWalletInPage({ name: 'Test Bitcoin', icon: TEST_WALLET_ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring) }, window, bitcoinKeysCall(keyring))
 * ```
 */
export function bitcoinWalletInPage(
  options: BitcoinWalletOptions,
  target: Target = window as unknown as Target,
  keys?: BitcoinKeysCall,
  answers: WalletScript = walletScriptInPage(),
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
  const accounts = options.accounts.map((account) =>
    Object.freeze({
      address: account.address,
      publicKey: fromHex(account.publicKey),
      chains: options.chains,
      features: FEATURES,
      path: account.path,
      label: account.type,
    }),
  )
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
  // the Wallet Standard's registration: answer app-ready, and announce in case the app is already listening
  const register = (api: { register(registered: unknown): unknown }) => api.register(wallet)
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  } catch {}
  target.addEventListener('wallet-standard:app-ready', ((event: CustomEvent) =>
    register(event.detail)) as EventListener)
  const controls: BitcoinWalletControls = {
    disconnectApp() {
      state.connected = false
      for (const listener of [...listeners]) listener({ accounts: [] })
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
 * The keys that sign for the Bitcoin wallet, in the test's process: BIP-322 simple message signatures (base64) and
 * PSBT inputs. `@scure/btc-signer` gives both in a few lines; Latch's own suite uses its test wallet's keyring.
 */
export interface BitcoinKeyring {
  accounts: readonly BitcoinWalletAccount[]
  signMessage(address: string, message: Uint8Array): string
  signPsbt(psbt: Uint8Array, inputs: { address: string; indexes: number[] }[]): Uint8Array
}

/**
 * The keys side as the page's binding calls it (hex in, hex or base64 out).
 *
 * @example
 * ```ts
 * const keys = bitcoinKeysCall(keyring)
 * await keys('signMessage', { address: keyring.accounts[0]!.address, message: '68656c6c6f' })
 * ```
 */
export function bitcoinKeysCall(keyring: BitcoinKeyring): BitcoinKeysCall {
  return async (method, params) => {
    const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    if (method === 'signMessage') return keyring.signMessage(String(params.address), bytes(String(params.message)))
    const signed = keyring.signPsbt(
      bytes(String(params.psbt)),
      params.inputs as { address: string; indexes: number[] }[],
    )
    return Array.from(signed, (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}

/**
 * The keyring's accounts as the page part takes them (the public parts only).
 *
 * @example
 * ```ts
 * const options = { name: 'Test Bitcoin', icon: TEST_WALLET_ICON, chains: ['bitcoin:regtest'], accounts: walletAccountsOf(keyring) }
 * ```
 */
export function walletAccountsOf(keyring: BitcoinKeyring): BitcoinWalletAccount[] {
  return keyring.accounts.map(({ address, publicKey, path, type }) => ({ address, publicKey, path, type }))
}

/**
 * Installs the Bitcoin wallet in every top-level page the browser context opens, its keys kept in the test's process
 * behind a binding.
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
  await context.addInitScript({
    content: `if (window === window.top) (${bitcoinWalletInPage.toString()})(${JSON.stringify(options)}, window, undefined, (${walletScriptInPage.toString()})());`,
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

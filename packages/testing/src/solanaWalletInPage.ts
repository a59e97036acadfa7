// A Wallet Standard Solana wallet for tests, backed by a dev key: ed25519 by WebCrypto, transactions signed in their
// wire format and sent to a JSON-RPC node. Self-contained (it runs in a page from an init script, and in Node), hence
// apart from the Playwright installer and helpers in solanaWallet.ts; its parts (the wire formats, the scripted
// answers) come as arguments, which the installer passes as source text too.
import { type SolanaWire, solanaWireInPage } from './solanaWireInPage.ts'
import { type WalletAnswer, type WalletScript, walletScriptInPage } from './walletScriptInPage.ts'

/** The options of {@link installSolanaWallet} and {@link solanaWalletInPage}. */
export interface SolanaWalletOptions {
  /** the wallet's name; the EVM test wallet's name makes the two one MULTI_CHAIN wallet */
  name: string
  /** data:image/…;base64,… (the standard's icon form) */
  icon: string
  /** the dev key's 32-byte ed25519 secret, hex */
  secretHex: string
  /** the JSON-RPC the wallet sends to */
  rpcUrl: string
  /** the chains it lists: 'solana:localnet' and the devnet's CAIP-2 id */
  chains: string[]
  /** standard:connect rejects with 4001 until setRejectConnect(false) */
  rejectConnect?: boolean
  /** offers solana:signIn (Sign In With Solana in one step: the wallet writes the SIWS text from the input) */
  signIn?: boolean
}

/** What the Solana wallet reports through {@link solanaWalletState}. */
export interface SolanaWalletState {
  connected: boolean
  address: string
  /** the options of each solana:signAndSendTransaction, in order */
  sendOptions: Record<string, unknown>[]
  /** how many solana:signIn and solana:signMessage calls it answered */
  signIns: number
  signedMessages: number
}

/** What a test reaches through page.evaluate as `window.__latchSolanaWallet`. */
export interface SolanaWalletControls {
  /** every signature request (signMessage, signTransaction, signAndSendTransaction, signIn) rejects with 4001 */
  setRejectSign(reject: boolean): void
  /** the next call of the Wallet Standard `feature` is answered so (see {@link scriptSolanaWallet}) */
  script(feature: string, answer: WalletAnswer): void
  /** held calls go on */
  release(): void
  /** the user disconnects the app in the wallet: standard:events `change` with no accounts */
  disconnectApp(): void
  /** the user connects the app again from the wallet's own UI: it trusts the app (a silent `standard:connect` lists
   * the account) and emits standard:events `change` with the account */
  authorizeApp(): void
  /** the user picks another account (the dev key `secretHex`): standard:events `change` with it, when connected */
  moveToAccount(secretHex: string): Promise<void>
  setRejectConnect(reject: boolean): void
  state(): SolanaWalletState
  ready: Promise<void>
}

type Target = Pick<Window, 'addEventListener' | 'dispatchEvent'> & {
  __latchSolanaWallet?: SolanaWalletControls
  localStorage?: Storage
}

/**
 * The in-page parts the Solana wallet is made of, each self-contained (an installer passes them as source text; a
 * direct call gets fresh ones by default).
 */
export interface SolanaWalletParts {
  /** the scripted answers (see {@link scriptSolanaWallet}) */
  answers: WalletScript
  /** base58, the transaction's signature slots, the SIWS text */
  wire: SolanaWire
}

/**
 * Registers the Solana wallet over the Wallet Standard on `target` (the page's window by default) and returns its
 * controls. Self-contained: {@link installSolanaWallet} passes it (and its {@link SolanaWalletParts}) to pages as
 * source text; a Vitest browser test or a Node test (with a `target` of its own) calls it directly.
 *
 * @example
 * ```ts
 * // in a Vitest browser-mode test, before createLatch
 * const wallet = solanaWalletInPage({ name: 'Test Solana', icon: TEST_WALLET_ICON, secretHex, rpcUrl, chains: ['solana:localnet'] })
 * await wallet.ready
 * ```
 */
export function solanaWalletInPage(
  options: SolanaWalletOptions,
  target: Target = window as unknown as Target,
  { answers, wire }: SolanaWalletParts = { answers: walletScriptInPage(), wire: solanaWireInPage() },
): SolanaWalletControls {
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const storageKey = `latch-solana-wallet:${options.name}`
  const state = {
    connected: (() => {
      try {
        return target.localStorage?.getItem(storageKey) === 'connected'
      } catch {
        return false
      }
    })(),
    rejectConnect: options.rejectConnect ?? false,
    rejectSign: false,
    sendOptions: [] as Record<string, unknown>[],
    signIns: 0,
    signedMessages: 0,
  }
  const remember = () => {
    try {
      target.localStorage?.setItem(storageKey, state.connected ? 'connected' : '')
    } catch {
      // no storage (an opaque origin): the wallet forgets
    }
  }

  let key: CryptoKey | undefined
  const account = {
    address: '',
    publicKey: new Uint8Array(32),
    chains: options.chains,
    features: [
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      ...(options.signIn ? ['solana:signIn'] : []),
    ],
    label: options.name,
  }
  /** the account becomes the dev key's: PKCS#8 of an Ed25519 seed is a fixed DER header and the 32 bytes (RFC 8410) */
  const useKey = async (secretHex: string) => {
    const pkcs8 = wire.fromHex(`302e020100300506032b657004220420${secretHex}`)
    key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
    const x = ((await crypto.subtle.exportKey('jwk', key)).x as string).replace(/-/g, '+').replace(/_/g, '/')
    const padded = x.padEnd(x.length + ((4 - (x.length % 4)) % 4), '=')
    account.publicKey = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
    account.address = wire.toBase58(account.publicKey)
  }
  const ready = useKey(options.secretHex)
  const sign = async (message: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign('Ed25519', key!, message as Uint8Array<ArrayBuffer>))

  const listeners = new Set<(properties: { accounts: (typeof account)[] }) => void>()
  /** the scripted answer first (as the user would see the request before the wallet checks anything) */
  const guard = async (feature: string) => {
    await answers.answer(feature)
    await ready
    if (!state.connected) throw Object.assign(new Error('The wallet is not connected'), { code: 4100 })
    if (state.rejectSign) throw rejection()
  }

  const wallet = {
    version: '1.0.0' as const,
    name: options.name,
    icon: options.icon,
    chains: options.chains,
    get accounts() {
      return state.connected && account.address ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          await ready
          if (input?.silent) return { accounts: state.connected ? [account] : [] }
          await answers.answer('standard:connect')
          if (state.rejectConnect) throw rejection()
          state.connected = true
          remember()
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          state.connected = false
          remember()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: (typeof account)[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...(options.signIn
        ? {
            'solana:signIn': {
              version: '1.0.0',
              async signIn(...inputs: Record<string, string | string[] | undefined>[]) {
                await answers.answer('solana:signIn')
                await ready
                if (state.rejectSign) throw rejection()
                state.connected = true
                remember()
                state.signIns += inputs.length
                return Promise.all(
                  inputs.map(async (input) => {
                    const text = wire.signInText(input, account.address, location.host)
                    const signedMessage = new TextEncoder().encode(text)
                    return { account, signedMessage, signature: await sign(signedMessage) }
                  }),
                )
              },
            },
          }
        : {}),
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          await guard('solana:signMessage')
          state.signedMessages += inputs.length
          return Promise.all(
            inputs.map(async ({ message }) => ({ signedMessage: message, signature: await sign(message) })),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          await guard('solana:signTransaction')
          return Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: await wire.signTransaction(transaction, account.publicKey, sign),
            })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { transaction: Uint8Array; options?: Record<string, unknown> }[]) {
          await guard('solana:signAndSendTransaction')
          const outputs = []
          for (const { transaction, options: sendOptions = {} } of inputs) {
            state.sendOptions.push(sendOptions)
            const signed = await wire.signTransaction(transaction, account.publicKey, sign)
            const response = await fetch(options.rpcUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: Date.now(),
                method: 'sendTransaction',
                params: [wire.base64(signed), { encoding: 'base64', ...sendOptions }],
              }),
            })
            const body = await response.json()
            if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
            outputs.push({ signature: wire.fromBase58(body.result) })
          }
          return outputs
        },
      },
    },
  }

  const controls: SolanaWalletControls = {
    setRejectSign: (reject) => void (state.rejectSign = reject),
    setRejectConnect: (reject) => void (state.rejectConnect = reject),
    script: (feature, answer) => answers.script(feature, answer),
    release: () => answers.release(),
    disconnectApp() {
      state.connected = false
      remember()
      for (const listener of [...listeners]) listener({ accounts: [] })
    },
    authorizeApp() {
      state.connected = true
      state.rejectConnect = false
      remember()
      for (const listener of [...listeners]) listener({ accounts: [account] })
    },
    async moveToAccount(secretHex) {
      await useKey(secretHex)
      if (state.connected) for (const listener of [...listeners]) listener({ accounts: [account] })
    },
    state: () => ({
      connected: state.connected,
      address: account.address,
      sendOptions: [...state.sendOptions],
      signIns: state.signIns,
      signedMessages: state.signedMessages,
    }),
    ready,
  }
  target.__latchSolanaWallet = controls
  // the standard's handshake, both ways round: an app already listening, and an app that asks later
  const callback = (api: { register(wallet: unknown): unknown }) => void api.register(wallet)
  void ready.then(() => {
    try {
      target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
    } catch {
      // an app that is not listening yet asks with app-ready
    }
    target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail))
  })
  return controls
}

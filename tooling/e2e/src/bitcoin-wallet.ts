// A Wallet Standard Bitcoin wallet for the tests (bitcoin:connect, bitcoin:signMessage, bitcoin:signTransaction),
// backed by a dev key. The page part is self-contained (it runs in a page from an init script, and in Node); it asks
// its keys side (apps/test-wallet/src/bitcoin-keyring.ts) to sign through `keys`, in a page the binding window.__latchBitcoinKeys.
import type { BitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'

export interface BitcoinWalletAccount {
  address: string
  /** hex: 33-byte compressed (payment) or 32-byte x-only (ordinal) */
  publicKey: string
  path: string
  type: 'payment' | 'ordinal'
}

export interface BitcoinWalletOptions {
  /** the EVM test wallet's name makes the two one MULTI_CHAIN wallet */
  name: string
  icon: string
  /** 'bitcoin:regtest' */
  chains: string[]
  accounts: BitcoinWalletAccount[]
  rejectConnect?: boolean
}

export interface BitcoinWalletState {
  connected: boolean
  /** the PSBTs signed, as the wallet got them (hex) */
  signedPsbts: string[]
}

export interface BitcoinWalletControls {
  /** the wallet ends this app's connection itself (standard:events 'change' with no accounts) */
  disconnectApp(): void
  setRejectSign(reject: boolean): void
  setRejectConnect(reject: boolean): void
  state(): BitcoinWalletState
}

/** what the keys side answers: signMessage → base64 BIP-322 signature, signPsbt → signed PSBT hex */
export type BitcoinKeysCall = (method: 'signMessage' | 'signPsbt', params: Record<string, unknown>) => Promise<string>

type Target = Pick<Window, 'addEventListener' | 'dispatchEvent'> & { __latchBitcoinWallet?: BitcoinWalletControls; __latchBitcoinKeys?: BitcoinKeysCall }

/** registers the wallet on `target` (the page's window); must be self-contained: it is passed to pages as source text */
export function bitcoinWalletInPage(options: BitcoinWalletOptions, target: Target = window as unknown as Target, keys?: BitcoinKeysCall): BitcoinWalletControls {
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
  const state: BitcoinWalletState = { connected: false, signedPsbts: [] }
  const listeners: ((properties: { accounts?: readonly unknown[] }) => void)[] = []
  const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const accounts = options.accounts.map((account) =>
    Object.freeze({ address: account.address, publicKey: fromHex(account.publicKey), chains: options.chains, features: FEATURES, path: account.path, label: account.type }),
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
          if (rejectConnect) throw rejection()
          state.connected = true
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
          if (rejectSign) throw rejection()
          return Promise.all(
            inputs.map(async ({ account, message }) => ({ signedMessage: message, signature: fromBase64(await call('signMessage', { address: account.address, message: toHex(message) })) })),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { account: { address: string }; signingIndexes: number[] }[] }[]) {
          if (rejectSign) throw rejection()
          return Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              state.signedPsbts.push(toHex(psbt))
              const signed = await call('signPsbt', { psbt: toHex(psbt), inputs: inputsToSign.map((input) => ({ address: input.account.address, indexes: input.signingIndexes })) })
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
  target.addEventListener('wallet-standard:app-ready', ((event: CustomEvent) => register(event.detail)) as EventListener)
  const controls: BitcoinWalletControls = {
    disconnectApp() {
      state.connected = false
      for (const listener of [...listeners]) listener({ accounts: [] })
    },
    setRejectSign: (reject) => void (rejectSign = reject),
    setRejectConnect: (reject) => void (rejectConnect = reject),
    state: () => ({ connected: state.connected, signedPsbts: [...state.signedPsbts] }),
  }
  target.__latchBitcoinWallet = controls
  return controls
}

/** the keys side as the page's binding calls it (hex in, hex or base64 out) */
export function bitcoinKeysCall(keyring: BitcoinKeyring): BitcoinKeysCall {
  return async (method, params) => {
    if (method === 'signMessage') return keyring.signMessage(String(params.address), Buffer.from(String(params.message), 'hex'))
    const signed = keyring.signPsbt(Buffer.from(String(params.psbt), 'hex'), params.inputs as { address: string; indexes: number[] }[])
    return Buffer.from(signed).toString('hex')
  }
}

/** the wallet's accounts as the page part takes them */
export const walletAccountsOf = (keyring: BitcoinKeyring): BitcoinWalletAccount[] =>
  keyring.accounts.map(({ address, publicKey, path, type }) => ({ address, publicKey, path, type }))

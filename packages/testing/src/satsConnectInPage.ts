// The Bitcoin test wallet's sats-connect face: a provider with sats-connect's request(method, params), answering in
// JSON-RPC 2.0 (`{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`) as Xverse's does, listed on
// window.btc_providers. It shares the Wallet Standard face's accounts, keys, scripted answers and state.
// Self-contained: the installer passes it to pages as source text, beside bitcoinWalletInPage.
import type { BitcoinKeysCall } from './bitcoinKeys.ts'
import type { BitcoinWalletOptions, BitcoinWalletState } from './bitcoinWallet.ts'
import type { WalletScript } from './walletScriptInPage.ts'

/** What the two faces of the Bitcoin wallet share, in the page. */
export interface BitcoinWalletCore {
  options: BitcoinWalletOptions
  state: BitcoinWalletState
  answers: WalletScript
  /** the keys side: BIP-322 signatures and signed PSBTs */
  call: BitcoinKeysCall
  rejectsSign(): boolean
  rejectsConnect(): boolean
}

/** What the Wallet Standard face reaches of the sats-connect face. */
export interface SatsConnectFace {
  /** the path on window the provider is at, as its btc_providers entry names it */
  id: string
  /** emits sats-connect's `disconnect` event to the app's listeners */
  disconnectApp(): void
}

/** a sats-connect JSON-RPC response */
export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

type Target = Record<string, unknown> & { btc_providers?: { id: string; name: string; icon: string }[] }

/**
 * Puts the sats-connect provider on `target` at `__latchSatsConnect.<name>` and lists it in `target.btc_providers`.
 * Methods: getAccounts, signMessage (BIP-322), signPsbt (no broadcast), getBalance (with `esploraUrl`),
 * wallet_disconnect and wallet_renouncePermissions; a rejection answers USER_REJECTION (-32000).
 */
export function satsConnectInPage(core: BitcoinWalletCore, target: Target): SatsConnectFace {
  const { options, state, answers, call } = core
  // sats-connect's RpcErrorCode
  const USER_REJECTION = -32000
  const INVALID_PARAMS = -32602
  const ACCESS_DENIED = -32002
  const fail = (code: number, message: string) => Object.assign(new Error(message), { code })
  const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))
  const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  const sha256 = async (bytes: Uint8Array) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
  const PURPOSES = { payment: 'payment', ordinal: 'ordinals' } as const
  const ADDRESS_TYPES = { payment: 'p2wpkh', ordinal: 'p2tr' } as const
  const accountOf = (address: unknown) => {
    const account = options.accounts.find((entry) => entry.address === address)
    if (!account) throw fail(INVALID_PARAMS, `The wallet has no account ${String(address)}`)
    return account
  }
  // as an extension does: signing needs the app's connection (getAccounts first)
  const connected = () => {
    if (!state.connected) throw fail(ACCESS_DENIED, 'The app is not connected; call getAccounts first')
  }
  const rejection = () => fail(USER_REJECTION, 'User rejected the request.')
  const listeners: { event: string; listener: (event: { type: string }) => void }[] = []

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    async getAccounts(params) {
      if (!Array.isArray(params.purposes)) throw fail(INVALID_PARAMS, 'purposes must be an array')
      await answers.answer('bitcoin:connect', USER_REJECTION)
      if (core.rejectsConnect()) throw rejection()
      state.connected = true
      return options.accounts
        .filter((account) => (params.purposes as string[]).includes(PURPOSES[account.type]))
        .map((account) => ({
          address: account.address,
          publicKey: account.publicKey,
          purpose: PURPOSES[account.type],
          addressType: ADDRESS_TYPES[account.type],
          walletType: 'software',
        }))
    },
    async signMessage(params) {
      connected()
      const account = accountOf(params.address)
      if (typeof params.message !== 'string') throw fail(INVALID_PARAMS, 'message must be a string')
      // sats-connect's default: ECDSA for a P2WPKH address, BIP-322 for taproot; the keys sign BIP-322 only
      const protocol = params.protocol ?? (account.type === 'ordinal' ? 'BIP322' : 'ECDSA')
      if (protocol !== 'BIP322') throw fail(INVALID_PARAMS, 'The test wallet signs BIP-322 only (protocol: "BIP322")')
      await answers.answer('bitcoin:signMessage', USER_REJECTION)
      if (core.rejectsSign()) throw rejection()
      const message = new TextEncoder().encode(params.message)
      const signature = await call('signMessage', { address: account.address, message: toHex(message) })
      state.signedMessages += 1
      // BIP-322's tagged hash of the message
      const tag = await sha256(new TextEncoder().encode('BIP0322-signed-message'))
      const messageHash = toHex(await sha256(Uint8Array.from([...tag, ...tag, ...message])))
      return { signature, messageHash, address: account.address, protocol: 'BIP322' }
    },
    async signPsbt(params) {
      connected()
      if (typeof params.psbt !== 'string') throw fail(INVALID_PARAMS, 'psbt must be base64')
      if (params.broadcast) throw fail(INVALID_PARAMS, 'The test wallet does not broadcast (broadcast: false)')
      const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
      const inputs = Object.entries(signInputs).map(([address, indexes]) => ({
        address: accountOf(address).address,
        indexes,
      }))
      await answers.answer('bitcoin:signTransaction', USER_REJECTION)
      if (core.rejectsSign()) throw rejection()
      const psbt = toHex(fromBase64(params.psbt))
      state.signedPsbts.push(psbt)
      return { psbt: toBase64(fromHex(await call('signPsbt', { psbt, inputs }))) }
    },
    async getBalance() {
      connected()
      if (!options.esploraUrl) throw fail(-32601, 'getBalance needs the wallet option esploraUrl')
      const payment = options.accounts.find((account) => account.type === 'payment')
      if (!payment) throw fail(INVALID_PARAMS, 'The wallet has no payment account')
      const { chain_stats: chain, mempool_stats: pool } = await (
        await fetch(`${options.esploraUrl}/address/${payment.address}`)
      ).json()
      const confirmed = BigInt(chain.funded_txo_sum) - BigInt(chain.spent_txo_sum)
      const unconfirmed = BigInt(pool.funded_txo_sum) - BigInt(pool.spent_txo_sum)
      return { confirmed: `${confirmed}`, unconfirmed: `${unconfirmed}`, total: `${confirmed + unconfirmed}` }
    },
    async wallet_disconnect() {
      state.connected = false
      return null
    },
    async wallet_renouncePermissions() {
      state.connected = false
      return null
    },
  }

  let requests = 0
  const provider = {
    async request(method: string, params?: unknown): Promise<SatsConnectResponse> {
      const id = `${++requests}`
      try {
        const handle = Object.hasOwn(methods, method) ? methods[method] : undefined
        if (!handle) throw fail(-32601, `Method not found: ${method}`)
        const result = await handle((params ?? {}) as Record<string, unknown>)
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return {
          jsonrpc: '2.0',
          id,
          error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? 'Internal error') },
        }
      }
    },
    /** sats-connect's events: 'accountChange', 'networkChange', 'disconnect'; returns the remover */
    addListener(event: string, listener: (event: { type: string }) => void) {
      const entry = { event, listener }
      listeners.push(entry)
      return () => void listeners.splice(listeners.indexOf(entry), 1)
    },
  }
  // a path sats-connect's getProviderById and Latch's discovery both follow: dots split it, so none in the key
  const key = options.name.replace(/[^A-Za-z0-9_$]/g, '_')
  const providers = (target.__latchSatsConnect ??= {}) as Record<string, unknown>
  providers[key] = provider
  const id = `__latchSatsConnect.${key}`
  target.btc_providers = [
    ...(target.btc_providers ?? []).filter((entry) => entry.id !== id),
    { id, name: options.name, icon: options.icon },
  ]
  return {
    id,
    disconnectApp() {
      state.connected = false
      for (const entry of listeners.filter((candidate) => candidate.event === 'disconnect'))
        entry.listener({ type: 'disconnect' })
    },
  }
}

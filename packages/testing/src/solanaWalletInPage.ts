// A Wallet Standard Solana wallet for tests, backed by a dev key: ed25519 by WebCrypto, transactions signed in their
// wire format and sent to a JSON-RPC node. Self-contained (it runs in a page from an init script, and in Node), hence
// apart from the Playwright installer and helpers in solanaWallet.ts.

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
  setRejectSign(reject: boolean): void
  setRejectConnect(reject: boolean): void
  state(): SolanaWalletState
  ready: Promise<void>
}

type Target = Pick<Window, 'addEventListener' | 'dispatchEvent'> & {
  __latchSolanaWallet?: SolanaWalletControls
  localStorage?: Storage
}

/**
 * Registers the Solana wallet over the Wallet Standard on `target` (the page's window by default) and returns its
 * controls. Self-contained: {@link installSolanaWallet} passes it to pages as source text; a Vitest browser test or a
 * Node test (with a `target` of its own) calls it directly.
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
): SolanaWalletControls {
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const toBase58 = (bytes: Uint8Array): string => {
    let zeros = 0
    while (zeros < bytes.length && bytes[zeros] === 0) zeros++
    const digits: number[] = []
    for (let i = zeros; i < bytes.length; i++) {
      let carry = bytes[i]!
      for (let j = 0; j < digits.length; j++) {
        carry += digits[j]! << 8
        digits[j] = carry % 58
        carry = (carry / 58) | 0
      }
      while (carry > 0) {
        digits.push(carry % 58)
        carry = (carry / 58) | 0
      }
    }
    return (
      '1'.repeat(zeros) +
      digits
        .reverse()
        .map((digit) => ALPHABET[digit])
        .join('')
    )
  }
  const fromBase58 = (text: string): Uint8Array => {
    const bytes: number[] = []
    for (const char of text) {
      let carry = ALPHABET.indexOf(char)
      if (carry < 0) throw new Error('bad base58')
      for (let j = 0; j < bytes.length; j++) {
        carry += bytes[j]! * 58
        bytes[j] = carry & 0xff
        carry >>= 8
      }
      while (carry > 0) {
        bytes.push(carry & 0xff)
        carry >>= 8
      }
    }
    let zeros = 0
    while (text[zeros] === '1') zeros++
    return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
  }
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => Number.parseInt(pair, 16)))
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  /** compact-u16: its value and its length in bytes */
  const shortVec = (bytes: Uint8Array, at: number): [number, number] => {
    let value = 0
    for (let size = 0; size < 3; size++) {
      const byte = bytes[at + size]!
      value |= (byte & 0x7f) << (7 * size)
      if ((byte & 0x80) === 0) return [value, size + 1]
    }
    throw new Error('bad compact-u16')
  }

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

  // PKCS#8 of an Ed25519 seed: a fixed DER header and the 32 bytes (RFC 8410)
  const pkcs8 = Uint8Array.from([
    0x30,
    0x2e,
    0x02,
    0x01,
    0x00,
    0x30,
    0x05,
    0x06,
    0x03,
    0x2b,
    0x65,
    0x70,
    0x04,
    0x22,
    0x04,
    0x20,
    ...hex(options.secretHex),
  ])
  let key: CryptoKey | undefined
  let publicKey = new Uint8Array(32)
  const account = {
    address: '',
    publicKey,
    chains: options.chains,
    features: [
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      ...(options.signIn ? ['solana:signIn'] : []),
    ],
    label: options.name,
  }
  const ready = crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']).then(async (imported) => {
    key = imported
    const jwk = await crypto.subtle.exportKey('jwk', imported)
    const x = (jwk.x as string).replace(/-/g, '+').replace(/_/g, '/')
    publicKey = Uint8Array.from(atob(x.padEnd(x.length + ((4 - (x.length % 4)) % 4), '=')), (c) => c.charCodeAt(0))
    account.publicKey = publicKey
    account.address = toBase58(publicKey)
  })
  const sign = async (message: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign('Ed25519', key!, message as Uint8Array<ArrayBuffer>))

  /** puts this key's signature in its slot among the transaction's required signers */
  const signTransaction = async (transaction: Uint8Array): Promise<Uint8Array> => {
    const [count, prefix] = shortVec(transaction, 0)
    const messageStart = prefix + 64 * count
    const message = transaction.slice(messageStart)
    const versioned = (message[0]! & 0x80) !== 0
    const header = versioned ? 1 : 0
    const required = message[header]!
    const [keyCount, keyPrefix] = shortVec(message, header + 3)
    const keysStart = header + 3 + keyPrefix
    let index = -1
    for (let i = 0; i < Math.min(required, keyCount); i++) {
      const candidate = message.slice(keysStart + 32 * i, keysStart + 32 * (i + 1))
      if (candidate.every((byte, j) => byte === publicKey[j])) index = i
    }
    if (index < 0) throw new Error('The transaction does not need this wallet')
    const signed = transaction.slice()
    signed.set(await sign(message), prefix + 64 * index)
    return signed
  }

  const listeners = new Set<(properties: { accounts: (typeof account)[] }) => void>()
  const guard = async () => {
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
              /** SIWS's template, written by the wallet as a wallet does (only the fields given; its own address) */
              async signIn(...inputs: Record<string, string | string[] | undefined>[]) {
                await ready
                if (state.rejectSign) throw rejection()
                state.connected = true
                remember()
                state.signIns += inputs.length
                return Promise.all(
                  inputs.map(async (input) => {
                    const line = (label: string, value: unknown) => (value ? [`${label}: ${value}`] : [])
                    const fields = [
                      ...line('URI', input.uri),
                      ...line('Version', input.version),
                      ...line('Chain ID', input.chainId),
                      ...line('Nonce', input.nonce),
                      ...line('Issued At', input.issuedAt),
                      ...line('Expiration Time', input.expirationTime),
                      ...line('Not Before', input.notBefore),
                      ...line('Request ID', input.requestId),
                      ...(Array.isArray(input.resources)
                        ? ['Resources:', ...input.resources.map((resource) => `- ${resource}`)]
                        : []),
                    ]
                    const text =
                      `${input.domain ?? location.host} wants you to sign in with your Solana account:\n${account.address}` +
                      (input.statement ? `\n\n${input.statement}` : '') +
                      (fields.length ? `\n\n${fields.join('\n')}` : '')
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
          await guard()
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
          await guard()
          return Promise.all(
            inputs.map(async ({ transaction }) => ({ signedTransaction: await signTransaction(transaction) })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { transaction: Uint8Array; options?: Record<string, unknown> }[]) {
          await guard()
          const outputs = []
          for (const { transaction, options: sendOptions = {} } of inputs) {
            state.sendOptions.push(sendOptions)
            const signed = await signTransaction(transaction)
            const response = await fetch(options.rpcUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: Date.now(),
                method: 'sendTransaction',
                params: [base64(signed), { encoding: 'base64', ...sendOptions }],
              }),
            })
            const body = await response.json()
            if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
            outputs.push({ signature: fromBase58(body.result) })
          }
          return outputs
        },
      },
    },
  }

  const controls: SolanaWalletControls = {
    setRejectSign(reject) {
      state.rejectSign = reject
    },
    setRejectConnect(reject) {
      state.rejectConnect = reject
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

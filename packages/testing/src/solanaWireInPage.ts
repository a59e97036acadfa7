// The Solana wallet's wire formats: base58 addresses and signatures, a signature put in its slot of a transaction in
// its wire format (legacy or versioned), and the Sign In With Solana text the wallet writes. Self-contained: the installer passes it to pages as source text, beside
// the wallet (solanaWalletInPage.ts) that uses it.

/** What the Solana wallet reads and writes on the wire. */
export interface SolanaWire {
  toBase58(bytes: Uint8Array): string
  fromBase58(text: string): Uint8Array
  base64(bytes: Uint8Array): string
  fromHex(text: string): Uint8Array<ArrayBuffer>
  /** the transaction with `sign`'s signature of its message in the slot of `publicKey` among its required signers */
  signTransaction(
    transaction: Uint8Array,
    publicKey: Uint8Array,
    sign: (message: Uint8Array) => Promise<Uint8Array>,
  ): Promise<Uint8Array>
  /** SIWS's template, written by the wallet as a wallet does (only the fields given; its own address) */
  signInText(input: Record<string, string | string[] | undefined>, address: string, host: string): string
}

/** The Solana wallet's wire formats. Runs in the page (or in Node): imports nothing. */
export function solanaWireInPage(): SolanaWire {
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

  return {
    toBase58,
    fromBase58,
    base64: (bytes) => btoa(String.fromCharCode(...bytes)),
    fromHex: (text) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)),
    async signTransaction(transaction, publicKey, sign) {
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
    },
    signInText(input, address, host) {
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
      return (
        `${input.domain ?? host} wants you to sign in with your Solana account:\n${address}` +
        (input.statement ? `\n\n${input.statement}` : '') +
        (fields.length ? `\n\n${fields.join('\n')}` : '')
      )
    },
  }
}

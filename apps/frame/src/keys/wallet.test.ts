// The promises of apps/frame/KEYS.md (issue 5). No SPEC rule covers the key scheme itself; the storage
// prefix is and the signing behind the frame's RPC methods is.
import { inspect } from 'node:util'
import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { toBase58 } from './bytes.ts'
import { deriveEvmPrivateKey, deriveSolanaSecret } from './derive.ts'
import { memoryStorage, DEVICE_SHARE_KEY, VAULT_KEY } from './storage.ts'
import { createWallet, unlockWallet, type ServerShareSource, type UnlockedWallet } from './wallet.ts'
import { WalletKeyError } from './errors.ts'

// Double for the auth service's share API (apps/cloud, a later part): one 32-byte share per user,
// released only to a live session token.
function authServiceDouble() {
  const shares = new Map<string, Uint8Array>()
  const sessions = new Map<string, string>()
  const source: ServerShareSource = {
    async get(token) {
      const user = sessions.get(token)
      if (user === undefined) throw new Error('Session Expired')
      if (!shares.has(user)) shares.set(user, crypto.getRandomValues(new Uint8Array(32)))
      return Uint8Array.from(shares.get(user)!)
    },
  }
  return {
    source,
    signIn(user: string) {
      const token = `session-${user}-${crypto.randomUUID()}`
      sessions.set(token, user)
      return token
    },
    expire(token: string) {
      sessions.delete(token)
    },
    database: () => new Map(shares),
  }
}

const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'))

// An independent reading of KEYS.md: noble HKDF + raw WebCrypto AES-GCM, none of src/keys' helpers.
async function referenceOpen(deviceShare: Uint8Array, serverShare: Uint8Array, vaultText: string): Promise<Uint8Array<ArrayBuffer>> {
  const vault = JSON.parse(vaultText) as { evmAddress: string; solanaAddress: string; iv: string; ct: string }
  const ikm = new Uint8Array([...deviceShare, ...serverShare])
  const kek = await crypto.subtle.importKey('raw', kekBytes(ikm), 'AES-GCM', false, ['decrypt'])
  const aad = new TextEncoder().encode(`latch-wallet-vault/v1|${vault.evmAddress}|${vault.solanaAddress}`)
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: b64(vault.iv), additionalData: aad }, kek, b64(vault.ct)))
}

function kekBytes(ikm: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(hkdf(sha256, ikm, new Uint8Array(), 'latch/kek/aes-256-gcm/v1', 32))
}

async function setUp() {
  const auth = authServiceDouble()
  const storage = memoryStorage()
  const sessionToken = auth.signIn('alice@example.com')
  const addresses = await createWallet({ storage, sessionToken, serverShares: auth.source })
  const deviceShare = b64(storage.entries.get(DEVICE_SHARE_KEY)!)
  const serverShare = await auth.source.get(sessionToken)
  const seed = await referenceOpen(deviceShare, serverShare, storage.entries.get(VAULT_KEY)!)
  const evmKey = await deriveEvmPrivateKey(seed)
  const solanaSecret = await deriveSolanaSecret(seed)
  const secrets: Record<string, Uint8Array> = {
    seed,
    evmPrivateKey: Buffer.from(evmKey.slice(2), 'hex'),
    solanaSecret,
    solanaExpandedSecret: ed25519.utils.getExtendedPublicKey(solanaSecret).head,
    kek: kekBytes(new Uint8Array([...deviceShare, ...serverShare])),
    serverShare,
  }
  return { auth, storage, sessionToken, addresses, deviceShare, serverShare, seed, secrets }
}

function encodings(secret: Uint8Array): string[] {
  const buf = Buffer.from(secret)
  return [
    buf.toString('hex'),
    buf.toString('base64'),
    buf.toString('base64').replace(/=+$/, ''),
    buf.toString('base64url'),
    toBase58(secret),
    Array.from(secret).join(','),
    buf.toString('latin1'),
  ]
}

// Every 16-byte window of the secret, searched as text in every encoding and as bytes inside
// every base64/base64url/hex token of the haystack.
function expectNoSecret(haystack: string, secrets: Record<string, Uint8Array>) {
  const lower = haystack.toLowerCase()
  const decoded = (haystack.match(/[A-Za-z0-9+/_=-]{16,}/g) ?? [])
    .flatMap((t) => [Buffer.from(t, 'base64'), Buffer.from(t, 'base64url'), Buffer.from(t.slice(t.startsWith('0x') ? 2 : 0), 'hex')])
    .map((b) => b.toString('hex'))
    .join('|')
  for (const [name, secret] of Object.entries(secrets)) {
    for (const text of encodings(secret)) expect(haystack.includes(text), `${name} as text`).toBe(false)
    for (let i = 0; i + 16 <= secret.length; i++) {
      const window = Buffer.from(secret.subarray(i, i + 16)).toString('hex')
      expect(lower.includes(window), `${name} window in text`).toBe(false)
      expect(decoded.includes(window), `${name} window in decoded tokens`).toBe(false)
    }
  }
}

const dump = (entries: Map<string, string>) => JSON.stringify([...entries])

describe('embedded wallet key scheme (KEYS.md)', () => {
  it('stores only keys under @appkit-wallet/ (R-3.61)', async () => {
    const { storage } = await setUp()
    expect([...storage.entries.keys()].sort()).toEqual(['@appkit-wallet/KEYS_DEVICE_SHARE', '@appkit-wallet/KEYS_VAULT'])
    for (const key of storage.entries.keys()) expect(key.startsWith('@appkit-wallet/')).toBe(true)
  })

  it('stores neither the seed, the private keys, the KEK nor the server share in any encoding', async () => {
    const { storage, secrets } = await setUp()
    expectNoSecret(dump(storage.entries), secrets)
  })

  it('the search above does find a secret that is stored (guards the guard)', async () => {
    const { storage, secrets } = await setUp()
    const leaky = new Map(storage.entries).set('@appkit-wallet/leak', JSON.stringify({ k: Buffer.from(secrets.seed!).toString('base64url') }))
    expect(() => expectNoSecret(dump(leaky), secrets)).toThrow()
  })

  it('both shares together decrypt the vault to the seed behind the wallet’s addresses', async () => {
    const { addresses, seed, auth, storage, sessionToken } = await setUp()
    const wallet = await unlockWallet({ storage, sessionToken, serverShares: auth.source })
    expect(wallet.evmAddress).toBe(addresses.evmAddress)
    expect(wallet.solanaAddress).toBe(addresses.solanaAddress)
    expect(seed).toHaveLength(32)
    const { privateKeyToAccount } = await import('viem/accounts')
    expect(privateKeyToAccount(await deriveEvmPrivateKey(seed)).address).toBe(addresses.evmAddress)
  })

  it('a stolen database (server shares only) cannot decrypt', async () => {
    const { auth, storage, serverShare } = await setUp()
    const vaultText = storage.entries.get(VAULT_KEY)!
    // even holding the vault too, the server share with a guessed device share fails
    for (const guess of [new Uint8Array(32), serverShare, crypto.getRandomValues(new Uint8Array(32))]) {
      await expect(referenceOpen(guess, serverShare, vaultText)).rejects.toThrow()
    }
    expect([...auth.database().values()]).toEqual([serverShare])
    // a fresh device with a valid session has no vault to open
    const otherDevice = memoryStorage()
    await expect(unlockWallet({ storage: otherDevice, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source }))
      .rejects.toMatchObject({ code: 'NO_WALLET' })
    // the vault copied next to an attacker's own device share fails
    const copied = memoryStorage(new Map(storage.entries).set(DEVICE_SHARE_KEY, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')))
    await expect(unlockWallet({ storage: copied, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source }))
      .rejects.toMatchObject({ code: 'UNLOCK_FAILED' })
  })

  it('stolen device storage (device share + vault) cannot decrypt without the user’s session', async () => {
    const { auth, storage, deviceShare, sessionToken } = await setUp()
    const stolen = memoryStorage(new Map(storage.entries))
    const vaultText = storage.entries.get(VAULT_KEY)!
    for (const guess of [new Uint8Array(32), deviceShare, crypto.getRandomValues(new Uint8Array(32))]) {
      await expect(referenceOpen(deviceShare, guess, vaultText)).rejects.toThrow()
    }
    // the thief's own login releases the thief's share, which does not fit
    await expect(unlockWallet({ storage: stolen, sessionToken: auth.signIn('mallory@example.com'), serverShares: auth.source }))
      .rejects.toMatchObject({ code: 'UNLOCK_FAILED' })
    // an expired session gets no share at all
    auth.expire(sessionToken)
    await expect(unlockWallet({ storage: stolen, sessionToken, serverShares: auth.source })).rejects.toThrow('Session Expired')
  })

  it('a wrong server share gives a clear error and overwrites nothing', async () => {
    const { auth, storage } = await setUp()
    const before = dump(storage.entries)
    const error = await unlockWallet({ storage, sessionToken: auth.signIn('mallory@example.com'), serverShares: auth.source }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletKeyError)
    expect((error as WalletKeyError).message).toMatch(/could not be unlocked: the server share does not match this device/)
    expect(dump(storage.entries)).toBe(before)
    // the right session still opens it afterwards
    await expect(unlockWallet({ storage, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source })).resolves.toBeDefined()
  })

  it('rejects a server share of the wrong length', async () => {
    const { storage } = await setUp()
    const short: ServerShareSource = { get: async () => new Uint8Array(16) }
    await expect(unlockWallet({ storage, sessionToken: 't', serverShares: short })).rejects.toMatchObject({ code: 'BAD_SHARE' })
    await expect(createWallet({ storage: memoryStorage(), sessionToken: 't', serverShares: short })).rejects.toMatchObject({ code: 'BAD_SHARE' })
  })

  it('a tampered vault fails the GCM check (ciphertext, iv, or the addresses bound as AAD)', async () => {
    const { auth, storage } = await setUp()
    const vault = JSON.parse(storage.entries.get(VAULT_KEY)!) as Record<string, string>
    const ct = b64(vault.ct!)
    ct[0]! ^= 1
    const iv = b64(vault.iv!)
    iv[11]! ^= 0x80
    const other = await createWallet({ storage: memoryStorage(), sessionToken: auth.signIn('bob@example.com'), serverShares: auth.source })
    const tampered = [
      { ...vault, ct: Buffer.from(ct).toString('base64url') },
      { ...vault, ct: Buffer.from(b64(vault.ct!).subarray(0, -1)).toString('base64url') },
      { ...vault, iv: Buffer.from(iv).toString('base64url') },
      { ...vault, evmAddress: other.evmAddress },
      { ...vault, solanaAddress: other.solanaAddress },
    ]
    for (const t of tampered) {
      const copy = memoryStorage(new Map(storage.entries).set(VAULT_KEY, JSON.stringify(t)))
      const before = dump(copy.entries)
      await expect(unlockWallet({ storage: copy, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source }))
        .rejects.toMatchObject({ code: 'UNLOCK_FAILED' })
      expect(dump(copy.entries)).toBe(before)
    }
    const garbled = memoryStorage(new Map(storage.entries).set(VAULT_KEY, '{"v":1'))
    await expect(unlockWallet({ storage: garbled, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source }))
      .rejects.toMatchObject({ code: 'CORRUPT_VAULT' })
  })

  it('never replaces an existing wallet', async () => {
    const { auth, storage } = await setUp()
    const before = dump(storage.entries)
    await expect(createWallet({ storage, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source }))
      .rejects.toMatchObject({ code: 'WALLET_EXISTS' })
    expect(dump(storage.entries)).toBe(before)
  })

  it('unlocks to the same addresses every time, and unlocking writes nothing', async () => {
    const { auth, storage, addresses } = await setUp()
    const before = dump(storage.entries)
    for (let i = 0; i < 3; i++) {
      const wallet = await unlockWallet({ storage, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source })
      expect(wallet.toJSON()).toEqual(addresses)
    }
    expect(dump(storage.entries)).toBe(before)
  })
})

describe('the unlocked wallet', () => {
  async function unlocked(): Promise<{ wallet: UnlockedWallet; secrets: Record<string, Uint8Array> }> {
    const { auth, storage, secrets } = await setUp()
    const wallet = await unlockWallet({ storage, sessionToken: auth.signIn('alice@example.com'), serverShares: auth.source })
    return { wallet, secrets }
  }

  it('exposes no secret through JSON, its properties, String() or inspection', async () => {
    const { wallet, secrets } = await unlocked()
    expect(Object.isFrozen(wallet)).toBe(true)
    const views = [
      JSON.stringify(wallet),
      JSON.stringify(Object.entries(wallet)),
      JSON.stringify(Object.getOwnPropertyNames(wallet).map((k) => [k, String((wallet as unknown as Record<string, unknown>)[k])])),
      String(wallet),
      `${wallet}`,
      inspect(wallet, { showHidden: true, depth: Infinity, getters: true }),
    ]
    for (const view of views) expectNoSecret(view, secrets)
    expect(Object.getOwnPropertySymbols(wallet)).toEqual([])
    expect(Object.keys(wallet).sort()).toEqual(
      ['evmAddress', 'lock', 'locked', 'signMessage', 'signSolanaMessage', 'signTransaction', 'signTypedData', 'solanaAddress', 'solanaPublicKey', 'toJSON', 'toString'],
    )
  })

  it('signs messages that viem verifies for its address (R-3.97 personal_sign)', async () => {
    const { wallet } = await unlocked()
    const signature = await wallet.signMessage({ message: 'Sign in to Latch' })
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'Sign in to Latch', signature })).toBe(true)
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'something else', signature })).toBe(false)
  })

  it('signs typed data that viem verifies (R-3.97 eth_signTypedData_v4)', async () => {
    const { wallet } = await unlocked()
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = await wallet.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address: wallet.evmAddress, signature })).toBe(true)
  })

  it('signs transactions whose signer recovers to its address (R-3.97 eth_sendTransaction)', async () => {
    const { wallet } = await unlocked()
    const signed = await wallet.signTransaction({
      chainId: 31337, type: 'eip1559', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, nonce: 0, gas: 21000n,
      maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n,
    })
    expect(parseTransaction(signed).chainId).toBe(31337)
    expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(wallet.evmAddress)
  })

  it('signs Solana messages that ed25519 verifies for its address (R-3.98 solana_signMessage)', async () => {
    const { wallet } = await unlocked()
    const message = new TextEncoder().encode('Sign in to Latch on Solana')
    const signature = await wallet.signSolanaMessage(message)
    expect(toBase58(wallet.solanaPublicKey)).toBe(wallet.solanaAddress)
    expect(ed25519.verify(signature, message, wallet.solanaPublicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('other'), wallet.solanaPublicKey)).toBe(false)
    // the public key handed out is a copy: changing it cannot change what the wallet signs with
    wallet.solanaPublicKey.fill(0)
    expect(bytesToHex(wallet.solanaPublicKey)).not.toBe(bytesToHex(new Uint8Array(32)))
  })

  it('refuses to sign once locked', async () => {
    const { wallet } = await unlocked()
    wallet.lock()
    expect(wallet.locked).toBe(true)
    await expect(wallet.signMessage({ message: 'x' })).rejects.toMatchObject({ code: 'LOCKED' })
    await expect(wallet.signSolanaMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 'LOCKED' })
  })
})

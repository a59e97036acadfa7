// Create, store, unlock and export the embedded wallet (scheme v2: apps/frame/KEYS.md). Nothing here talks to the
// network: the frame's wallet keeper brings the server's share and registers new wallets.
import { openShare, type SealedShare, sealShare } from './prf.ts'
import { ed25519 } from '@noble/curves/ed25519'
import type { Address, Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { fromBase64Url, randomBytes, toBase58, toBase64Url, type Bytes } from './bytes.ts'
import { deriveEvmPrivateKey, deriveSolanaSecret, SEED_LENGTH, solanaAddressOf } from './derive.ts'
import { WalletKeyError } from './errors.ts'
import { newRecoveryCode, type SealedRecovery, sealRecoveryShare } from './recovery.ts'
import { type SealedPasskeyRecovery, sealPasskeyRecovery } from './passkeyRecovery.ts'
import { seedFromShares, SHARE_LENGTH, splitSeed } from './shares.ts'
import { DEVICE_SHARE_KEY, type WalletStorage } from './storage.ts'

export interface WalletAddresses {
  readonly evmAddress: Address
  readonly solanaAddress: string
}

/** a wallet just made: the device keeps `deviceShare`, the server gets `serverShare` and `recovery`, the user the code */
export interface NewWallet extends WalletAddresses {
  deviceShare: Bytes
  serverShare: Bytes
  recovery: SealedRecovery
  recoveryCode: string
  /** the recovery share also sealed under a passkey's PRF (passkeyRecovery.ts), when a passkey signed in */
  passkeyRecovery?: SealedPasskeyRecovery
}

type SignMessageArgs = Parameters<LocalAccount['signMessage']>[0]
type SignTypedDataArgs = Parameters<LocalAccount['signTypedData']>[0]
type SignTransactionArgs = Parameters<LocalAccount['signTransaction']>[0]

// Holds keys only in a closure: no property, toJSON or toString yields a secret.
export interface UnlockedWallet extends WalletAddresses {
  readonly solanaPublicKey: Uint8Array
  readonly locked: boolean
  signMessage(args: SignMessageArgs): Promise<Hex>
  signTypedData(args: SignTypedDataArgs): Promise<Hex>
  signTransaction(transaction: SignTransactionArgs): Promise<Hex>
  signSolanaMessage(message: Uint8Array): Promise<Uint8Array>
  lock(): void
  toJSON(): WalletAddresses
}

async function addressesOf(seed: Bytes): Promise<WalletAddresses> {
  const evmAddress = privateKeyToAccount(await deriveEvmPrivateKey(seed)).address
  const solanaSecret = await deriveSolanaSecret(seed)
  const solanaAddress = solanaAddressOf(solanaSecret)
  solanaSecret.fill(0)
  return { evmAddress, solanaAddress }
}

/** a new seed, split 2-of-3, the recovery share sealed under a new recovery code (and, given a passkey's recovery
 * key, under that key too); the seed itself is dropped */
export async function createWallet(options: { passkeyRecovery?: CryptoKey } = {}): Promise<NewWallet> {
  const seed = randomBytes(SEED_LENGTH)
  const addresses = await addressesOf(seed)
  const shares = await splitSeed(seed)
  seed.fill(0)
  const recoveryCode = newRecoveryCode()
  const recovery = await sealRecoveryShare(recoveryCode, shares.recovery, addresses)
  const passkeyRecovery =
    options.passkeyRecovery && (await sealPasskeyRecovery(options.passkeyRecovery, shares.recovery, addresses))
  shares.recovery.fill(0)
  return {
    ...addresses,
    deviceShare: shares.device,
    serverShare: shares.server,
    recovery,
    recoveryCode,
    ...(passkeyRecovery ? { passkeyRecovery } : {}),
  }
}

/** the seed of two shares, refused unless it is the seed of `expected` (the addresses the server recorded) */
async function seedOf(a: Uint8Array, b: Uint8Array, expected: WalletAddresses): Promise<Bytes> {
  const seed = await seedFromShares(a, b)
  const addresses = await addressesOf(seed)
  if (addresses.evmAddress !== expected.evmAddress || addresses.solanaAddress !== expected.solanaAddress) {
    seed.fill(0)
    throw new WalletKeyError('WRONG_SHARES')
  }
  return seed
}

/** any two of the three shares unlock the wallet of `expected` */
export async function unlockWallet(a: Uint8Array, b: Uint8Array, expected: WalletAddresses): Promise<UnlockedWallet> {
  const seed = await seedOf(a, b, expected)
  const account = privateKeyToAccount(await deriveEvmPrivateKey(seed))
  const solanaSecret = await deriveSolanaSecret(seed)
  seed.fill(0)
  return walletFromKeys(account, solanaSecret, ed25519.getPublicKey(solanaSecret))
}

/** Export private key: the keys themselves, for the frame's own export card only (KEYS.md) */
export async function exportKeys(
  a: Uint8Array,
  b: Uint8Array,
  expected: WalletAddresses,
): Promise<{ evmPrivateKey: Hex; solanaSecretKey: string }> {
  const seed = await seedOf(a, b, expected)
  const evmPrivateKey = await deriveEvmPrivateKey(seed)
  const solanaSecret = await deriveSolanaSecret(seed)
  seed.fill(0)
  // Solana wallets import the 64-byte keypair (secret ‖ public key) as base58
  const solanaSecretKey = toBase58(Uint8Array.from([...solanaSecret, ...ed25519.getPublicKey(solanaSecret)]))
  solanaSecret.fill(0)
  return { evmPrivateKey, solanaSecretKey }
}

/** v2: the share as it is; v3: sealed under a passkey's PRF wrapping key (prf.ts) */
type StoredShare =
  | { v: 2; share: string; evmAddress: string; solanaAddress: string }
  | { v: 3; sealed: SealedShare; evmAddress: string; solanaAddress: string }

const boundAddresses = (addresses: WalletAddresses) => `${addresses.evmAddress}:${addresses.solanaAddress}`

async function readStored(storage: WalletStorage): Promise<StoredShare | undefined> {
  const text = await storage.getItem(DEVICE_SHARE_KEY)
  if (text === null) return undefined
  try {
    const stored = JSON.parse(text) as StoredShare
    if (typeof stored.evmAddress !== 'string' || typeof stored.solanaAddress !== 'string') throw new Error()
    if (stored.v === 2 && fromBase64Url(stored.share).length === SHARE_LENGTH) return stored
    if (stored.v === 3 && typeof stored.sealed?.iv === 'string' && typeof stored.sealed.data === 'string') return stored
    throw new Error()
  } catch {
    throw new WalletKeyError('CORRUPT_DEVICE_SHARE')
  }
}

/** the addresses of the wallet this device holds a share of, and whether a passkey sealed it; undefined without one */
export async function deviceShareInfo(
  storage: WalletStorage,
): Promise<{ addresses: WalletAddresses; sealed: boolean } | undefined> {
  const stored = await readStored(storage)
  return (
    stored && {
      addresses: { evmAddress: stored.evmAddress as Address, solanaAddress: stored.solanaAddress },
      sealed: stored.v === 3,
    }
  )
}

/** this device's share, with the addresses of the wallet it belongs to; undefined when the device has none. A sealed
 * share needs its passkey's wrapping key (SEALED without it, or with another passkey's) */
export async function readDeviceShare(
  storage: WalletStorage,
  wrappingKey?: CryptoKey,
): Promise<{ share: Bytes; addresses: WalletAddresses } | undefined> {
  const stored = await readStored(storage)
  if (!stored) return undefined
  const addresses: WalletAddresses = { evmAddress: stored.evmAddress as Address, solanaAddress: stored.solanaAddress }
  if (stored.v === 2) return { share: fromBase64Url(stored.share), addresses }
  if (!wrappingKey) throw new WalletKeyError('SEALED')
  const share = await openShare(wrappingKey, stored.sealed, boundAddresses(addresses)).catch(() => {
    throw new WalletKeyError('SEALED')
  })
  if (share.length !== SHARE_LENGTH) throw new WalletKeyError('CORRUPT_DEVICE_SHARE')
  return { share, addresses }
}

/** keeps this device's share; sealed when a passkey's wrapping key is given */
export async function writeDeviceShare(
  storage: WalletStorage,
  share: Uint8Array,
  addresses: WalletAddresses,
  wrappingKey?: CryptoKey,
): Promise<void> {
  const where = { evmAddress: addresses.evmAddress, solanaAddress: addresses.solanaAddress }
  const stored: StoredShare = wrappingKey
    ? { v: 3, sealed: await sealShare(wrappingKey, share, boundAddresses(addresses)), ...where }
    : { v: 2, share: toBase64Url(share), ...where }
  await storage.setItem(DEVICE_SHARE_KEY, JSON.stringify(stored))
}

function walletFromKeys(evmAccount: LocalAccount, solanaSecretKey: Bytes, solanaPublicKey: Uint8Array): UnlockedWallet {
  let account: LocalAccount | undefined = evmAccount
  let solanaSecret: Bytes | undefined = solanaSecretKey
  const addresses: WalletAddresses = Object.freeze({
    evmAddress: evmAccount.address,
    solanaAddress: toBase58(solanaPublicKey),
  })
  const evm = (): LocalAccount => {
    if (!account) throw new WalletKeyError('LOCKED')
    return account
  }
  return Object.freeze({
    ...addresses,
    get solanaPublicKey() {
      return Uint8Array.from(solanaPublicKey)
    },
    get locked() {
      return account === undefined
    },
    signMessage: async (args: SignMessageArgs) => evm().signMessage(args),
    signTypedData: async (args: SignTypedDataArgs) => evm().signTypedData(args),
    signTransaction: async (transaction: SignTransactionArgs) => evm().signTransaction(transaction),
    async signSolanaMessage(message: Uint8Array) {
      if (!solanaSecret) throw new WalletKeyError('LOCKED')
      return ed25519.sign(message, solanaSecret)
    },
    lock() {
      solanaSecret?.fill(0)
      solanaSecret = undefined
      account = undefined
    },
    toJSON: () => addresses,
    toString: () => `UnlockedWallet(${addresses.evmAddress}, ${addresses.solanaAddress})`,
  })
}

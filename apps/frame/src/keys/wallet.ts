// Create and unlock the embedded wallet (scheme: apps/frame/KEYS.md).
import { ed25519 } from '@noble/curves/ed25519'
import type { Address, Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { fromBase64Url, randomBytes, toBase58, toBase64Url, type Bytes } from './bytes.ts'
import { deriveEvmPrivateKey, deriveKek, deriveSolanaSecret, SEED_LENGTH, SHARE_LENGTH, solanaAddressOf } from './derive.ts'
import { WalletKeyError } from './errors.ts'
import { DEVICE_SHARE_KEY, VAULT_KEY, type WalletStorage } from './storage.ts'
import { openSeed, parseVault, sealSeed } from './vault.ts'

// The auth service's half of the KEK, released only to an authenticated, unexpired session.
export interface ServerShareSource {
  get(sessionToken: string): Promise<Uint8Array>
}

export interface WalletOptions {
  storage: WalletStorage
  sessionToken: string
  serverShares: ServerShareSource
}

export interface WalletAddresses {
  readonly evmAddress: Address
  readonly solanaAddress: string
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

async function fetchServerShare(options: WalletOptions): Promise<Bytes> {
  const share = await options.serverShares.get(options.sessionToken)
  if (!(share instanceof Uint8Array) || share.length !== SHARE_LENGTH) throw new WalletKeyError('BAD_SHARE')
  return Uint8Array.from(share)
}

async function readDeviceShare(storage: WalletStorage): Promise<Bytes> {
  const text = await storage.getItem(DEVICE_SHARE_KEY)
  if (text === null) throw new WalletKeyError('NO_WALLET')
  let share: Bytes
  try {
    share = fromBase64Url(text)
  } catch {
    throw new WalletKeyError('CORRUPT_VAULT')
  }
  if (share.length !== SHARE_LENGTH) throw new WalletKeyError('CORRUPT_VAULT')
  return share
}

export async function hasWallet(storage: WalletStorage): Promise<boolean> {
  return (await storage.getItem(VAULT_KEY)) !== null
}

// First sign-in on this device: new seed and device share; refuses to replace an existing vault.
export async function createWallet(options: WalletOptions): Promise<WalletAddresses> {
  const { storage } = options
  if (await hasWallet(storage)) throw new WalletKeyError('WALLET_EXISTS')
  const serverShare = await fetchServerShare(options)
  const deviceShare = randomBytes(SHARE_LENGTH)
  const seed = randomBytes(SEED_LENGTH)
  const kek = await deriveKek(deviceShare, serverShare)
  serverShare.fill(0)
  const evmAddress = privateKeyToAccount(await deriveEvmPrivateKey(seed)).address
  const solanaSecret = await deriveSolanaSecret(seed)
  const solanaAddress = solanaAddressOf(solanaSecret)
  solanaSecret.fill(0)
  const vault = await sealSeed(kek, seed, evmAddress, solanaAddress)
  seed.fill(0)
  // device share first: a crash between the writes leaves no vault, so create can simply run again
  await storage.setItem(DEVICE_SHARE_KEY, toBase64Url(deviceShare))
  deviceShare.fill(0)
  await storage.setItem(VAULT_KEY, JSON.stringify(vault))
  return { evmAddress, solanaAddress }
}

// Each session: rebuild the KEK from both shares and decrypt; never writes to storage.
export async function unlockWallet(options: WalletOptions): Promise<UnlockedWallet> {
  const { storage } = options
  const vaultText = await storage.getItem(VAULT_KEY)
  if (vaultText === null) throw new WalletKeyError('NO_WALLET')
  const vault = parseVault(vaultText)
  const deviceShare = await readDeviceShare(storage)
  const serverShare = await fetchServerShare(options)
  const kek = await deriveKek(deviceShare, serverShare)
  deviceShare.fill(0)
  serverShare.fill(0)
  const seed = await openSeed(kek, vault)
  const evmKey = await deriveEvmPrivateKey(seed)
  const solanaSecret = await deriveSolanaSecret(seed)
  seed.fill(0)
  const account = privateKeyToAccount(evmKey)
  const solanaPublicKey = ed25519.getPublicKey(solanaSecret)
  // AAD already binds the header; this catches a vault sealed by a buggy or foreign writer
  if (account.address !== vault.evmAddress || toBase58(solanaPublicKey) !== vault.solanaAddress) {
    solanaSecret.fill(0)
    throw new WalletKeyError('CORRUPT_VAULT')
  }
  return walletFromKeys(account, solanaSecret, solanaPublicKey)
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

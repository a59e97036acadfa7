// The signed-in user's embedded wallet on this device (KEYS.md): unlocked from this device's share and the server's,
// made (with a recovery code) or restored (from the recovery code) only through CONNECT_DEVICE, never silently.
import {
  createWallet,
  deviceShareInfo,
  exportKeys,
  type NewWallet,
  openPasskeyRecovery,
  openRecoveryShare,
  type PasskeyKeys,
  readDeviceShare,
  sealPasskeyRecovery,
  recoveryFileText,
  type UnlockedWallet,
  unlockWallet,
  type WalletStorage,
  writeDeviceShare,
} from '../keys/index.ts'
import { fromBase64, toBase64 } from '../keys/bytes.ts'
import { EmbeddedWalletError, latchError } from '@latch/core'
import type { AuthApi, Credentials, WalletRecord } from './session.ts'
import { userScopedStorage } from './store.ts'

/** GET_USER's refusal when the account's wallet is not on this device yet; core answers it with CONNECT_DEVICE */
export { DEVICE_NOT_CONNECTED } from '@latch/core/internal'

export interface SignedInUser {
  userId: string
  /** the wallet the server recorded for the user; null before the first one */
  wallet: WalletRecord | null
}

export interface WalletKeeper {
  /** the user's wallet unlocked on this device; DEVICE_NOT_CONNECTED when this device holds no share of it */
  open(credentials: Credentials, user: SignedInUser): Promise<UnlockedWallet>
  /** whether this device holds the share of the wallet the server recorded for the user */
  holds(user: SignedInUser): Promise<boolean>
  /** a first wallet: made here, registered once `confirmed` resolves (the user saved the code), then kept here */
  create(
    credentials: Credentials,
    user: SignedInUser,
    confirmed: (made: NewWallet) => Promise<void>,
  ): Promise<UnlockedWallet>
  /** the recorded wallet on this device, from the server's share and the share the cloud keeps sealed under the
   * passkey this page signed in with (a synced passkey on a new device): no code typed. Undefined when there is none
   * (no PRF, no share kept for that passkey, or one it does not open): the recovery code is asked then */
  restoreByPasskey(
    credentials: Credentials,
    user: SignedInUser & { wallet: WalletRecord },
  ): Promise<UnlockedWallet | undefined>
  /** a passkey just added to the signed-in user: a share of the wallet held here is sealed under its PRF for the
   * cloud, and a share here not sealed yet is sealed under it (from now on it opens after that passkey's sign-in) */
  addPasskey(credentials: Credentials, user: SignedInUser, keys: PasskeyKeys): Promise<void>
  /** the recorded wallet on this device, from the server's share and the recovery share the code opens */
  restore(
    credentials: Credentials,
    user: SignedInUser & { wallet: WalletRecord },
    recoveryCode: string,
  ): Promise<UnlockedWallet>
  /** Export private key: the keys, from this device's share and the server's (released for the export code) or the
   * recovery share (opened by the recovery code) */
  exportKeys(
    credentials: Credentials,
    user: SignedInUser,
    proof: { otp: string } | { passkey: unknown } | { recoveryCode: string },
  ): ReturnType<typeof exportKeys>
  /** the recovery file's text: the sealed recovery share, once `recoveryCode` is shown to open it (a file that the
   * person's code does not open would fail them on the day they need it) */
  recoveryFile(credentials: Credentials, user: SignedInUser, recoveryCode: string): Promise<string>
  /** the unlocked wallet, if any */
  current(): UnlockedWallet | undefined
  /** drops the keys; this device's share stays, so the same user gets the same wallet again */
  lock(): void
  /** a passkey sign-in's PRF keys (memory only): the user's share is kept sealed under its device key from now on */
  usePasskey(userId: string, keys: PasskeyKeys): void
  /** the PRF wrapping key of the user's share here, if a passkey signed in on this page */
  wrappingKey(userId: string): CryptoKey | undefined
  /** sign-out: the wrapping keys go; a sealed share then waits for its passkey */
  forgetWrappingKeys(): void
  /** this device's share of the user's wallet is sealed by a passkey not signed in with on this page yet */
  waitsForPasskey(user: SignedInUser): Promise<boolean>
}

export function createWalletKeeper(options: { storage: WalletStorage; api: AuthApi }): WalletKeeper {
  const { api } = options
  /** the one wallet open or opening; `unlocked` is set once its open resolves, unless a newer open or lock() replaced it */
  let opened: { userId: string; wallet: Promise<UnlockedWallet>; unlocked?: UnlockedWallet } | undefined

  const storageOf = (userId: string) => userScopedStorage(options.storage, userId)
  const wrappingKeys = new Map<string, PasskeyKeys>()
  const deviceKey = (userId: string) => wrappingKeys.get(userId)?.device

  /** a share of the wallet sealed under a passkey's PRF for the cloud; the wallet works without it (the code stays) */
  async function keepForPasskey(credentials: Credentials, keys: PasskeyKeys, share: Uint8Array, wallet: WalletRecord) {
    const sealed = await sealPasskeyRecovery(keys.recovery, share, wallet)
    await api.keepPasskeyRecovery(credentials, keys.credentialId, sealed).catch(() => undefined)
  }

  /** whether this device keeps a share of the recorded wallet, sealed or not; a share of any other wallet does not count */
  async function heldShare(user: SignedInUser) {
    if (!user.wallet) return undefined
    const info = await deviceShareInfo(storageOf(user.userId)).catch(() => undefined)
    const same =
      info &&
      info.addresses.evmAddress === user.wallet.evmAddress &&
      info.addresses.solanaAddress === user.wallet.solanaAddress
    return same ? info : undefined
  }

  /** this device's share of the recorded wallet; a share sealed by a passkey needs that passkey's sign-in first */
  async function localShare(user: SignedInUser) {
    const held = await heldShare(user)
    if (!held) return undefined
    const key = deviceKey(user.userId)
    if (held.sealed && !key) throw latchError('PasskeyRequired')
    const local = await readDeviceShare(storageOf(user.userId), key).catch(() => {
      throw latchError('PasskeyRequired')
    })
    // a share kept before this passkey offered PRF is sealed now
    if (local && key && !held.sealed) await writeDeviceShare(storageOf(user.userId), local.share, local.addresses, key)
    return local
  }

  async function openFor(credentials: Credentials, user: SignedInUser): Promise<UnlockedWallet> {
    const local = await localShare(user)
    if (!local || !user.wallet) throw new EmbeddedWalletError('DeviceNotConnected')
    const { share } = await api.keyShare(credentials)
    return unlockWallet(local.share, fromBase64(share), user.wallet)
  }

  function lock(): void {
    opened?.unlocked?.lock()
    opened = undefined
  }

  /** makes `wallet` the current one, unless it was replaced while it ran (sign-out, another user) */
  function track(userId: string, wallet: Promise<UnlockedWallet>): Promise<UnlockedWallet> {
    lock()
    const entry: NonNullable<typeof opened> = { userId, wallet }
    opened = entry
    wallet.then(
      (unlocked) => {
        if (opened === entry) entry.unlocked = unlocked
        else unlocked.lock()
      },
      () => {
        if (opened === entry) opened = undefined
      },
    )
    return wallet
  }

  return {
    open(credentials, user) {
      if (opened?.userId === user.userId && !opened.unlocked?.locked) return opened.wallet
      // one shared open per user: two racing GET_USERs unlock once
      return track(user.userId, openFor(credentials, user))
    },
    holds: async (user) => (await heldShare(user)) !== undefined,
    create(credentials, user, confirmed) {
      return track(
        user.userId,
        (async () => {
          const passkey = wrappingKeys.get(user.userId)
          const made = await createWallet({ passkeyRecovery: passkey?.recovery })
          await confirmed(made)
          // the server refuses a second wallet (409): nothing is stored here then
          await api.registerWallet(credentials, {
            evmAddress: made.evmAddress,
            solanaAddress: made.solanaAddress,
            serverShare: toBase64(made.serverShare),
            recovery: made.recovery,
          })
          await writeDeviceShare(storageOf(user.userId), made.deviceShare, made, passkey?.device)
          // beside the recovery code: a new device with this passkey (synced) then needs no code
          if (passkey && made.passkeyRecovery)
            await api
              .keepPasskeyRecovery(credentials, passkey.credentialId, made.passkeyRecovery)
              .catch(() => undefined)
          return unlockWallet(made.deviceShare, made.serverShare, made)
        })(),
      )
    },
    restore(credentials, user, recoveryCode) {
      return track(
        user.userId,
        (async () => {
          const answer = await api.keyShare(credentials, { recovery: true })
          if (!answer.recovery) throw new EmbeddedWalletError('DeviceNotConnected')
          const recoveryShare = await openRecoveryShare(recoveryCode, answer.recovery, user.wallet)
          // unlocking checks the shares rebuild the recorded addresses before anything is stored
          const wallet = await unlockWallet(fromBase64(answer.share), recoveryShare, user.wallet)
          // this device keeps the recovery share as its own: with the server's it is this device's half
          await writeDeviceShare(storageOf(user.userId), recoveryShare, user.wallet, deviceKey(user.userId))
          return wallet
        })(),
      )
    },
    async restoreByPasskey(credentials, user) {
      const keys = wrappingKeys.get(user.userId)
      if (!keys) return undefined
      const answer = await api.keyShare(credentials, { passkeyRecovery: keys.credentialId })
      if (!answer.passkeyRecovery) return undefined
      const share = await openPasskeyRecovery(keys.recovery, answer.passkeyRecovery, user.wallet).catch(() => undefined)
      if (!share) return undefined
      const wallet = unlockWallet(fromBase64(answer.share), share, user.wallet)
      // nothing is stored before the shares gave the recorded addresses; the share here is sealed under this passkey
      await track(user.userId, wallet)
      await writeDeviceShare(storageOf(user.userId), share, user.wallet, keys.device)
      return wallet
    },
    async addPasskey(credentials, user, keys) {
      // a share here that waits for another passkey (an email sign-in on a sealed device) is left as it is
      const local = await localShare(user).catch(() => undefined)
      if (!local || !user.wallet) return
      if (!(await heldShare(user))?.sealed) {
        await writeDeviceShare(storageOf(user.userId), local.share, local.addresses, keys.device)
        wrappingKeys.set(user.userId, keys)
      }
      await keepForPasskey(credentials, keys, local.share, user.wallet)
    },
    async exportKeys(credentials, user, proof) {
      const local = await localShare(user)
      if (!local || !user.wallet) throw new EmbeddedWalletError('DeviceNotConnected')
      if ('otp' in proof || 'passkey' in proof) {
        const { share } = await api.keyShare(
          credentials,
          'otp' in proof ? { otp: proof.otp } : { passkey: proof.passkey },
        )
        return exportKeys(local.share, fromBase64(share), user.wallet)
      }
      const { recovery } = await api.keyShare(credentials, { recovery: true })
      if (!recovery) throw new EmbeddedWalletError('DeviceNotConnected')
      return exportKeys(local.share, await openRecoveryShare(proof.recoveryCode, recovery, user.wallet), user.wallet)
    },
    async recoveryFile(credentials, user, recoveryCode) {
      if (!user.wallet) throw new EmbeddedWalletError('DeviceNotConnected')
      const { recovery } = await api.keyShare(credentials, { recovery: true })
      if (!recovery) throw new EmbeddedWalletError('DeviceNotConnected')
      ;(await openRecoveryShare(recoveryCode, recovery, user.wallet)).fill(0)
      return recoveryFileText(user.userId, user.wallet, recovery)
    },
    current: () => (opened?.unlocked && !opened.unlocked.locked ? opened.unlocked : undefined),
    lock,
    usePasskey: (userId, keys) => void wrappingKeys.set(userId, keys),
    wrappingKey: deviceKey,
    forgetWrappingKeys: () => wrappingKeys.clear(),
    waitsForPasskey: async (user) => Boolean((await heldShare(user))?.sealed && !wrappingKeys.has(user.userId)),
  }
}

// No SPEC rule: the passkey as the new device's proof (KEYS.md). A wallet made after a PRF passkey sign-in leaves a
// share sealed under that passkey with the cloud; a fresh device signed in with the same passkey rebuilds the wallet
// from it with no recovery code, another passkey gets nothing; a passkey added later seals the share kept here. The
// auth API is a stand-in that keeps what the cloud keeps (the real one: test/auth-passkey-recovery.test.ts, e2e).
import { describe, expect, it } from 'vitest'
import { randomBytes } from '../keys/bytes.ts'
import {
  deviceShareInfo,
  memoryStorage,
  type NewWallet,
  passkeyKeys,
  readDeviceShare,
  type SealedPasskeyRecovery,
} from '../keys/index.ts'
import type { AuthApi, Credentials, WalletRecord } from './session.ts'
import { userScopedStorage } from './store.ts'
import { createWalletKeeper, type SignedInUser } from './wallet.ts'

const USER = 'user-1'
const credentials: Credentials = { token: 't', deviceToken: 'd' }

/** a cloud of one user: the wallet registered, and the shares kept beside each passkey */
function standInCloud() {
  let wallet: (WalletRecord & { serverShare: string }) | undefined
  const kept = new Map<string, SealedPasskeyRecovery>()
  const api = {
    async registerWallet(_: Credentials, made: WalletRecord & { serverShare: string }) {
      wallet = made
    },
    async keyShare(_: Credentials, options: { passkeyRecovery?: string } = {}) {
      const sealed = options.passkeyRecovery ? kept.get(options.passkeyRecovery) : undefined
      return { ...wallet!, share: wallet!.serverShare, ...(sealed ? { passkeyRecovery: sealed } : {}) }
    },
    async keepPasskeyRecovery(_: Credentials, credentialId: string, sealed: SealedPasskeyRecovery) {
      kept.set(credentialId, sealed)
    },
  } as unknown as AuthApi
  const user = (): SignedInUser & { wallet: WalletRecord } => ({
    userId: USER,
    wallet: { evmAddress: wallet!.evmAddress, solanaAddress: wallet!.solanaAddress },
  })
  return { api, kept, user }
}

describe('the passkey as the proof of a new device', () => {
  it('a wallet made after a PRF passkey sign-in opens on a fresh device signed in with that passkey, no code typed', async () => {
    const cloud = standInCloud()
    const prf = randomBytes(32)
    const first = createWalletKeeper({ storage: memoryStorage(), api: cloud.api })
    first.usePasskey(USER, await passkeyKeys(prf, USER, 'credential-1'))
    let made: NewWallet | undefined
    const wallet = await first.create(credentials, { userId: USER, wallet: null }, async (m) => {
      made = m
    })
    expect(cloud.kept.get('credential-1')).toEqual(made!.passkeyRecovery)

    // a fresh profile with the same (synced) passkey: the same PRF output
    const freshStorage = memoryStorage()
    const fresh = createWalletKeeper({ storage: freshStorage, api: cloud.api })
    fresh.usePasskey(USER, await passkeyKeys(prf, USER, 'credential-1'))
    const restored = await fresh.restoreByPasskey(credentials, cloud.user())
    expect(restored?.evmAddress).toBe(wallet.evmAddress)
    // it keeps its share sealed under the passkey: nothing readable without it
    const storage = userScopedStorage(freshStorage, USER)
    expect(await deviceShareInfo(storage)).toMatchObject({ sealed: true })
    await expect(readDeviceShare(storage)).rejects.toMatchObject({ code: 'SEALED' })

    // another passkey (or none) gets no wallet: the recovery code is asked instead
    const other = createWalletKeeper({ storage: memoryStorage(), api: cloud.api })
    expect(await other.restoreByPasskey(credentials, cloud.user())).toBeUndefined()
    other.usePasskey(USER, await passkeyKeys(randomBytes(32), USER, 'credential-1'))
    expect(await other.restoreByPasskey(credentials, cloud.user())).toBeUndefined()
  })

  it('a passkey added later seals the plain share kept here and leaves one for a new device', async () => {
    const cloud = standInCloud()
    const deviceStorage = memoryStorage()
    const keeper = createWalletKeeper({ storage: deviceStorage, api: cloud.api })
    const wallet = await keeper.create(credentials, { userId: USER, wallet: null }, async () => {})
    const storage = userScopedStorage(deviceStorage, USER)
    expect(await deviceShareInfo(storage)).toMatchObject({ sealed: false })
    expect(cloud.kept.size).toBe(0)

    const prf = randomBytes(32)
    await keeper.addPasskey(credentials, cloud.user(), await passkeyKeys(prf, USER, 'added'))
    expect(await deviceShareInfo(storage)).toMatchObject({ sealed: true })
    expect(cloud.kept.has('added')).toBe(true)
    // the wallet opens again on this page (the added passkey's key is in memory), and a new device with it gets it
    keeper.lock()
    expect((await keeper.open(credentials, cloud.user())).evmAddress).toBe(wallet.evmAddress)
    const fresh = createWalletKeeper({ storage: memoryStorage(), api: cloud.api })
    fresh.usePasskey(USER, await passkeyKeys(prf, USER, 'added'))
    expect((await fresh.restoreByPasskey(credentials, cloud.user()))?.evmAddress).toBe(wallet.evmAddress)
  })
})

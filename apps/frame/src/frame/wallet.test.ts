// No SPEC rule: the frame's one open wallet (KEYS.md "Use"), opens that a sign-out or another user overtook, and no
// wallet made or opened behind the user's back. The auth API is a stand-in here (the real one: test/handlers.test.ts).
import { describe, expect, it } from 'vitest'
import { toBase64 } from '../keys/bytes.ts'
import { createWallet, memoryStorage, type NewWallet, writeDeviceShare } from '../keys/index.ts'
import type { AuthApi, Credentials } from './session.ts'
import { userScopedStorage } from './store.ts'
import { createWalletKeeper, DEVICE_NOT_CONNECTED, type SignedInUser } from './wallet.ts'

const credentials = (token: string): Credentials => ({ token, deviceToken: `device-${token}` })

/** two users with wallets on this device; the server share of `token-a` waits until `releaseA()` */
async function setUp() {
  const storage = memoryStorage()
  const wallets = new Map<string, NewWallet>()
  const users: Record<string, SignedInUser> = {}
  for (const id of ['user-a', 'user-b']) {
    const made = await createWallet()
    wallets.set(`token-${id.slice(-1)}`, made)
    await writeDeviceShare(userScopedStorage(storage, id), made.deviceShare, made)
    users[id] = { userId: id, wallet: { evmAddress: made.evmAddress, solanaAddress: made.solanaAddress } }
  }
  let releaseA!: () => void
  const gateA = new Promise<void>((resolve) => (releaseA = resolve))
  const api = {
    async keyShare({ token }: Credentials) {
      if (token === 'token-a') await gateA
      const made = wallets.get(token)!
      return { share: toBase64(made.serverShare), evmAddress: made.evmAddress, solanaAddress: made.solanaAddress }
    },
  } as unknown as AuthApi
  return { keeper: createWalletKeeper({ storage, api }), users, releaseA }
}

describe('createWalletKeeper', () => {
  it('shares one open per user and makes it current once unlocked', async () => {
    const { keeper, users, releaseA } = await setUp()
    const first = keeper.open(credentials('token-a'), users['user-a']!)
    expect(keeper.open(credentials('token-a'), users['user-a']!)).toBe(first)
    expect(keeper.current()).toBeUndefined()
    releaseA()
    const wallet = await first
    expect(keeper.current()).toBe(wallet)
    expect(wallet.evmAddress).toBe(users['user-a']!.wallet!.evmAddress)
  })

  it('an open overtaken by lock() (sign-out) never becomes current, and its keys are dropped', async () => {
    const { keeper, users, releaseA } = await setUp()
    const opening = keeper.open(credentials('token-a'), users['user-a']!)
    keeper.lock()
    releaseA()
    const wallet = await opening
    expect(keeper.current()).toBeUndefined()
    expect(wallet.locked).toBe(true)
  })

  it("an open overtaken by another user's never replaces that user's wallet", async () => {
    const { keeper, users, releaseA } = await setUp()
    const slow = keeper.open(credentials('token-a'), users['user-a']!)
    const b = await keeper.open(credentials('token-b'), users['user-b']!)
    releaseA()
    const a = await slow
    expect(keeper.current()).toBe(b)
    expect(a.locked).toBe(true)
  })

  it('no wallet is made by opening: a user without one, or whose wallet this device lacks, is DEVICE_NOT_CONNECTED', async () => {
    const { keeper, users } = await setUp()
    await expect(keeper.open(credentials('token-c'), { userId: 'user-c', wallet: null })).rejects.toThrow(
      DEVICE_NOT_CONNECTED,
    )
    // a share on this device of some other wallet than the one the server recorded does not count either
    const elsewhere = { userId: 'user-a', wallet: users['user-b']!.wallet }
    await expect(keeper.open(credentials('token-a'), elsewhere)).rejects.toThrow(DEVICE_NOT_CONNECTED)
    expect(await keeper.holds(elsewhere)).toBe(false)
    expect(await keeper.holds(users['user-b']!)).toBe(true)
  })
})

// No SPEC rule: the frame's one open wallet (KEYS.md "Use"), and opens that a sign-out or another user overtook.
import { describe, expect, it } from 'vitest'
import { memoryStorage, type ServerShareSource } from '../keys/index.ts'
import { createWalletKeeper } from './wallet.ts'

/** a share source that answers at once, except for `token-a` until `releaseA()` */
function shareSource() {
  const shares = new Map<string, Uint8Array>()
  let releaseA!: () => void
  const gateA = new Promise<void>((resolve) => (releaseA = resolve))
  const source: ServerShareSource = {
    async get(token) {
      if (token === 'token-a') await gateA
      if (!shares.has(token)) shares.set(token, crypto.getRandomValues(new Uint8Array(32)))
      return Uint8Array.from(shares.get(token)!)
    },
  }
  return { source, releaseA }
}

describe('createWalletKeeper', () => {
  it('shares one open per user and makes it current once unlocked', async () => {
    const shares = shareSource()
    const keeper = createWalletKeeper({ storage: memoryStorage(), serverShares: shares.source })
    const first = keeper.open('token-a', 'user-a')
    expect(keeper.open('token-a', 'user-a')).toBe(first)
    expect(keeper.current()).toBeUndefined()
    shares.releaseA()
    const wallet = await first
    expect(keeper.current()).toBe(wallet)
  })

  it('an open overtaken by lock() (sign-out) never becomes current, and its keys are dropped', async () => {
    const shares = shareSource()
    const keeper = createWalletKeeper({ storage: memoryStorage(), serverShares: shares.source })
    const opening = keeper.open('token-a', 'user-a')
    keeper.lock()
    shares.releaseA()
    const wallet = await opening
    expect(keeper.current()).toBeUndefined()
    expect(wallet.locked).toBe(true)
  })

  it('an open overtaken by another user\'s never replaces that user\'s wallet', async () => {
    const shares = shareSource()
    const keeper = createWalletKeeper({ storage: memoryStorage(), serverShares: shares.source })
    const slow = keeper.open('token-a', 'user-a')
    const b = await keeper.open('token-b', 'user-b')
    shares.releaseA()
    const a = await slow
    expect(keeper.current()).toBe(b)
    expect(a.locked).toBe(true)
  })
})

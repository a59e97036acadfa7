// The signed-in user's embedded wallet: created on first use on this device, unlocked after; one vault per user.
import { createWallet, hasWallet, type ServerShareSource, type UnlockedWallet, unlockWallet, type WalletStorage } from '../keys/index.ts'
import { userScopedStorage } from './store.ts'

export interface WalletKeeper {
  /** the wallet of `userId`, unlocked with the server share this session token releases */
  open(sessionToken: string, userId: string): Promise<UnlockedWallet>
  /** the unlocked wallet, if any */
  current(): UnlockedWallet | undefined
  /** drops the keys; the vault and device share stay, so the same user gets the same address again */
  lock(): void
}

export function createWalletKeeper(options: { storage: WalletStorage; serverShares: ServerShareSource }): WalletKeeper {
  /** the one wallet open or opening; `unlocked` is set once its open resolves, unless a newer open or lock() replaced it */
  let opened: { userId: string; wallet: Promise<UnlockedWallet>; unlocked?: UnlockedWallet } | undefined

  async function openFor(sessionToken: string, userId: string): Promise<UnlockedWallet> {
    const storage = userScopedStorage(options.storage, userId)
    const walletOptions = { storage, sessionToken, serverShares: options.serverShares }
    if (!(await hasWallet(storage))) await createWallet(walletOptions)
    return unlockWallet(walletOptions)
  }

  function lock(): void {
    opened?.unlocked?.lock()
    opened = undefined
  }

  return {
    open(sessionToken, userId) {
      if (opened?.userId === userId && !opened.unlocked?.locked) return opened.wallet
      lock()
      // one shared open per user: two racing GET_USERs must not both create a vault
      const entry: NonNullable<typeof opened> = { userId, wallet: openFor(sessionToken, userId) }
      opened = entry
      entry.wallet.then(
        (wallet) => {
          // an open that was replaced while it ran (sign-out, another user) must not become the current wallet
          if (opened === entry) entry.unlocked = wallet
          else wallet.lock()
        },
        () => {
          if (opened === entry) opened = undefined
        },
      )
      return entry.wallet
    },
    current: () => (opened?.unlocked && !opened.unlocked.locked ? opened.unlocked : undefined),
    lock,
  }
}

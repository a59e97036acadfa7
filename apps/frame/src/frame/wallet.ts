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
  let opened: { userId: string; wallet: Promise<UnlockedWallet> } | undefined
  let unlocked: UnlockedWallet | undefined

  async function openFor(sessionToken: string, userId: string): Promise<UnlockedWallet> {
    const storage = userScopedStorage(options.storage, userId)
    const walletOptions = { storage, sessionToken, serverShares: options.serverShares }
    if (!(await hasWallet(storage))) await createWallet(walletOptions)
    const wallet = await unlockWallet(walletOptions)
    unlocked = wallet
    return wallet
  }

  return {
    open(sessionToken, userId) {
      if (opened?.userId === userId && (!unlocked || !unlocked.locked)) return opened.wallet
      unlocked?.lock()
      unlocked = undefined
      // one shared open per user: two racing GET_USERs must not both create a vault
      const wallet = openFor(sessionToken, userId)
      opened = { userId, wallet }
      wallet.catch(() => {
        if (opened?.wallet === wallet) opened = undefined
      })
      return wallet
    },
    current: () => (unlocked && !unlocked.locked ? unlocked : undefined),
    lock() {
      unlocked?.lock()
      unlocked = undefined
      opened = undefined
    },
  }
}

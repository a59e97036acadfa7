// People › one user's data: exported as the cloud's JSON file, or erased after the operator has read what erasing
// does to the user's embedded wallet (its shares go with the account; only a key the user exported keeps the funds).
import { useState } from 'react'
import type { AdminApi } from '../api/client.ts'

export interface UserDataProps {
  api: AdminApi
  user: { userId: string; email: string | null; hasWallet: boolean }
  onMessage(message: { text: string; error: boolean }): void
  onDeleted(): void
}

/** what the operator reads before erasing a user; the cloud's API documents the same */
export const walletConsequence = (hasWallet: boolean) =>
  hasWallet
    ? 'This user has an embedded wallet. Deleting removes its server share and its sealed recovery share: the wallet can no longer be opened through Latch on any device, and the recovery code no longer helps. The funds stay reachable only with a private key the user exported before (Account, Export private key). Ask the user to export the key first.'
    : 'This user has no embedded wallet: deleting erases the account, its sign-in sessions, devices and captured emails.'

export function UserData({ api, user, onMessage, onDeleted }: UserDataProps) {
  const [confirming, setConfirming] = useState(false)
  const who = user.email ?? user.userId

  async function exportData() {
    try {
      const json = await api.exportUser(user.userId)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
      link.download = `latch-user-${user.userId}.json`
      link.click()
      URL.revokeObjectURL(link.href)
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  async function erase() {
    try {
      await api.deleteUser(user.userId)
      setConfirming(false)
      onMessage({ text: `User ${who} and their data deleted.`, error: false })
      onDeleted()
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-label={`Export data of ${who}`}
        onClick={() => void exportData()}
      >
        Export data
      </button>{' '}
      {!confirming && (
        <button type="button" className="danger" aria-label={`Delete user ${who}`} onClick={() => setConfirming(true)}>
          Delete
        </button>
      )}
      {confirming && (
        <div role="group" aria-label={`Delete user ${who}?`}>
          <p>{walletConsequence(user.hasWallet)}</p>
          <button type="button" className="danger" onClick={() => void erase()}>
            Delete {who} for good
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            Keep the user
          </button>
        </div>
      )}
    </>
  )
}

// Export private key, only ever inside the frame: a fresh proof first (the code mailed to the account's
// email, or the recovery code for an account without one), then the keys shown in the frame's own card. Nothing of
// them is posted to the page: the request only learns that the card was closed.
import type { CardHost } from './cards.ts'
import type { AuthApi, Credentials } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

export const EXPORT_WARNING = 'Whoever has this key controls the wallet and everything in it. Never share it or type it into a website.'

type Proof = { otp: string } | { recoveryCode: string }

/** the keys, as text in the frame; resolves when the user closes the card */
export function showKeys(host: CardHost, keys: { evmPrivateKey: string; solanaSecretKey: string }): Promise<void> {
  return new Promise((resolve) => {
    const card = host.card('Your private key', 'latch-keys-heading')
    const list = host.el('dl', undefined, 'latch-approval-details')
    list.append(host.el('dt', 'EVM private key'), host.el('dd', keys.evmPrivateKey), host.el('dt', 'Solana private key'), host.el('dd', keys.solanaSecretKey))
    const done = () => {
      shown.close()
      resolve()
    }
    const close = host.button('Done', 'latch-approve', done)
    const actions = host.el('div', undefined, 'latch-approval-actions')
    actions.append(close)
    card.append(host.el('p', EXPORT_WARNING), list, actions)
    const shown = host.open(card, done)
    close.focus()
  })
}

export function createExportFlow(host: CardHost, wallets: WalletKeeper, api: AuthApi) {
  return {
    async run(credentials: Credentials, user: SignedInUser & { email?: string | null }): Promise<void> {
      const reveal = (proof: Proof) => wallets.exportKeys(credentials, user, proof)
      const question = { heading: 'Export private key', id: 'latch-export', submit: 'Show private key' }
      if (user.email) await api.exportStart(credentials)
      const keys = await host.ask(
        user.email
          ? { ...question, paragraphs: [EXPORT_WARNING, `Enter the code we sent to ${user.email}.`], label: 'Verification code', autocomplete: 'one-time-code', answer: (otp) => reveal({ otp }) }
          : { ...question, paragraphs: [EXPORT_WARNING, 'Enter your recovery code.'], label: 'Recovery code', autocomplete: 'off', answer: (recoveryCode) => reveal({ recoveryCode }) },
      )
      await showKeys(host, keys)
    },
  }
}

// Export private key (issue 17), only ever inside the frame: a fresh proof first (the code mailed to the account's
// email, or the recovery code for an account without one), then the keys shown in the frame's own card. Nothing of
// them is posted to the page: the request only learns that the card was closed.
import { TEXTS } from '@latch/core'
import { USER_REJECTED } from './approval.ts'
import type { CardHost } from './cards.ts'
import type { AuthApi, Credentials } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

export const EXPORT_WARNING = 'Whoever has this key controls the wallet and everything in it. Never share it or type it into a website.'

type Proof = { otp: string } | { recoveryCode: string }

export function createExportFlow(host: CardHost, wallets: WalletKeeper, api: AuthApi) {
  /** the proof card: a code field; resolves once `reveal` accepted what was typed */
  function askProof<T>(intro: string, label: string, reveal: (typed: string) => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      const card = host.card('Export private key', 'latch-export-heading')
      const form = host.el('form', undefined, 'latch-form')
      const input = host.el('input')
      input.id = 'latch-export-proof'
      const caption = host.el('label', label)
      caption.htmlFor = input.id
      Object.assign(input, { type: 'text', autocomplete: 'one-time-code', spellcheck: false })
      const error = host.el('p', '', 'latch-error')
      error.setAttribute('role', 'alert')
      const cancel = () => {
        shown.close()
        reject(new Error(USER_REJECTED))
      }
      // a submit button: the form's submit event (click or Enter) does the work
      const submit = host.button('Show private key', 'latch-approve', () => undefined)
      submit.type = 'submit'
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (submit.getAttribute('aria-busy')) return
        submit.setAttribute('aria-busy', 'true')
        error.textContent = ''
        reveal(input.value.trim()).then(
          (value) => {
            shown.close()
            resolve(value)
          },
          (failure: unknown) => {
            submit.removeAttribute('aria-busy')
            error.textContent = failure instanceof Error ? failure.message : String(failure)
          },
        )
      })
      const actions = host.el('div', undefined, 'latch-approval-actions')
      actions.append(host.button('Cancel', 'latch-reject', cancel), submit)
      form.append(caption, input, error, actions)
      card.append(host.el('p', EXPORT_WARNING), host.el('p', intro), form)
      const shown = host.open(card, cancel, () => {
        shown.close()
        reject(new Error(TEXTS.requestAborted))
      })
      input.focus()
    })
  }

  /** the keys, as text in the frame; resolves when the user closes the card */
  function showKeys(keys: { evmPrivateKey: string; solanaSecretKey: string }): Promise<void> {
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

  return {
    async run(credentials: Credentials, user: SignedInUser & { email?: string | null }): Promise<void> {
      const reveal = (proof: Proof) => wallets.exportKeys(credentials, user, proof)
      let keys: Awaited<ReturnType<typeof reveal>>
      if (user.email) {
        await api.exportStart(credentials)
        keys = await askProof(`Enter the code we sent to ${user.email}.`, 'Verification code', (otp) => reveal({ otp }))
      } else {
        keys = await askProof('Enter your recovery code.', 'Recovery code', (recoveryCode) => reveal({ recoveryCode }))
      }
      await showKeys(keys)
    },
  }
}

// Export private key, only ever inside the frame: a fresh proof first (the account's passkey when it signed in with
// one, else the code mailed to the account's email, or the recovery code for an account without one), then the keys shown in the frame's own card. Nothing of
// them is posted to the page: the request only learns that the card was closed.
import { UserRejectedError } from '@latch/core'
import type { CardHost } from './cards.ts'
import { cardErrorText } from './texts/cardError.ts'
import { text } from './texts/frameLocale.ts'
import { passkeyFailure, type createPasskeyFlow } from './passkey.ts'
import type { AuthApi, Credentials } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

type Proof = { otp: string } | { passkey: unknown } | { recoveryCode: string }
type PasskeyFlow = ReturnType<typeof createPasskeyFlow>

/** the keys, as text in the frame; resolves when the user closes the card */
export function showKeys(host: CardHost, keys: { evmPrivateKey: string; solanaSecretKey: string }): Promise<void> {
  return new Promise((resolve) => {
    const card = host.card(text('export.keysHeading'), 'latch-keys-heading')
    const list = host.el('dl', undefined, 'latch-approval-details')
    list.append(
      host.el('dt', text('export.evmKey')),
      host.el('dd', keys.evmPrivateKey),
      host.el('dt', text('export.solanaKey')),
      host.el('dd', keys.solanaSecretKey),
    )
    const done = () => {
      shown.close()
      resolve()
    }
    const close = host.button(text('card.done'), 'latch-approve', done)
    const actions = host.el('div', undefined, 'latch-approval-actions')
    actions.append(close)
    card.append(host.el('p', text('export.warning')), list, actions)
    const shown = host.open(card, done)
    close.focus()
  })
}

export function createExportFlow(host: CardHost, wallets: WalletKeeper, api: AuthApi, passkeys?: PasskeyFlow) {
  /** the warning and one button: the passkey's answer (made within the click) releases the server's share */
  function byPasskey(
    flow: PasskeyFlow,
    credentials: Credentials,
    reveal: (proof: Proof) => ReturnType<WalletKeeper['exportKeys']>,
  ) {
    const browser = flow.load()
    browser.catch(() => undefined)
    return new Promise<Awaited<ReturnType<WalletKeeper['exportKeys']>>>((resolve, reject) => {
      const card = host.card(text('export.heading'), 'latch-export')
      const error = host.el('p', '', 'latch-error')
      error.setAttribute('role', 'alert')
      const end = (outcome: () => void) => () => {
        shown.close()
        outcome()
      }
      const cancel = end(() => reject(new UserRejectedError('UserRejected')))
      const confirm = host.button(text('export.usePasskey'), 'latch-approve', () => {
        if (card.getAttribute('aria-busy')) return
        card.setAttribute('aria-busy', 'true')
        error.textContent = ''
        flow
          .prove(() => api.passkeyProofOptions(credentials), browser)
          .then((passkey) => reveal({ passkey }))
          .then(
            (keys) => end(() => resolve(keys))(),
            (failure: unknown) => {
              error.textContent = cardErrorText(passkeyFailure(failure))
            },
          )
          .finally(() => card.removeAttribute('aria-busy'))
      })
      const actions = host.el('div', undefined, 'latch-approval-actions')
      actions.append(host.button(text('card.cancel'), 'latch-reject', cancel), confirm)
      card.append(host.el('p', text('export.warning')), host.el('p', text('export.withPasskey')), error, actions)
      const shown = host.open(
        card,
        cancel,
        end(() => reject(new UserRejectedError('RequestAborted'))),
      )
      confirm.focus()
    })
  }

  return {
    async run(
      credentials: Credentials,
      user: SignedInUser & { email?: string | null; provider?: string },
    ): Promise<void> {
      const reveal = (proof: Proof) => wallets.exportKeys(credentials, user, proof)
      if (user.provider === 'passkey' && passkeys) return showKeys(host, await byPasskey(passkeys, credentials, reveal))
      const question = { heading: text('export.heading'), id: 'latch-export', submit: text('export.show') }
      if (user.email) await api.exportStart(credentials)
      const keys = await host.ask(
        user.email
          ? {
              ...question,
              paragraphs: [text('export.warning'), text('export.emailCode', { email: user.email })],
              label: text('export.verificationCode'),
              autocomplete: 'one-time-code',
              answer: (otp) => reveal({ otp }),
            }
          : {
              ...question,
              paragraphs: [text('export.warning'), text('export.recoveryCode')],
              label: text('device.recoveryCode'),
              autocomplete: 'off',
              answer: (recoveryCode) => reveal({ recoveryCode }),
            },
      )
      await showKeys(host, keys)
    },
  }
}

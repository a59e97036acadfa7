// CONNECT_DEVICE (SPEC §3; the step after VERIFY_DEVICE): the account's wallet comes to this device, shown in the
// frame's own cards so the recovery code never passes through the page. A first wallet is made here and its
// recovery code shown once; a wallet made elsewhere is opened by the passkey signed in with (where its PRF sealed a
// share for the cloud), else with the recovery code (KEYS.md).
import type { NewWallet, UnlockedWallet } from '../keys/index.ts'
import { UserRejectedError } from '@latch/core'
import type { CardHost } from './cards.ts'
import { text } from './texts/frameLocale.ts'
import { deliberateStep } from './deliberateStep.ts'
import { ARM_MS } from './visibility.ts'
import type { Credentials, WalletRecord } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

export function createDeviceFlow(host: CardHost, wallets: WalletKeeper, options: { window: Window; armMs?: number }) {
  /** the card of a first wallet: the code, once; resolves when the user says it is saved */
  function showRecoveryCode(made: NewWallet): Promise<void> {
    return new Promise((resolve, reject) => {
      const card = host.card(text('device.recoveryHeading'), 'latch-recovery-heading')
      const code = host.el('p', made.recoveryCode, 'latch-code')
      code.setAttribute('aria-label', text('device.recoveryCode'))
      const end = (error?: Error) => {
        step.stop()
        shown.close()
        if (error) reject(error)
        else resolve()
      }
      const cancel = host.button(text('card.cancel'), 'latch-reject', () => end(new UserRejectedError('UserRejected')))
      const saved = host.button(text('device.saved'), 'latch-approve', () => {})
      const actions = host.el('div', undefined, 'latch-approval-actions')
      actions.append(cancel, saved)
      card.append(host.el('p', text('device.recoveryIntro')), code, actions)
      const shown = host.open(
        card,
        () => end(new UserRejectedError('UserRejected')),
        () => end(new UserRejectedError('RequestAborted')),
      )
      // a click a decoy drew before the code was seen would lose it: the same gate as Approve's
      const step = deliberateStep(host, {
        window: options.window,
        card,
        actions,
        approve: saved,
        cancel,
        armMs: options.armMs ?? ARM_MS,
        action: 'continue',
        onApproved: () => end(),
      })
    })
  }

  return {
    /** resolves once this device holds the user's wallet, unlocked */
    async connect(credentials: Credentials, user: SignedInUser): Promise<UnlockedWallet> {
      if (user.wallet && (await wallets.holds(user))) return wallets.open(credentials, user)
      if (!user.wallet) return wallets.create(credentials, user, showRecoveryCode)
      const recorded = { ...user, wallet: user.wallet as WalletRecord }
      // the passkey this page signed in with opens the share the cloud keeps under it: no recovery code to type
      const byPasskey = await wallets.restoreByPasskey(credentials, recorded)
      if (byPasskey) return byPasskey
      return host.ask({
        heading: text('device.connectHeading'),
        id: 'latch-connect',
        paragraphs: [text('device.connectIntro')],
        label: text('device.recoveryCode'),
        submit: text('device.connect'),
        autocomplete: 'off',
        answer: (code) => wallets.restore(credentials, recorded, code),
      })
    },
  }
}

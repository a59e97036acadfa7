// The recovery file in the frame's own cards: downloaded by a signed-in person who shows their recovery code, and
// opened (with that code and this device's share) by anyone on this device with no sign-in and no call to the
// cloud, the keys shown as Export private key shows them.
import {
  keysFromRecoveryFile,
  MAX_RECOVERY_FILE_BYTES,
  parseRecoveryFile,
  WalletKeyError,
  type WalletStorage,
} from '../keys/index.ts'
import type { CardHost } from './cards.ts'
import { showKeys } from './exportKey.ts'
import type { Credentials } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

export const RECOVERY_FILE_TEXTS = {
  downloadHeading: 'Download recovery file',
  downloadIntro:
    'The recovery file holds a part of your wallet, locked with your recovery code. Keep it somewhere safe, apart from the code: with both, this browser can show your keys even if you can no longer sign in.',
  ready: 'Your recovery file is ready. It opens nothing without your recovery code.',
  link: 'Save recovery file',
  recoverHeading: 'Recover with a recovery file',
  recoverIntro:
    'Choose your recovery file and enter your recovery code. Nothing is sent anywhere: your keys are rebuilt in this browser.',
  fileLabel: 'Recovery file',
} as const

export function createRecoveryFileFlow(
  host: CardHost,
  wallets: WalletKeeper,
  storageOf: (userId: string) => WalletStorage,
) {
  /** the file as a link the person presses (a download needs their gesture in the frame); resolves when closed */
  function offer(text: string, name: string): Promise<void> {
    return new Promise((resolve) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
      const card = host.card(RECOVERY_FILE_TEXTS.downloadHeading, 'latch-recovery-file-heading')
      const link = host.el('a', RECOVERY_FILE_TEXTS.link, 'latch-approve')
      link.href = url
      link.download = name
      const done = () => {
        shown.close()
        URL.revokeObjectURL(url)
        resolve()
      }
      const actions = host.el('div', undefined, 'latch-approval-actions')
      actions.append(host.button('Done', 'latch-reject', done), link)
      card.append(host.el('p', RECOVERY_FILE_TEXTS.ready), actions)
      const shown = host.open(card, done)
      link.focus()
    })
  }

  /** a card with the file and the code; resolves with the keys they open, rejects as a user rejection on Cancel */
  function askFileAndCode(): Promise<Awaited<ReturnType<typeof keysFromRecoveryFile>>> {
    const file = host.el('input')
    Object.assign(file, { id: 'latch-recover-file', type: 'file', accept: 'application/json,.json' })
    const code = host.el('input')
    Object.assign(code, { id: 'latch-recover-code', type: 'text', autocomplete: 'off', spellcheck: false })
    return host.form({
      heading: RECOVERY_FILE_TEXTS.recoverHeading,
      id: 'latch-recover-heading',
      paragraphs: [RECOVERY_FILE_TEXTS.recoverIntro],
      submit: 'Show private key',
      fields: [
        { label: RECOVERY_FILE_TEXTS.fileLabel, input: file },
        { label: 'Recovery code', input: code },
      ],
      answer: () => open(file.files?.[0], code.value.trim()),
    })
  }

  async function open(file: File | undefined, code: string) {
    if (!file) throw new WalletKeyError('NO_RECOVERY_FILE')
    if (file.size > MAX_RECOVERY_FILE_BYTES) throw new WalletKeyError('BAD_RECOVERY_FILE')
    return keysFromRecoveryFile(parseRecoveryFile(await file.text()), code, storageOf)
  }

  return {
    /** the signed-in person's recovery file, once their recovery code opens it */
    async download(credentials: Credentials, user: SignedInUser): Promise<void> {
      const text = await host.ask({
        heading: RECOVERY_FILE_TEXTS.downloadHeading,
        id: 'latch-recovery-file',
        paragraphs: [RECOVERY_FILE_TEXTS.downloadIntro, 'Enter your recovery code.'],
        label: 'Recovery code',
        submit: 'Continue',
        autocomplete: 'off',
        answer: (recoveryCode) => wallets.recoveryFile(credentials, user, recoveryCode),
      })
      const evm = user.wallet?.evmAddress ?? 'wallet'
      await offer(text, `latch-recovery-${evm.slice(0, 10).toLowerCase()}.json`)
    },
    /** the keys from a recovery file, its code and this device's share: no session, no cloud */
    async recover(): Promise<void> {
      await showKeys(host, await askFileAndCode())
    },
  }
}

// The recovery file in the frame's own cards: downloaded by a signed-in person who shows their recovery code, and
// opened (with that code and this device's share) by anyone on this device with no sign-in and no call to the
// cloud, the keys shown as Export private key shows them. A share sealed under a passkey asks that passkey first.
import {
  keysFromRecoveryFile,
  MAX_RECOVERY_FILE_BYTES,
  parseRecoveryFile,
  WalletKeyError,
  type WalletStorage,
  wrappingKeyFromPrf,
} from '../keys/index.ts'
import type { createPasskeyFlow } from './passkey.ts'
import type { CardHost } from './cards.ts'
import { localized, text } from './texts/frameLocale.ts'
import { showKeys } from './exportKey.ts'
import type { Credentials } from './session.ts'
import type { SignedInUser, WalletKeeper } from './wallet.ts'

export const RECOVERY_FILE_TEXTS = localized({
  downloadHeading: 'recoveryFile.downloadHeading',
  downloadIntro: 'recoveryFile.downloadIntro',
  ready: 'recoveryFile.ready',
  link: 'recoveryFile.link',
  recoverHeading: 'recoveryFile.recoverHeading',
  recoverIntro: 'recoveryFile.recoverIntro',
  fileLabel: 'recoveryFile.fileLabel',
})

export function createRecoveryFileFlow(
  host: CardHost,
  wallets: WalletKeeper,
  passkeys: Pick<ReturnType<typeof createPasskeyFlow>, 'localPrf'>,
  storageOf: (userId: string) => WalletStorage,
) {
  /** a share sealed under a passkey: the key of this page's passkey sign-in, else the passkey asked here */
  const unseal = async (userId: string) =>
    wallets.wrappingKey(userId) ?? wrappingKeyFromPrf(await passkeys.localPrf(), userId)

  /** the file as a link the person presses (a download needs their gesture in the frame); resolves when closed */
  function offer(contents: string, name: string): Promise<void> {
    return new Promise((resolve) => {
      const url = URL.createObjectURL(new Blob([contents], { type: 'application/json' }))
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
      actions.append(host.button(text('card.done'), 'latch-reject', done), link)
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
      submit: text('export.show'),
      fields: [
        { label: RECOVERY_FILE_TEXTS.fileLabel, input: file },
        { label: text('device.recoveryCode'), input: code },
      ],
      answer: () => open(file.files?.[0], code.value.trim()),
    })
  }

  async function open(file: File | undefined, code: string) {
    if (!file) throw new WalletKeyError('NO_RECOVERY_FILE')
    if (file.size > MAX_RECOVERY_FILE_BYTES) throw new WalletKeyError('BAD_RECOVERY_FILE')
    return keysFromRecoveryFile(parseRecoveryFile(await file.text()), code, storageOf, unseal)
  }

  return {
    /** the signed-in person's recovery file, once their recovery code opens it */
    async download(credentials: Credentials, user: SignedInUser): Promise<void> {
      const contents = await host.ask({
        heading: RECOVERY_FILE_TEXTS.downloadHeading,
        id: 'latch-recovery-file',
        paragraphs: [RECOVERY_FILE_TEXTS.downloadIntro, text('export.recoveryCode')],
        label: text('device.recoveryCode'),
        submit: text('passkey.continue'),
        autocomplete: 'off',
        answer: (recoveryCode) => wallets.recoveryFile(credentials, user, recoveryCode),
      })
      const evm = user.wallet?.evmAddress ?? 'wallet'
      await offer(contents, `latch-recovery-${evm.slice(0, 10).toLowerCase()}.json`)
    },
    /** the keys from a recovery file, its code and this device's share: no session, no cloud */
    async recover(): Promise<void> {
      await showKeys(host, await askFileAndCode())
    },
  }
}

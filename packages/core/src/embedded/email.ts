// Email login and email update through the frame (SPEC §4 email login, §5 email rules).
import { emailLoginSucceeded, startEmailLogin } from './emailLogin.ts'
import { STORAGE_KEYS } from '../storage.ts'
import { isEmail } from '../validators.ts'
import { type EmbeddedDeps, setEmbedded, whileLoading } from './deps.ts'
import type { DeviceActions } from './device.ts'
import { asShownError } from './frameErrors.ts'
import type { EmailAction } from './types.ts'
import { EmbeddedWalletError, InvalidInputError } from '../errors/classes.ts'
import { coreToast } from '../modal/coreToast.ts'

export function emailActions(deps: EmbeddedDeps, device: DeviceActions) {
  const { store, storage } = deps

  /** one frame message; a failure becomes the text to show */
  async function ask<T>(name: string, payload?: unknown): Promise<T> {
    try {
      return (await (await deps.frame()).request(name, payload)) as T
    } catch (error) {
      throw asShownError(error)
    }
  }

  /** valid email, R-4.19/R-5.2 cooldown (R-4.14 records the time), then CONNECT_EMAIL */
  async function sendCode(email: string): Promise<EmailAction> {
    if (!isEmail(email)) throw new InvalidInputError('InvalidEmail')
    const seconds = startEmailLogin(storage)
    if (seconds) throw new EmbeddedWalletError('EmailCooldown', { params: { seconds } })
    const { action } = await ask<{ action: EmailAction }>('CONNECT_EMAIL', { email })
    setEmbedded(store, { email, emailAction: action })
    return action
  }

  /** then the AUTH connector connects; a previous social login is forgotten */
  async function succeeded(email: string): Promise<void> {
    storage.remove(STORAGE_KEYS.socialProvider)
    storage.remove(STORAGE_KEYS.socialUsername)
    emailLoginSucceeded(storage, email)
    setEmbedded(store, { email, socialProvider: undefined, socialUsername: undefined })
    // a device that signed in without a code may still lack the wallet: it is connected first
    await whileLoading(store, () => device.withDevice(deps.connectAuth))
  }

  async function connectEmail(email: string): Promise<void> {
    const address = email.trim()
    const action = await sendCode(address)
    if (action === 'CONNECT') return succeeded(address)
    deps.show('EmailLogin', { email: address })
  }

  async function submitEmailCode(code: string): Promise<void> {
    const email = store.getState().embedded.email
    if (!email) throw new InvalidInputError('InvalidEmail')
    await ask('CONNECT_OTP', { otp: code.trim() })
    // SPEC §3: VERIFY_DEVICE is followed by CONNECT_DEVICE; the code proved the email, now the wallet comes here
    if (store.getState().embedded.emailAction === 'VERIFY_DEVICE') await device.connectDevice()
    await succeeded(email)
  }

  async function resendEmailCode(): Promise<void> {
    const email = store.getState().embedded.email
    if (!email) throw new InvalidInputError('InvalidEmail')
    await sendCode(email)
  }

  /** the frame's passkey card for an email change is open: closing the modal ends it */
  let proving = false

  /** by passkey, the frame's card stands in for the current address's code and answers VERIFY_SECONDARY_OTP */
  async function startUpdateEmail(newEmail: string, options: { passkey?: boolean } = {}): Promise<void> {
    const email = newEmail.trim()
    if (!isEmail(email)) throw new InvalidInputError('InvalidEmail')
    proving = options.passkey === true
    const { action } = await ask<{ action: string }>(
      'UPDATE_EMAIL',
      options.passkey ? { email, proof: 'passkey' } : { email },
    ).finally(() => {
      proving = false
    })
    setEmbedded(store, {
      updateEmail: { step: action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary', newEmail: email },
    })
  }

  /** the code mailed to the current address, then the one mailed to the new address */
  async function submitUpdateEmailCode(code: string): Promise<void> {
    const update = store.getState().embedded.updateEmail
    if (!update) throw new InvalidInputError('InvalidEmail')
    const otp = code.trim()
    if (update.step === 'primary') {
      await ask('UPDATE_EMAIL_PRIMARY_OTP', { otp })
      setEmbedded(store, { updateEmail: { ...update, step: 'secondary' } })
      return
    }
    const { newEmail } = await ask<{ newEmail: string }>('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    storage.set(STORAGE_KEYS.email, newEmail)
    setEmbedded(store, { email: newEmail, updateEmail: undefined })
    store.setState((state) => ({
      accounts: Object.fromEntries(
        Object.entries(state.accounts).map(([namespace, account]) => [
          namespace,
          account?.user ? { ...account, user: { ...account.user, email: newEmail } } : account,
        ]),
      ),
      toast: coreToast('emailUpdated', 'success'),
    }))
  }

  return {
    connectEmail,
    submitEmailCode,
    resendEmailCode,
    startUpdateEmail,
    submitUpdateEmailCode,
    /** whether the frame's card of an email change waits for the person */
    isProving: () => proving,
  }
}

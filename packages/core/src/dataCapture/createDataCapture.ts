// Email capture (SPEC §2 DataCapture; remote feature emailCapture): after a sign-in, a wallet user without an email
// on file is offered DataCapture; the email is confirmed with a one-time code and kept by the Latch cloud against
// the account and project. Skipping is always possible; the user may remove the email later.
import { cloudUrlFor } from '../cloud/http.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Modal } from '../modal/createModal.ts'
import { initialRouter } from '../modal/router.ts'
import type { SIWXSession } from '../siwx/types.ts'
import { isEmail } from '../validators.ts'
import { isAuthConnector } from '../embedded/types.ts'
import { ConnectionError, InvalidInputError, latchError } from '../errors/classes.ts'

export interface DataCaptureActions {
  /** mails a code to the address (R-5.1: a valid email); DataCapture then asks for it */
  startEmailCapture(email: string): Promise<void>
  /** the code; the email is kept and the modal closes */
  submitEmailCaptureCode(code: string): Promise<void>
  /** closes DataCapture without an email */
  skipEmailCapture(): void
  /** removes the active account's captured email */
  removeCapturedEmail(): Promise<void>
}

export interface DataCaptureDeps {
  modal: Modal
  /** the active account's sign-in session: the cloud knows the account by it */
  session(): SIWXSession | undefined
}

export function createDataCapture(context: InstanceContext, deps: DataCaptureDeps) {
  const { store, options } = context
  const identity =
    options.cloudUrl && options.projectId
      ? {
          cloudUrl: options.cloudUrl,
          projectId: options.projectId,
          sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
          sdkVersion: SDK_VERSION,
        }
      : undefined

  /** a cloud call as the signed-in account; rejects with the cloud's text */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const session = deps.session()
    if (!identity || !session) throw new ConnectionError('FailedToConnect')
    const response = await fetch(cloudUrlFor(identity, path), {
      method,
      headers: { 'x-latch-session': session.id, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const parsed = (await response.json().catch(() => ({}))) as T & { error?: string }
    if (!response.ok && response.status !== 404)
      throw latchError('CloudRefused', { params: { reason: parsed.error ?? `HTTP ${response.status}` } })
    return { status: response.status, body: parsed }
  }

  /** after a sign-in: true when DataCapture was shown (emailCapture on, the cloud's sessions, no email on file) */
  async function offer(): Promise<boolean> {
    if (!identity || options.siwx?.backend || !store.getState().features.emailCapture) return false
    // an embedded wallet signed in by email has given one already: only wallet users are asked
    if (isAuthConnector(context.account()?.connectorId) && store.getState().embedded.email) return false
    try {
      const { status } = await call('GET', 'v1/data-capture/email')
      if (status !== 404) return false
    } catch {
      return false
    }
    store.setState({ dataCapture: { step: 'email' } })
    if (store.getState().open) store.setState({ router: initialRouter('DataCapture') })
    else deps.modal.openView('DataCapture')
    return true
  }

  const actions: DataCaptureActions = {
    async startEmailCapture(email) {
      const address = email.trim()
      if (!isEmail(address)) throw new InvalidInputError('InvalidEmail')
      await call('POST', 'v1/data-capture/start', { email: address })
      store.setState({ dataCapture: { step: 'code', email: address } })
    },
    async submitEmailCaptureCode(code) {
      const email = store.getState().dataCapture?.email
      if (!email) throw new InvalidInputError('InvalidEmail')
      const { body } = await call<{ email: string }>('POST', 'v1/data-capture/verify', { email, otp: code })
      store.setState({ dataCapture: { step: 'done', email: body.email } })
      deps.modal.actions.close()
    },
    skipEmailCapture() {
      store.setState({ dataCapture: undefined })
      deps.modal.actions.close()
    },
    async removeCapturedEmail() {
      await call('POST', 'v1/data-capture/email/delete')
      store.setState({ dataCapture: undefined })
    },
  }

  return { actions, offer }
}

// SignInMethods view (from Account, for an embedded-wallet user): the ways into the account (email, passkeys, social
// logins, linked wallets) with when each was added and last used, "Remove" on each but the last (which asks to confirm
// first: what goes, and that its sessions elsewhere end), "Add a passkey" (the frame's own card), "Link <wallet>" (the
// browser wallet signs for this page) and "Add an email" (a code to the new address); below, the recent link and
// unlink rows.
import type { SignInMethod } from '@latch/core'
import { useEffect, useRef, useState } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import type { Translator } from '../i18n/translator.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { CodeField } from './CodeField.tsx'
import { EmailForm } from './EmailForm.tsx'
import { LinkSocialButtons, LinkWalletButtons } from './LinkedWallets.tsx'

const day = (tr: Translator, iso: string) =>
  new Intl.DateTimeFormat(tr.locale, { dateStyle: 'medium' }).format(new Date(iso))

function kindText(tr: Translator, method: { kind: string; provider?: string }): string {
  if (method.kind === 'email') return tr.t('methods.kind.email')
  if (method.kind === 'passkey') return tr.t('methods.kind.passkey')
  if (method.kind === 'wallet') return tr.t('methods.kind.wallet')
  return method.provider ?? tr.t('methods.kind.social')
}

/** the question before a method goes: what is removed, with Yes and Cancel (focused, the safe answer) */
function ConfirmRemove(props: { name: string; confirm(): void; cancel(): void }) {
  const { t } = useTranslator()
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div
      className="stack"
      style={{ width: '100%' }}
      role="group"
      aria-label={t('methods.removeFor', { name: props.name })}
    >
      <p className="small">{t('methods.confirmRemove', { name: props.name })}</p>
      <div className="actions">
        <button type="button" onClick={props.confirm}>
          {t('methods.confirmYes')}
        </button>
        <button type="button" className="secondary" ref={cancel} onClick={props.cancel}>
          {t('methods.cancel')}
        </button>
      </div>
    </div>
  )
}

function MethodRow(props: { method: SignInMethod; removable: boolean; busy: boolean; remove(): void }) {
  const tr = useTranslator()
  const { t } = tr
  const { method } = props
  const [confirming, setConfirming] = useState(false)
  if (confirming)
    return (
      <li className="approval">
        <ConfirmRemove
          name={method.name}
          confirm={() => {
            setConfirming(false)
            props.remove()
          }}
          cancel={() => setConfirming(false)}
        />
      </li>
    )
  return (
    <li className="approval">
      <span className="stack" style={{ gap: 2 }}>
        <span>{method.name}</span>
        <span className="muted small">
          {kindText(tr, method)}
          {method.added && ` · ${t('methods.added', { date: day(tr, method.added) })}`}
          {` · ${method.lastUsed ? t('methods.lastUsed', { date: day(tr, method.lastUsed) }) : t('methods.neverUsed')}`}
        </span>
      </span>
      {props.removable && (
        <button
          type="button"
          className="secondary"
          aria-label={t('methods.removeFor', { name: method.name })}
          aria-busy={props.busy || undefined}
          onClick={() => setConfirming(true)}
        >
          {t('methods.remove')}
        </button>
      )}
    </li>
  )
}

export default function SignInMethods() {
  const latch = useLatchInstance()
  const tr = useTranslator()
  const { t } = tr
  const { listed, linkEmail } = useLatchSelector((state) => ({
    listed: state.embedded.signInMethods,
    linkEmail: state.embedded.linkEmail,
  }))
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const [addingEmail, setAddingEmail] = useState(false)

  useEffect(() => {
    latch.loadSignInMethods().catch((cause: unknown) => setError(tr.error(cause)))
  }, [latch])

  const run = async (key: string, step: () => Promise<void>) => {
    setError(undefined)
    setBusy(key)
    try {
      await step()
    } catch (cause) {
      setError(tr.error(cause))
    } finally {
      setBusy(undefined)
    }
  }
  const methods = listed?.methods
  const hasEmail = methods?.some((method) => method.kind === 'email')

  return (
    <div className="stack">
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!methods && !error && (
        <p className="center muted" role="status">
          {t('loading')}
        </p>
      )}
      {methods && (
        <ul className="stack approvals" aria-label={t('title.SignInMethods')}>
          {methods.map((method) => (
            <MethodRow
              key={method.id}
              method={method}
              removable={methods.length > 1}
              busy={busy === method.id}
              remove={() => void run(method.id, () => latch.unlinkSignInMethod(method.id))}
            />
          ))}
        </ul>
      )}
      {methods?.length === 1 && <p className="muted small">{t('methods.onlyOne')}</p>}
      {addingEmail && linkEmail && (
        <div className="stack">
          <p>{t('codeSentTo', { email: linkEmail })}</p>
          <CodeField
            submit={async (code) => {
              await latch.submitLinkEmailCode(code)
              setAddingEmail(false)
            }}
          />
        </div>
      )}
      {addingEmail && !linkEmail && (
        <EmailForm label={t('methods.newEmail')} autoFocus submit={(email) => latch.startLinkEmail(email)} />
      )}
      {methods && !addingEmail && (
        <>
          <button
            type="button"
            className="secondary"
            aria-busy={busy === 'passkey' || undefined}
            onClick={() => void run('passkey', () => latch.linkPasskey())}
          >
            {t('methods.addPasskey')}
          </button>
          <LinkWalletButtons busy={busy} run={(key, step) => void run(key, step)} />
          <LinkSocialButtons methods={methods} busy={busy} run={(key, step) => void run(key, step)} />
          {!hasEmail && (
            <button type="button" className="secondary" onClick={() => setAddingEmail(true)}>
              {t('methods.addEmail')}
            </button>
          )}
        </>
      )}
      {listed && listed.events.length > 0 && (
        <section className="stack" aria-label={t('methods.history')}>
          <h3 className="small muted">{t('methods.history')}</h3>
          <ul className="stack small">
            {listed.events.slice(0, 5).map((event) => (
              <li key={`${event.at}:${event.action}:${event.name}`} className="muted">
                {t(event.action === 'link' ? 'methods.event.link' : 'methods.event.unlink', {
                  name: event.name,
                  date: day(tr, event.at),
                })}
                {event.actor === 'operator' && ` (${t('methods.event.operator')})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

// ConnectingSocial view (titled by the provider): waits on the pop-up; on failure core's error and a retry.
import { useSocialLogin } from '../hooks/useSocialLogin.ts'
import { socialProviderOf } from '../embedded/api.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { isBrandName } from '../icons/brands.ts'
import { BrandIcon } from '../icons/BrandIcon.tsx'
import { useLatchSelector } from '../useLatchSelector.ts'
import { ConnectFailed } from './ConnectFailed.tsx'

export default function ConnectingSocial() {
  const { connect } = useSocialLogin()
  const { t } = useTranslator()
  const { provider, error } = useLatchSelector((state) => ({
    provider: socialProviderOf(state),
    error: state.connectError,
  }))

  return (
    <div className="center" aria-busy={!error}>
      {provider && isBrandName(provider) ? <BrandIcon brand={provider} large /> : null}
      <p className="big">{t('continueInPopup')}</p>
      {error && (
        // synchronous within the click, so the pop-up is not blocked; core sets the new error, if any
        <ConnectFailed error={error} retry={provider && (() => void connect(provider).catch(() => undefined))} />
      )}
    </div>
  )
}

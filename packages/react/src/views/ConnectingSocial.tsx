// ConnectingSocial view (titled by the provider): waits on the pop-up; on failure core's error and a retry.
import { useLatchInstance } from '../context.ts'
import { socialProviderOf } from '../embedded/api.ts'
import { socialName, UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { ConnectFailed } from './ConnectFailed.tsx'

export default function ConnectingSocial() {
  const latch = useLatchInstance()
  const { provider, error } = useLatchSelector((state) => ({
    provider: socialProviderOf(state),
    error: state.connectError,
  }))

  return (
    <div className="center" aria-busy={!error}>
      <span className="wallet-icon large placeholder" aria-hidden="true">
        {provider ? socialName(provider).slice(0, 1) : ''}
      </span>
      <p className="big">{UI.continueInPopup}</p>
      {error && (
        // synchronous within the click, so the pop-up is not blocked; core sets the new error, if any
        <ConnectFailed error={error} retry={provider && (() => void latch.connectSocial(provider).catch(() => undefined))} />
      )}
    </div>
  )
}

// ConnectingSocial view (titled by the provider): waits on the pop-up; on failure core's error and a retry.
import { useLatchInstance } from '../context.ts'
import { socialProviderOf } from '../embedded/api.ts'
import { socialName, UI } from '../texts.ts'
import { useLatchSelector } from '../useLatchSelector.ts'

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
        <>
          <p className="error" role="alert">
            {error}
          </p>
          {provider && (
            // synchronous within the click, so the pop-up is not blocked; core sets the new error, if any
            <button type="button" className="primary" onClick={() => void latch.connectSocial(provider).catch(() => undefined)}>
              {UI.tryAgain}
            </button>
          )}
        </>
      )}
    </div>
  )
}
